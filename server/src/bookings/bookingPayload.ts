/**
 * The shape of a booking as forms send it, checked by joi before core's rules run. Loose on purpose:
 * core names what is missing or wrong in the product's words; joi only refuses what no rule could read
 * (wrong types, unknown fields, absurd lengths).
 */
import Joi from 'joi';

export const bookingFields = {
  bayNumber: Joi.alternatives(Joi.string().allow('').max(16), Joi.number().integer().min(0).max(999)),
  bookingDate: Joi.string().allow('').max(10),
  startTime: Joi.string().allow('').max(40),
  endTime: Joi.string().allow('').max(40),
  guestCount: Joi.alternatives(Joi.string().allow('').max(3), Joi.number().integer().min(0).max(99)),
  notes: Joi.string().allow('', null).max(2000),
  // The pending booking the web keeps before guest checkout also carries its length, for display
  // only (the end time says it): accepted, and dropped here so no handler has to.
  durationHours: Joi.number().min(0).max(24).strip(),
};

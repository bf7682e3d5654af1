/**
 * What visitors send without an account (docs/product.md): a tour request, an event inquiry and
 * a contact message. Each is checked by core's rules, stored, and answered 201 {message, id}; staff
 * read them in the desk console.
 */
import type { Plugin } from '@hapi/hapi';
import type { InquiryReceived } from '@lounge/core';
import Joi from 'joi';
import type { AppContext } from '../appContext';
import { createLimiters, limitPerAddress } from '../auth/rateLimits';
import { responds } from '../http/responseSchemas';
import * as shapes from '../http/responseShapes';
import { submitContactMessage, submitEventInquiry, submitTourRequest } from '../inquiries/inquiryService';

// Shapes only: strings no longer than any sane form would send, and no unknown keys. Whether a field
// is required, and every message, is core's (a missing date must say 'Please select your preferred
// date.', not a joi message), so every field may be absent, null or ''.
const text = (max: number) => Joi.string().allow('', null).max(max);
const NAME = text(200);
const EMAIL = text(320);
const PHONE = text(100);
const CHOICE = text(100);
const DATE = text(40);
const SHORT_TEXT = text(2000);
const MESSAGE = text(10_000);

const tourPayload = Joi.object({
  firstName: NAME,
  lastName: NAME,
  email: EMAIL,
  phone: PHONE,
  preferredDate: DATE,
  preferredTime: text(40),
  // A select's value arrives as a string ('2') or a number; core reads both.
  partySize: Joi.alternatives(Joi.number(), Joi.string().max(10)).allow('', null),
  specialRequests: SHORT_TEXT,
}).allow(null);

const eventPayload = Joi.object({
  contactName: NAME,
  email: EMAIL,
  phone: PHONE,
  eventType: CHOICE,
  eventDate: DATE,
  guestCount: CHOICE,
  message: MESSAGE,
}).allow(null);

const contactPayload = Joi.object({
  firstName: NAME,
  lastName: NAME,
  email: EMAIL,
  phone: PHONE,
  inquiryType: CHOICE,
  message: MESSAGE,
}).allow(null);

const FORMS: readonly {
  path: string;
  payload: Joi.ObjectSchema;
  submit: (ctx: AppContext, body: Record<string, unknown>) => InquiryReceived;
}[] = [
  { path: '/api/tours/book', payload: tourPayload, submit: submitTourRequest },
  { path: '/api/events', payload: eventPayload, submit: submitEventInquiry },
  { path: '/api/contact', payload: contactPayload, submit: submitContactMessage },
];

export const inquiryRoutes: Plugin<AppContext> = {
  name: 'lounge-inquiry-routes',
  register(server, ctx) {
    // One budget per address across the three forms, so a script cannot fill the staff's inbox.
    const ext = limitPerAddress(createLimiters(ctx.config.rateLimits).inquiriesByAddress);
    // A form's body: joi checked the shape, core's validators check the rules.
    server.route<{ Payload: Record<string, unknown> | null }>(
      FORMS.map(({ path, payload, submit }) => ({
        method: 'POST',
        path,
        options: {
          auth: { mode: 'try' },
          ext,
          validate: { payload },
          response: responds(shapes.InquiryReceived),
        },
        handler: (request, h) => h.response(submit(ctx, request.payload ?? {})).code(201),
      })),
    );
  },
};

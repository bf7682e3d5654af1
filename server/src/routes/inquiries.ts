/**
 * What visitors send without an account (docs/product.md): a tour request, an event inquiry and
 * a contact message. Each is checked by core's rules, stored, and answered 201 {message, id}; staff
 * read them in the desk console.
 */
import { randomUUID } from 'node:crypto';
import type { Plugin, ReqRef, ResponseToolkit } from '@hapi/hapi';
import {
  type InquiryReceived,
  inquiryMessages,
  toastMessages,
  toIsoInstant,
  validateContactInquiry,
  validateEventInquiry,
  validateTourRequest,
} from '@lounge/core';
import Joi from 'joi';
import type { AppContext } from '../appContext';
import { createLimiters, limitPerAddress } from '../auth/rateLimits';
import { writeTransaction } from '../db/database';
import { contactInquiries, eventInquiries, tourBookings } from '../db/schema';
import { invalidFields } from '../http/errors';
import { queueContactMail, queueEventInquiryMail, queueTourRequestMail } from '../inquiries/inquiryMail';

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

const received = <Refs extends ReqRef>(h: ResponseToolkit<Refs>, message: string, id: string) =>
  h.response({ message, id } satisfies InquiryReceived).code(201);

export const inquiryRoutes: Plugin<AppContext> = {
  name: 'lounge-inquiry-routes',
  register(server, ctx) {
    // One budget per address across the three forms, so a script cannot fill the staff's inbox.
    const ext = limitPerAddress(createLimiters(ctx.config.rateLimits).inquiriesByAddress);
    // A form's body: joi checked the shape, core's validators check the rules.
    server.route<{ Payload: Record<string, unknown> | null }>([
      {
        method: 'POST',
        path: '/api/tours/book',
        options: { auth: { mode: 'try' }, ext, validate: { payload: tourPayload } },
        handler(request, h) {
          const now = ctx.now();
          const check = validateTourRequest(request.payload ?? {}, ctx.config.venue, now);
          if (!check.ok) throw invalidFields(check.errors, toastMessages.tourFailed.title);
          const id = randomUUID();
          const nowIso = toIsoInstant(now);
          writeTransaction(ctx.database, () => {
            ctx.db
              .insert(tourBookings)
              .values({ id, ...check.value, createdAt: nowIso })
              .run();
            queueTourRequestMail(ctx, check.value, nowIso);
          });
          return received(h, inquiryMessages.tourReceived, id);
        },
      },
      {
        method: 'POST',
        path: '/api/events',
        options: { auth: { mode: 'try' }, ext, validate: { payload: eventPayload } },
        handler(request, h) {
          const now = ctx.now();
          const check = validateEventInquiry(request.payload ?? {}, ctx.config.venue, now);
          if (!check.ok) throw invalidFields(check.errors, toastMessages.eventFailed.title);
          const id = randomUUID();
          const nowIso = toIsoInstant(now);
          writeTransaction(ctx.database, () => {
            ctx.db
              .insert(eventInquiries)
              .values({ id, ...check.value, createdAt: nowIso })
              .run();
            queueEventInquiryMail(ctx, check.value, nowIso);
          });
          return received(h, inquiryMessages.eventReceived, id);
        },
      },
      {
        method: 'POST',
        path: '/api/contact',
        options: { auth: { mode: 'try' }, ext, validate: { payload: contactPayload } },
        handler(request, h) {
          const check = validateContactInquiry(request.payload ?? {});
          if (!check.ok) throw invalidFields(check.errors, toastMessages.contactFailed.title);
          const id = randomUUID();
          const nowIso = toIsoInstant(ctx.now());
          writeTransaction(ctx.database, () => {
            ctx.db
              .insert(contactInquiries)
              .values({ id, ...check.value, createdAt: nowIso })
              .run();
            queueContactMail(ctx, check.value, nowIso);
          });
          return received(h, inquiryMessages.contactReceived, id);
        },
      },
    ]);
  },
};

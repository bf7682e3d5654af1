/**
 * What visitors send without an account (docs/product.md): a tour request, an event inquiry and
 * a contact message. Each is checked by core's rules, stored, and answered 201 {message, id} (a
 * tour also with its summary and calendar file: api.TourRequested); staff
 * read them in the desk console.
 */
import type { Plugin } from '@hapi/hapi';
import * as api from '@lounge/core/api';
import type { AppContext } from '../appContext';
import { createLimiters, limitPerAddress } from '../auth/rateLimits';
import { responds } from '../http/responseSchemas';
import { typed } from '../http/validation';
import { submitContactMessage, submitEventInquiry, submitTourRequest } from '../inquiries/inquiryService';

// The forms' shapes are core's (api/inquiries.ts): joi bounds them, core's validators word the rules.
const FORMS = [
  {
    path: '/api/tours/book',
    payload: api.TourRequestForm,
    answer: api.TourRequested,
    submit: submitTourRequest,
  },
  {
    path: '/api/events',
    payload: api.EventInquiryForm,
    answer: api.InquiryReceived,
    submit: submitEventInquiry,
  },
  {
    path: '/api/contact',
    payload: api.ContactForm,
    answer: api.InquiryReceived,
    submit: submitContactMessage,
  },
] as const;

export const inquiryRoutes: Plugin<AppContext> = {
  name: 'lounge-inquiry-routes',
  register(server, ctx) {
    // One budget per address across the three forms, so a script cannot fill the staff's inbox.
    const ext = limitPerAddress(createLimiters(ctx.config.rateLimits).inquiriesByAddress);
    // A form's body: joi checked the shape, core's validators check the rules.
    server.route(
      FORMS.map(({ path, payload, answer, submit }) =>
        typed({
          method: 'POST',
          path,
          options: {
            auth: { mode: 'try' },
            ext,
            validate: { payload },
            response: responds(answer),
          },
          handler: (request, h) => h.response(submit(ctx, request.payload ?? {})).code(201),
        }),
      ),
    );
  },
};

/**
 * The Terms of Service and the Privacy Policy. Anyone reads the venue's own text
 * (GET /api/legal/{document}; null while the default applies, which the page renders for the
 * venue); admins read, replace and restore it from the desk (/api/staff/legal/{document}). The
 * replacement is a file beside the database (venueContent/legalTextStore.ts); the work is
 * venueContent/legalTextService.ts.
 */
import type { Plugin } from '@hapi/hapi';
import { LEGAL_TEXT_MAX, type LegalDocument } from '@lounge/core';
import * as api from '@lounge/core/api';
import Joi from 'joi';
import type { AppContext } from '../appContext';
import { responds } from '../http/responseSchemas';
import { typedRoute, withParams } from '../http/validation';
import { requireStaffForPlugin, staffUser } from '../staff/staffAccess';
import {
  legalEditorView,
  publishedLegalText,
  replaceLegalText,
  restoreLegalText,
} from '../venueContent/legalTextService';

const documentParam = { document: Joi.string<LegalDocument>().valid('terms', 'privacy') };
/**
 * The one JSON body past the 64 kB default (http/bodyLimits.ts): twice the text's limit in
 * characters (so core can say how far over it is), at up to three bytes a character in UTF-8.
 */
const SAVE_MAX_BYTES = LEGAL_TEXT_MAX * 2 * 3 + 1024;

export const legalTextRoutes: Plugin<AppContext> = {
  name: 'lounge-legal-texts',
  register(server, ctx) {
    typedRoute(server, {
      method: 'GET',
      path: '/api/legal/{document}',
      options: {
        auth: false,
        response: responds(api.LegalTextAnswer),
        validate: withParams(documentParam, 'Not Found'),
      },
      handler: (request) => publishedLegalText(ctx, request.params.document),
    });
  },
};

/** Admins only: staff may not change what members agree to (a member is 403 like any staff route). */
export const staffLegalTextRoutes: Plugin<AppContext> = {
  name: 'lounge-staff-legal-texts',
  register(server, ctx) {
    requireStaffForPlugin(server);

    typedRoute(server, {
      method: 'GET',
      path: '/api/staff/legal/{document}',
      options: {
        response: responds(api.LegalEditorAnswer),
        validate: withParams(documentParam, 'Not Found'),
      },
      handler: (request) => legalEditorView(ctx, staffUser(request), request.params.document),
    });

    typedRoute(server, {
      method: 'PUT',
      path: '/api/staff/legal/{document}',
      options: {
        response: responds(api.LegalSaveAnswer),
        payload: { maxBytes: SAVE_MAX_BYTES },
        validate: withParams(documentParam, 'Not Found', { payload: api.LegalSaveRequest }),
      },
      handler: (request) =>
        replaceLegalText(ctx, staffUser(request), request.params.document, request.payload.plain),
    });

    typedRoute(server, {
      method: 'DELETE',
      path: '/api/staff/legal/{document}',
      options: {
        response: responds(api.LegalSaveAnswer),
        validate: withParams(documentParam, 'Not Found'),
      },
      handler: (request) => restoreLegalText(ctx, staffUser(request), request.params.document),
    });
  },
};

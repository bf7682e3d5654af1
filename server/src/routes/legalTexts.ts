/**
 * The Terms of Service and the Privacy Policy. Anyone reads the venue's own text
 * (GET /api/legal/{document}; null while the default applies, which the page renders for the
 * venue); admins read, replace and restore it from the desk (/api/staff/legal/{document}). The
 * replacement is a file beside the database (venueContent/legalTextStore.ts).
 */
import type { Plugin } from '@hapi/hapi';
import {
  defaultLegalText,
  LEGAL_TEXT_MAX,
  type LegalDocument,
  type LegalEditorAnswer,
  type LegalSaveAnswer,
  type LegalSaveRequest,
  type LegalTextAnswer,
  legalMessages,
  legalTextFromPlain,
  legalTextProblem,
  legalTextToPlain,
  venueDate,
} from '@lounge/core';
import Joi from 'joi';
import type { AppContext } from '../appContext';
import { refuse } from '../http/errors';
import { responds } from '../http/responseSchemas';
import { withParams } from '../http/validation';
import { assertAdmin, logStaffAction, requireStaffForPlugin, staffUser } from '../staff/staffAccess';
import * as shapes from './responseShapes';

const documentParam = { document: Joi.string().valid('terms', 'privacy') };
const savePayload = Joi.object({
  plain: Joi.string()
    .allow('')
    .max(LEGAL_TEXT_MAX * 2)
    .required(),
}).label('request body');

function editorAnswer(ctx: AppContext, document: LegalDocument): LegalEditorAnswer {
  const stored = ctx.legalTexts.get(document);
  if (stored)
    return {
      plain: stored.plain,
      replaced: true,
      updated: venueDate(stored.savedAt, ctx.config.venue.timeZone),
    };
  // The default as the site shows it (its refund cut-off is the default's 24 hours).
  const text = defaultLegalText(document, ctx.config.venue);
  return { plain: legalTextToPlain(text), replaced: false, updated: text.updated };
}

export const legalTextRoutes: Plugin<AppContext> = {
  name: 'lounge-legal-texts',
  register(server, ctx) {
    server.route<{ Params: { document: LegalDocument } }>({
      method: 'GET',
      path: '/api/legal/{document}',
      options: {
        auth: false,
        response: responds(shapes.LegalTextAnswer),
        validate: withParams(documentParam, 'Not Found'),
      },
      handler(request): LegalTextAnswer {
        const { document } = request.params;
        const stored = ctx.legalTexts.get(document);
        const updated = stored ? venueDate(stored.savedAt, ctx.config.venue.timeZone) : '';
        return { text: stored ? legalTextFromPlain(document, stored.plain, updated) : null };
      },
    });
  },
};

/** Admins only: staff may not change what members agree to (a member is 403 like any staff route). */
export const staffLegalTextRoutes: Plugin<AppContext> = {
  name: 'lounge-staff-legal-texts',
  register(server, ctx) {
    requireStaffForPlugin(server);

    server.route<{ Params: { document: LegalDocument } }>({
      method: 'GET',
      path: '/api/staff/legal/{document}',
      options: {
        response: responds(shapes.LegalEditorAnswer),
        validate: withParams(documentParam, 'Not Found'),
      },
      handler(request): LegalEditorAnswer {
        assertAdmin(staffUser(request));
        return editorAnswer(ctx, request.params.document);
      },
    });

    server.route<{ Params: { document: LegalDocument }; Payload: LegalSaveRequest }>({
      method: 'PUT',
      path: '/api/staff/legal/{document}',
      options: {
        response: responds(shapes.LegalSaveAnswer),
        validate: withParams(documentParam, 'Not Found', { payload: savePayload }),
      },
      handler(request): LegalSaveAnswer {
        const actor = staffUser(request);
        assertAdmin(actor);
        const { document } = request.params;
        const plain = request.payload.plain.replace(/\r\n?/g, '\n').trim();
        const problem = legalTextProblem(plain);
        if (problem) throw refuse(400, { ...legalMessages.invalid(problem), field: 'plain' });
        ctx.legalTexts.save(document, `${plain}\n`, ctx.now());
        logStaffAction(
          ctx.db,
          { actorId: actor.id, action: 'legal_text_replace', targetType: 'legal_text', targetId: document },
          ctx.now(),
        );
        return { ...legalMessages.saved(document), ...editorAnswer(ctx, document) };
      },
    });

    server.route<{ Params: { document: LegalDocument } }>({
      method: 'DELETE',
      path: '/api/staff/legal/{document}',
      options: {
        response: responds(shapes.LegalSaveAnswer),
        validate: withParams(documentParam, 'Not Found'),
      },
      handler(request): LegalSaveAnswer {
        const actor = staffUser(request);
        assertAdmin(actor);
        const { document } = request.params;
        if (ctx.legalTexts.remove(document))
          logStaffAction(
            ctx.db,
            { actorId: actor.id, action: 'legal_text_restore', targetType: 'legal_text', targetId: document },
            ctx.now(),
          );
        return { ...legalMessages.restored(document), ...editorAnswer(ctx, document) };
      },
    });
  },
};

/**
 * The Terms of Service and the Privacy Policy: the venue's own text as the site reads it (null
 * while core's default applies), and the editor of managers and admins — the text to edit, a replacement saved, the
 * default restored. Each change is recorded in staff_actions. Only managers and admins may change what members
 * agree to (staff are refused like members).
 */
import {
  defaultLegalText,
  type LegalDocument,
  type LegalEditorAnswer,
  type LegalSaveAnswer,
  type LegalTextAnswer,
  legalMessages,
  legalTextFromPlain,
  legalTextProblem,
  legalTextToPlain,
  venueDate,
} from '@lounge/core';
import type { AppContext } from '../appContext';
import { refuse } from '../http/errors';
import { logStaffAction } from '../staff/auditService';
import { assertManager } from '../staff/staffAccess';
import type { UserRow } from '../users/userService';

/** The venue's own text as the site renders it, or null while the default applies. */
export function publishedLegalText(ctx: AppContext, document: LegalDocument): LegalTextAnswer {
  const stored = ctx.legalTexts.get(document);
  if (!stored) return { text: null };
  const updated = venueDate(stored.savedAt, ctx.config.venue.timeZone);
  return { text: legalTextFromPlain(document, stored.plain, updated) };
}

/** The text to edit: the replacement, or the default written out as the site shows it. */
export function legalEditorView(ctx: AppContext, actor: UserRow, document: LegalDocument): LegalEditorAnswer {
  assertManager(actor);
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

export function replaceLegalText(
  ctx: AppContext,
  actor: UserRow,
  document: LegalDocument,
  written: string,
): LegalSaveAnswer {
  assertManager(actor);
  const plain = written.replace(/\r\n?/g, '\n').trim();
  const problem = legalTextProblem(plain);
  if (problem) throw refuse(400, { ...legalMessages.invalid(problem), field: 'plain' });
  ctx.legalTexts.save(document, `${plain}\n`, ctx.now());
  logStaffAction(
    ctx.db,
    { actorId: actor.id, action: 'legal_text_replace', targetType: 'legal_text', targetId: document },
    ctx.now(),
  );
  return { ...legalMessages.saved(document), ...legalEditorView(ctx, actor, document) };
}

export function restoreLegalText(ctx: AppContext, actor: UserRow, document: LegalDocument): LegalSaveAnswer {
  assertManager(actor);
  if (ctx.legalTexts.remove(document))
    logStaffAction(
      ctx.db,
      { actorId: actor.id, action: 'legal_text_restore', targetType: 'legal_text', targetId: document },
      ctx.now(),
    );
  return { ...legalMessages.restored(document), ...legalEditorView(ctx, actor, document) };
}

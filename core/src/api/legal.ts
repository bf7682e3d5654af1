/**
 * The legal texts over the API. GET /api/legal/{terms|privacy} (anyone): the venue's own text, or
 * null while the default applies (the page renders core's default for the venue). The admins'
 * GET/PUT/DELETE /api/staff/legal/{document}: the text as edited (plain, see legalTextToPlain),
 * whether it replaces the default, and when it was saved.
 */
import type { LegalText } from '../legalTexts';
import type { Notice } from '../messages';

export interface LegalTextAnswer {
  text: LegalText | null;
}

export interface LegalEditorAnswer {
  /** The text to edit: the replacement, or the default written out when there is none. */
  plain: string;
  replaced: boolean;
  /** 'YYYY-MM-DD' the replacement was saved, or the default's date. */
  updated: string;
}

export interface LegalSaveRequest {
  plain: string;
}

export type LegalSaveAnswer = LegalEditorAnswer & Notice;

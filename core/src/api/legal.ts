/**
 * The legal texts over the API. GET /api/legal/{terms|privacy} (anyone): the venue's own text, or
 * null while the default applies (the page renders core's default for the venue). The admins'
 * GET/PUT/DELETE /api/staff/legal/{document}: the text as edited (plain, see legalTextToPlain),
 * whether it replaces the default, and when it was saved.
 */
import Joi from 'joi';
import { LEGAL_TEXT_MAX, type LegalText as LegalTextType } from '../legalTexts';
import {
  bool,
  describes,
  extend,
  nullable,
  object,
  readonlyList,
  type Sent,
  type Shape,
  text,
} from './shape';

/** Core's LegalText (legalTexts.ts), which this schema must describe exactly. */
const LegalText = describes<LegalTextType>()(
  object({
    title: text,
    updated: text,
    intro: text,
    sections: readonlyList(object({ heading: text, paragraphs: readonlyList(text) })),
  }),
);

export const LegalTextAnswer = object({ text: nullable(LegalText) });
export type LegalTextAnswer = Shape<typeof LegalTextAnswer>;

export const LegalEditorAnswer = object({
  /** The text to edit: the replacement, or the default written out when there is none. */
  plain: text,
  replaced: bool,
  /** 'YYYY-MM-DD' the replacement was saved, or the default's date. */
  updated: text,
});
export type LegalEditorAnswer = Shape<typeof LegalEditorAnswer>;

/** PUT /api/staff/legal/{document}: twice the text's limit, so core can say how far over it is. */
export const LegalSaveRequest = object({
  plain: Joi.string()
    .allow('')
    .max(LEGAL_TEXT_MAX * 2),
}).label('request body');
export type LegalSaveRequest = Sent<typeof LegalSaveRequest>;

/** The editor's answer with the toast's words (core's Notice). */
export const LegalSaveAnswer = extend(LegalEditorAnswer, { title: text, message: text });
export type LegalSaveAnswer = Shape<typeof LegalSaveAnswer>;

/**
 * The venue's own legal texts (GET /api/legal/{document}): null while the default applies. A
 * prerendered /terms or /privacy is served only while the default applies (the server gives the
 * shell otherwise), so main.tsx and the build seed { text: null } for them.
 */
import type { LegalDocument, LegalTextAnswer } from '@lounge/core';
import { getJson } from './http';

export const legalQuery = (document: LegalDocument) => ({
  queryKey: ['legal', document] as const,
  queryFn: () => getJson<LegalTextAnswer>(`/api/legal/${document}`),
});

/** What a prerendered legal page was rendered with: the default. */
export const DEFAULT_LEGAL_ANSWER: LegalTextAnswer = { text: null };

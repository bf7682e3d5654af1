/** The desk's calls on a member's profile, the staff notes on it and their Handicap Index. */
import type { HandicapView, MemberNoteRequest, MemberNoteView, MemberProfile } from '@lounge/core';
import { getJson, sendJson } from '@lounge/web/api';

const path = (id: string) => `/api/staff/members/${encodeURIComponent(id)}`;

/** Under ['members'], so whatever refreshes the members list refreshes an open profile too. */
export const memberProfileKey = (id: string | null) => ['members', 'profile', id] as const;

export const memberProfileApi = {
  profile: (id: string) => getJson<MemberProfile>(path(id)),
  addNote: (id: string, body: MemberNoteRequest) =>
    sendJson<MemberNoteView>('POST', `${path(id)}/notes`, body),
  editNote: (id: string, noteId: string, body: MemberNoteRequest) =>
    sendJson<MemberNoteView>('PATCH', `${path(id)}/notes/${encodeURIComponent(noteId)}`, body),
  handicap: (id: string) => getJson<HandicapView>(`${path(id)}/handicap`),
  /** null clears the official index (the lounge index counts again). */
  setHandicap: (id: string, index: number | null) =>
    sendJson<HandicapView>('PUT', `${path(id)}/handicap`, { index }),
};

/**
 * The venue's photos from the desk: the list the site shows, an upload with its credit and licence
 * (the one request the console sends as multipart, since it carries a file; the server takes it only
 * from its own pages), a
 * photo's focal point, its credit and licence, and a removal. A coach's photo is sent the same way (lessons/CoachPhotoEditor.tsx).
 */
import type {
  PhotoCredit,
  PhotoCreditAnswer,
  PhotoCreditForm,
  PhotoFocusAnswer,
  PhotoRemovedAnswer,
  PhotoSlot,
  PhotoUploadAnswer,
  VenuePhotosAnswer,
} from '@lounge/core';
import { ApiError, getJson, sendJson } from '@lounge/web/api';

/**
 * Sends a photo as multipart. A refusal is an ApiError like every other call's, so the toast
 * (refusalText) shows the server's words: what is wrong with the file.
 */
export async function sendPhotoForm<T>(method: 'POST' | 'PUT', url: string, form: FormData): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, { method, body: form, credentials: 'include' });
  } catch (error) {
    throw ApiError.noAnswer(error);
  }
  if (!res.ok) throw ApiError.fromAnswer(res.status, await res.text(), res.statusText);
  return (await res.json()) as T;
}

export const photoApi = {
  list: () => getJson<VenuePhotosAnswer>('/api/photos'),
  /** The photo goes up with its credit and licence, so it is never on the site without them. */
  upload(slot: PhotoSlot, file: File, alt: string, credit: PhotoCredit): Promise<PhotoUploadAnswer> {
    const form = new FormData();
    form.append('alt', alt);
    form.append('credit', credit.credit);
    form.append('licence', credit.licence);
    form.append('sourceUrl', credit.sourceUrl);
    form.append('file', file);
    return sendPhotoForm('POST', `/api/staff/photos/${slot}`, form);
  },
  focus: (id: string, focalX: number, focalY: number) =>
    sendJson<PhotoFocusAnswer>('PUT', `/api/staff/photos/${encodeURIComponent(id)}/focus`, {
      focalX,
      focalY,
    }),
  credit: (id: string, form: PhotoCreditForm) =>
    sendJson<PhotoCreditAnswer>('PUT', `/api/staff/photos/${encodeURIComponent(id)}/credit`, form),
  remove: (id: string) =>
    sendJson<PhotoRemovedAnswer>('DELETE', `/api/staff/photos/${encodeURIComponent(id)}`),
};

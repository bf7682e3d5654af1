/**
 * The venue's photos from the desk: the list the site shows, an upload (the one request the console
 * sends as multipart, since it carries a file; the server takes it only from its own pages) and a
 * removal.
 */
import type { PhotoRemovedAnswer, PhotoSlot, PhotoUploadAnswer, VenuePhotosAnswer } from '@lounge/core';
import { getJson, sendJson } from '@lounge/web/api';

export const photoApi = {
  list: () => getJson<VenuePhotosAnswer>('/api/photos'),
  async upload(slot: PhotoSlot, file: File, alt: string): Promise<PhotoUploadAnswer> {
    const form = new FormData();
    form.append('alt', alt);
    form.append('file', file);
    const res = await fetch(`/api/staff/photos/${slot}`, {
      method: 'POST',
      body: form,
      credentials: 'include',
    });
    // Errors read like every other call's: '{status}: {body}' (refusalText reads the body).
    if (!res.ok) throw new Error(`${res.status}: ${(await res.text()) || res.statusText}`);
    return (await res.json()) as PhotoUploadAnswer;
  },
  remove: (id: string) =>
    sendJson<PhotoRemovedAnswer>('DELETE', `/api/staff/photos/${encodeURIComponent(id)}`),
};

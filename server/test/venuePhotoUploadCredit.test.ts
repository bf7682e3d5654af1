/**
 * A venue photo's credit and licence sent with its upload: kept with the photo as it goes on the
 * site (listed, on disk, in the upload's audit entry), under the same rules as setting it later
 * (core's readPhotoCredit); a credit refused leaves nothing behind, no file, no photo on the list,
 * no audit entry, and the 400 names the field. An upload with no credit fields is as before.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Server } from '@hapi/hapi';
import {
  creditMessages,
  type PhotoUploadAnswer,
  photoCreditHtml,
  photoMessages,
  type VenuePhotosAnswer,
} from '@lounge/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PhotoStore } from '../src/venueContent/photoStore';
import { contextOf } from './dbAccess';
import { body, call, SITE } from './http';
import { addStaff } from './members';
import { makeServer } from './testServer';

let server: Server;
let manager: { cookie: string };
let image: Buffer;

beforeAll(async () => {
  server = await makeServer({ RATE_LIMIT_LOGIN_PER_ADDRESS: '1000' });
  manager = await addStaff(server, 'manager');
  image = await sharp({ create: { width: 960, height: 720, channels: 3, background: '#1f4a37' } })
    .jpeg()
    .toBuffer();
});
afterAll(() => server.stop());

/** Uploads a gallery photo with its words and these text fields beside the file. */
function upload(fields: Record<string, string>) {
  const boundary = '----upload-credit-test';
  const part = (name: string, head: string, value: Buffer | string) => [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"${head}\r\n\r\n`),
    Buffer.from(value),
    Buffer.from('\r\n'),
  ];
  return server.inject({
    method: 'POST',
    url: '/api/staff/photos/gallery',
    payload: Buffer.concat([
      ...part('file', '; filename="bar.jpg"\r\nContent-Type: image/jpeg', image),
      ...part('alt', '', 'The bar between rounds'),
      ...Object.entries(fields).flatMap(([name, value]) => part(name, '', value)),
      Buffer.from(`--${boundary}--\r\n`),
    ]),
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      host: 'localhost:5000',
      origin: SITE,
      cookie: manager.cookie,
    },
  });
}

const photosDir = () => path.join(path.dirname(contextOf(server).config.databasePath), 'photos');
const filesOnDisk = () => (existsSync(photosDir()) ? readdirSync(photosDir()).sort() : []);
const listed = async () => body<VenuePhotosAnswer>(await call(server, { url: '/api/photos' }));
const uploadsAudited = () =>
  (
    contextOf(server)
      .database.sqlite.prepare(
        "SELECT target_id AS photo, details FROM staff_actions WHERE action = 'photo_upload' ORDER BY rowid",
      )
      .all() as { photo: string; details: string }[]
  ).map((a) => ({ id: a.photo, details: JSON.parse(a.details) }));

/** What the server holds: the files, the site's list, the list on disk and the audit. */
async function everything() {
  return {
    files: filesOnDisk(),
    list: await listed(),
    kept: existsSync(photosDir()) ? new PhotoStore(photosDir()).list() : { hero: null, gallery: [] },
    audit: uploadsAudited(),
  };
}

const CC_BY = {
  credit: '  Photo:  Jane   Doe ',
  licence: 'cc-by-4.0',
  sourceUrl: 'https://example.com/jane/7',
};
const KEPT = {
  credit: 'Photo: Jane Doe',
  licence: 'cc-by-4.0',
  sourceUrl: 'https://example.com/jane/7',
} as const;

describe("a photo's credit sent with its upload", () => {
  it('is refused under CC BY or BY-SA without a credit: 400 naming the field, and nothing stored', async () => {
    const before = await everything();
    for (const [licence, label] of [
      ['cc-by-4.0', 'CC BY 4.0'],
      ['cc-by-sa-4.0', 'CC BY-SA 4.0'],
    ] as const) {
      for (const fields of [
        { licence } as Record<string, string>,
        { credit: '   ', licence, sourceUrl: 'https://example.com/jane/7' },
      ]) {
        const res = await upload(fields);
        expect([res.statusCode, body(res).field, body(res).message]).toEqual([
          400,
          'credit',
          creditMessages.creditNeeded(label).message,
        ]);
      }
    }
    expect(await everything()).toEqual(before);
  });

  it('is refused with a source link that is not https, a credit too long or a licence not on the list', async () => {
    const before = await everything();
    for (const sourceUrl of ['http://example.com/jane/7', 'javascript:alert(1)']) {
      const res = await upload({ ...CC_BY, sourceUrl });
      expect([res.statusCode, body(res).field, body(res).message]).toEqual([
        400,
        'sourceUrl',
        creditMessages.sourceNotHttps.message,
      ]);
    }
    const long = await upload({ ...CC_BY, credit: 'x'.repeat(81) });
    expect([long.statusCode, body(long).field, body(long).message]).toEqual([
      400,
      'credit',
      creditMessages.creditTooLong(80).message,
    ]);
    const unknown = await upload({ ...CC_BY, licence: 'cc-by-nc-4.0' });
    expect([unknown.statusCode, body(unknown).field]).toEqual([400, 'licence']);
    expect(await everything()).toEqual(before);
  });

  it('is kept with the photo as it goes on the site: tidied, listed, on disk and in the audit', async () => {
    const res = await upload(CC_BY);
    expect(res.statusCode).toBe(201);
    const { photo } = body<PhotoUploadAnswer>(res);
    expect(body<PhotoUploadAnswer>(res)).toMatchObject({ ...photoMessages.uploaded('gallery'), photo: KEPT });
    expect((await listed()).gallery).toEqual([photo]);
    expect(new PhotoStore(photosDir()).list().gallery).toEqual([photo]);
    expect(filesOnDisk().filter((name) => name.startsWith(photo.id))).toHaveLength(photo.widths.length * 2);
    expect(uploadsAudited()).toEqual([{ id: photo.id, details: { slot: 'gallery', ...KEPT } }]);
    // The site's credit line is there from the first moment the photo is.
    expect(photoCreditHtml(photo)).toContain('Photo: Jane Doe</a> · <a href="https://creativecommons.org/');
  });

  it('may be the lounge’s own with a credit, or a licence that needs none with no credit at all', async () => {
    const own = await upload({ credit: 'Photo: the lounge', licence: 'owned', sourceUrl: '' });
    expect(body<PhotoUploadAnswer>(own).photo).toMatchObject({
      credit: 'Photo: the lounge',
      licence: 'owned',
    });
    const cc0 = await upload({ licence: 'cc0' });
    expect(body<PhotoUploadAnswer>(cc0).photo).toMatchObject({ credit: '', licence: 'cc0', sourceUrl: '' });
  });

  it('left out, leaves the photo the lounge’s own and uncredited, audited as before', async () => {
    const res = await upload({});
    expect(res.statusCode).toBe(201);
    const { photo } = body<PhotoUploadAnswer>(res);
    expect(photo).toMatchObject({ credit: '', licence: 'owned', sourceUrl: '' });
    expect(uploadsAudited().at(-1)).toEqual({ id: photo.id, details: { slot: 'gallery' } });
  });
});

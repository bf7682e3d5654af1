/**
 * A venue photo's credit and licence: a manager or an admin sets who made it, its licence (core's
 * list) and where it came from; it is kept with the photo (read back after a restart), listed for
 * the site, written to the audit, and refused where the licence needs a credit and none is given,
 * or where the link is not https. The prerendered hero carries its credit line.
 */
import path from 'node:path';
import type { Server } from '@hapi/hapi';
import {
  creditMessages,
  HERO_CREDIT_SLOT,
  PHOTO_CREDIT_CLASS,
  type PhotoCreditAnswer,
  photoMessages,
  type VenuePhotosAnswer,
} from '@lounge/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PhotoStore } from '../src/venueContent/photoStore';
import { withPhotos } from '../src/web/prerenderedSite';
import { contextOf } from './dbAccess';
import { body, call, SITE } from './http';
import { addMember, addStaff } from './members';
import { makeServer } from './testServer';

let server: Server;
let manager: { cookie: string };
let staff: { cookie: string };
let member: { cookie: string };
let heroId: string;

const listed = async () => body<VenuePhotosAnswer>(await call(server, { url: '/api/photos' }));

const setCredit = (id: string, payload: unknown, cookie: string | undefined = manager.cookie) =>
  call(server, {
    method: 'PUT',
    url: `/api/staff/photos/${id}/credit`,
    payload,
    ...(cookie ? { cookie } : {}),
  });

const audited = () =>
  (
    contextOf(server)
      .database.sqlite.prepare(
        "SELECT details FROM staff_actions WHERE action = 'photo_credit' AND target_id = ? ORDER BY id",
      )
      .all(heroId) as { details: string }[]
  ).map((a) => JSON.parse(a.details));

const CC_BY = {
  credit: '  Photo:  Jane Doe ',
  licence: 'cc-by-4.0',
  sourceUrl: 'https://example.com/jane/1',
};

beforeAll(async () => {
  server = await makeServer({ RATE_LIMIT_LOGIN_PER_ADDRESS: '1000' });
  manager = await addStaff(server, 'manager');
  staff = await addStaff(server, 'staff');
  member = await addMember(server);
  const image = await sharp({ create: { width: 960, height: 640, channels: 3, background: '#1f4a37' } })
    .jpeg()
    .toBuffer();
  const boundary = '----credit-test';
  const part = (name: string, head: string, value: Buffer | string) => [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"${head}\r\n\r\n`),
    Buffer.from(value),
    Buffer.from('\r\n'),
  ];
  const res = await server.inject({
    method: 'POST',
    url: '/api/staff/photos/hero',
    payload: Buffer.concat([
      ...part('file', '; filename="hero.jpg"\r\nContent-Type: image/jpeg', image),
      ...part('alt', '', 'Bay two'),
      Buffer.from(`--${boundary}--\r\n`),
    ]),
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      host: 'localhost:5000',
      origin: SITE,
      cookie: manager.cookie,
    },
  });
  expect(res.statusCode).toBe(201);
  heroId = body<{ photo: { id: string } }>(res).photo.id;
});
afterAll(() => server.stop());

describe("a photo's credit and licence", () => {
  it("is the lounge's own, uncredited, for a new photo", async () => {
    expect((await listed()).hero).toMatchObject({ id: heroId, credit: '', licence: 'owned', sourceUrl: '' });
  });

  it('is set by a manager, tidied, listed for the site, kept on disk and audited', async () => {
    const res = await setCredit(heroId, CC_BY);
    expect(res.statusCode).toBe(200);
    const kept = { credit: 'Photo: Jane Doe', licence: 'cc-by-4.0', sourceUrl: 'https://example.com/jane/1' };
    expect(body<PhotoCreditAnswer>(res)).toMatchObject({
      ...creditMessages.saved,
      photo: { id: heroId, ...kept },
    });
    expect((await listed()).hero).toMatchObject(kept);
    // A fresh read of the list on disk, as after a restart.
    const dir = path.join(path.dirname(contextOf(server).config.databasePath), 'photos');
    expect(new PhotoStore(dir).list().hero).toMatchObject(kept);
    expect(audited()).toEqual([{ slot: 'hero', ...kept }]);
  });

  it('refuses a CC BY or BY-SA photo without a credit (400 naming it), keeping what was set', async () => {
    for (const [licence, label] of [
      ['cc-by-4.0', 'CC BY 4.0'],
      ['cc-by-sa-4.0', 'CC BY-SA 4.0'],
    ] as const) {
      const res = await setCredit(heroId, { credit: '   ', licence, sourceUrl: '' });
      expect([res.statusCode, body(res).field, body(res).message]).toEqual([
        400,
        'credit',
        creditMessages.creditNeeded(label).message,
      ]);
    }
    expect((await listed()).hero).toMatchObject({ credit: 'Photo: Jane Doe', licence: 'cc-by-4.0' });
    expect(audited()).toHaveLength(1);
  });

  it('takes no credit where the licence needs none', async () => {
    for (const licence of ['owned', 'cc0', 'permission'])
      expect((await setCredit(heroId, { credit: '', licence, sourceUrl: '' })).statusCode).toBe(200);
    expect((await listed()).hero).toMatchObject({ credit: '', licence: 'permission', sourceUrl: '' });
  });

  it('refuses a source link that is not https, a credit too long and a licence not on the list', async () => {
    for (const sourceUrl of ['http://example.com/jane', 'javascript:alert(1)', 'example.com']) {
      const res = await setCredit(heroId, { ...CC_BY, sourceUrl });
      expect([res.statusCode, body(res).field, body(res).message]).toEqual([
        400,
        'sourceUrl',
        creditMessages.sourceNotHttps.message,
      ]);
    }
    const long = await setCredit(heroId, { ...CC_BY, credit: 'x'.repeat(81) });
    expect([long.statusCode, body(long).field]).toEqual([400, 'credit']);
    const unknown = await setCredit(heroId, { ...CC_BY, licence: 'cc-by-nc-4.0' });
    expect([unknown.statusCode, body(unknown).field]).toEqual([400, 'licence']);
    const missing = await setCredit(heroId, { credit: 'Photo: Jane Doe', licence: 'cc0' });
    expect([missing.statusCode, body(missing).field]).toEqual([400, 'sourceUrl']);
    expect((await listed()).hero).toMatchObject({ licence: 'permission' });
  });

  it('answers 404 for a photo not on the site, in the words of the photos', async () => {
    for (const id of ['c'.repeat(32), 'not-a-photo']) {
      const res = await setCredit(id, CC_BY);
      expect([res.statusCode, body(res).message]).toEqual([404, photoMessages.notFound.message]);
    }
  });

  it("signed out is 401; a member and plain staff 403 (a manager's step, as the focal point is)", async () => {
    expect((await setCredit(heroId, CC_BY, '')).statusCode).toBe(401);
    for (const cookie of [member.cookie, staff.cookie])
      expect((await setCredit(heroId, CC_BY, cookie)).statusCode).toBe(403);
    expect((await listed()).hero).toMatchObject({ licence: 'permission' });
    expect(audited()).toHaveLength(4);
  });

  it('the prerendered hero carries its credit line, and none where it has no credit', async () => {
    const page = `<picture></picture><p class="${PHOTO_CREDIT_CLASS}">${HERO_CREDIT_SLOT}</p>`;
    expect(withPhotos(page, await listed())).not.toContain(PHOTO_CREDIT_CLASS);
    expect((await setCredit(heroId, CC_BY)).statusCode).toBe(200);
    expect(withPhotos(page, await listed())).toContain(
      '<p class="photo-credit"><a href="https://example.com/jane/1">Photo: Jane Doe</a> · <a href="https://creativecommons.org/licenses/by/4.0/" rel="license">CC BY 4.0</a>, cropped</p>',
    );
    expect(withPhotos(page, { hero: null, gallery: [] }, '<svg></svg>')).not.toContain(HERO_CREDIT_SLOT);
  });
});

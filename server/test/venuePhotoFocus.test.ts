/**
 * A venue photo's focal point: a manager or an admin sets where its subject is (percent across and
 * down); it is kept with the photo (the list rewritten, read back after a restart), listed for the
 * site, written to the audit, and refused off the photo. A new photo's is its middle; the
 * prerendered hero carries it as the <img>'s object-position.
 */
import path from 'node:path';
import type { Server } from '@hapi/hapi';
import {
  focalMessages,
  HERO_PICTURE_SLOT,
  PHOTOS_DATA_SLOT,
  type PhotoFocusAnswer,
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

const focus = (id: string, payload: unknown, cookie: string | undefined = manager.cookie) =>
  call(server, {
    method: 'PUT',
    url: `/api/staff/photos/${id}/focus`,
    payload,
    ...(cookie ? { cookie } : {}),
  });

beforeAll(async () => {
  server = await makeServer({ RATE_LIMIT_LOGIN_PER_ADDRESS: '1000' });
  manager = await addStaff(server, 'manager');
  staff = await addStaff(server, 'staff');
  member = await addMember(server);
  const image = await sharp({ create: { width: 960, height: 640, channels: 3, background: '#1f4a37' } })
    .jpeg()
    .toBuffer();
  const boundary = '----focus-test';
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

describe("a photo's focal point", () => {
  it('is the middle for a new photo', async () => {
    expect((await listed()).hero).toMatchObject({ id: heroId, focalX: 50, focalY: 50 });
  });

  it('is set by a manager, listed for the site, kept on disk and audited', async () => {
    const res = await focus(heroId, { focalX: 20, focalY: 85 });
    expect(res.statusCode).toBe(200);
    expect(body<PhotoFocusAnswer>(res)).toMatchObject({
      ...focalMessages.saved,
      photo: { id: heroId, focalX: 20, focalY: 85 },
    });
    expect((await listed()).hero).toMatchObject({ focalX: 20, focalY: 85 });
    // A fresh read of the list on disk, as after a restart.
    const dir = path.join(path.dirname(contextOf(server).config.databasePath), 'photos');
    expect(new PhotoStore(dir).list().hero).toMatchObject({ focalX: 20, focalY: 85 });
    const audit = contextOf(server)
      .database.sqlite.prepare(
        "SELECT details FROM staff_actions WHERE action = 'photo_focus' AND target_id = ? ORDER BY id",
      )
      .all(heroId) as { details: string }[];
    expect(audit.map((a) => JSON.parse(a.details))).toEqual([{ slot: 'hero', focalX: 20, focalY: 85 }]);
  });

  it('refuses a point off the photo or not a whole percent (400 naming the field), keeping the old one', async () => {
    for (const [payload, field] of [
      [{ focalX: 101, focalY: 50 }, 'focalX'],
      [{ focalX: 50, focalY: -1 }, 'focalY'],
      [{ focalX: 50, focalY: 12.5 }, 'focalY'],
      [{ focalX: 50 }, 'focalY'],
    ] as const) {
      const res = await focus(heroId, payload);
      expect([res.statusCode, body(res).field]).toEqual([400, field]);
    }
    expect(body(await focus(heroId, { focalX: 0, focalY: 101 })).message).toBe(
      focalMessages.outOfRange.message,
    );
    expect((await listed()).hero).toMatchObject({ focalX: 20, focalY: 85 });
  });

  it('the ends are on the photo: 0 and 100 are taken', async () => {
    expect((await focus(heroId, { focalX: 0, focalY: 100 })).statusCode).toBe(200);
    expect((await listed()).hero).toMatchObject({ focalX: 0, focalY: 100 });
  });

  it('answers 404 for a photo not on the site', async () => {
    const res = await focus('c'.repeat(32), { focalX: 10, focalY: 10 });
    expect([res.statusCode, body(res).title]).toEqual([404, 'Photo Not Found']);
  });

  it("signed out is 401; a member and plain staff 403 (a manager's step, as uploads are)", async () => {
    expect((await focus(heroId, { focalX: 10, focalY: 10 }, '')).statusCode).toBe(401);
    for (const cookie of [member.cookie, staff.cookie])
      expect((await focus(heroId, { focalX: 10, focalY: 10 }, cookie)).statusCode).toBe(403);
    expect((await listed()).hero).toMatchObject({ focalX: 0, focalY: 100 });
  });

  it("the prerendered hero's <img> carries it as object-position (the middle for the default)", async () => {
    const slot = HERO_PICTURE_SLOT;
    const page = `<picture><source srcSet="${slot.avifSrcset}"/><img src="${slot.src}" style="object-position:${slot.objectPosition}"/></picture><script>${PHOTOS_DATA_SLOT}</script>`;
    expect(withPhotos(page, await listed())).toContain('style="object-position:0% 100%"');
    expect(withPhotos(page, { hero: null, gallery: [] })).toContain('style="object-position:50% 50%"');
  });
});

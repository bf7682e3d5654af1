/**
 * A coach's photo (docs/lessons.md): staff upload it at the desk as multipart from the site's own
 * pages, through the venue photos' pipeline (checked, cut square, AVIF and WebP at core's coach
 * widths, kept 0600 beside the venue's photos and served by /media/); replacing it deletes the old
 * files, removing it brings the initials back; a bad file is refused in core's words; a member is
 * 403; the public list of coaches carries the photo; each change is in the audit trail.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Server } from '@hapi/hapi';
import {
  type AuditTrail,
  type CoachPhotoUploaded,
  type CoachView,
  coachPicture,
  PHOTO_MAX_BYTES,
  type StaffCoachView,
} from '@lounge/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextOf } from './dbAccess';
import { body, call, SITE } from './http';
import { addMember, addStaff } from './members';
import { makeServer } from './testServer';

let server: Server;
let staff: { cookie: string };
let admin: { cookie: string };
let member: { cookie: string };
let coachId: string;

beforeAll(async () => {
  server = await makeServer({ RATE_LIMIT_LOGIN_PER_ADDRESS: '1000' });
  staff = await addStaff(server, 'staff');
  admin = await addStaff(server, 'admin');
  member = await addMember(server);
  const made = await call(server, {
    method: 'POST',
    url: '/api/staff/coaches',
    cookie: staff.cookie,
    payload: { name: 'Pat Coach', colour: '#1f4a37' },
  });
  coachId = body<{ id: string }>(made).id;
});
afterAll(() => server.stop());

/** A portrait-like picture: a gradient with a circle for a face, something for the encoders. */
function picture(width: number, height: number, format: 'jpeg' | 'png' = 'jpeg'): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#c9a45c"/><circle cx="${width / 2}" cy="${height / 3}" r="${width / 5}" fill="#fff"/></svg>`;
  const image = sharp(Buffer.from(svg));
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
}

function put(
  data: Buffer | string,
  {
    cookie = staff.cookie,
    id = coachId,
    type = 'image/jpeg',
  }: { cookie?: string; id?: string; type?: string } = {},
) {
  const boundary = '----coach-photo';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="coach.jpg"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    Buffer.isBuffer(data) ? data : Buffer.from(data),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return server.inject({
    method: 'PUT',
    url: `/api/staff/coaches/${id}/photo`,
    payload,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      host: 'localhost:5000',
      origin: SITE,
      ...(cookie ? { cookie } : {}),
    },
  });
}

const remove = (cookie = staff.cookie) =>
  call(server, { method: 'DELETE', url: `/api/staff/coaches/${coachId}/photo`, cookie });
const photosDir = () => path.join(path.dirname(contextOf(server).config.databasePath), 'photos');
const coaches = async () => body<CoachView[]>(await call(server, { url: '/api/lessons/coaches' }));
const pat = async () => (await coaches()).find((c) => c.id === coachId);
const filesOf = (id: string) => readdirSync(photosDir()).filter((f) => f.startsWith(id));
const idOf = (src: string) => /\/media\/([0-9a-f]{32})-/.exec(src)?.[1] ?? '';

describe('a coach’s photo', () => {
  let firstId = '';

  it('starts without one: the public list says null', async () => {
    expect((await pat())?.photo).toBeNull();
  });

  it('is uploaded by staff, cut square at 240 and 480 px in AVIF and WebP, and listed for the site', async () => {
    const res = await put(await picture(1200, 1600));
    expect(res.statusCode).toBe(200);
    const answer = body<CoachPhotoUploaded>(res);
    expect(answer.title).toBe('Photo Uploaded');
    expect(answer.message).toContain('Pat Coach');
    firstId = idOf(answer.photo.src);
    expect(answer.photo).toEqual(coachPicture(firstId, 480));
    expect(answer.photo).toMatchObject({ width: 480, height: 480, sizes: '8rem' });
    expect((await pat())?.photo).toEqual(answer.photo);
    const desk = body<StaffCoachView[]>(
      await call(server, { url: '/api/staff/coaches', cookie: staff.cookie }),
    );
    expect(desk.find((c) => c.id === coachId)?.photo).toEqual(answer.photo);
    expect(filesOf(firstId).sort()).toEqual(
      [`${firstId}-240.avif`, `${firstId}-240.webp`, `${firstId}-480.avif`, `${firstId}-480.webp`].sort(),
    );
    for (const file of filesOf(firstId))
      expect(statSync(path.join(photosDir(), file)).mode & 0o777).toBe(0o600);
  });

  it('is served from /media/ with a year’s cache, square', async () => {
    for (const width of [240, 480]) {
      for (const format of ['avif', 'webp'] as const) {
        const res = await server.inject(`/media/${firstId}-${width}.${format}`);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe(`image/${format}`);
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(res.rawPayload).metadata();
        expect([meta.width, meta.height]).toEqual([width, width]);
      }
    }
  });

  it('is replaced by a new one, whose files take the old ones’ place (a 300 px original: 240 only)', async () => {
    const res = await put(await picture(300, 400, 'png'), { type: 'image/png' });
    expect(res.statusCode).toBe(200);
    const { photo } = body<CoachPhotoUploaded>(res);
    const id = idOf(photo.src);
    expect(id).not.toBe(firstId);
    expect(photo).toMatchObject({ width: 240, height: 240 });
    expect(photo.webpSrcset).toBe(`/media/${id}-240.webp 240w`);
    expect((await pat())?.photo).toEqual(photo);
    expect(filesOf(firstId)).toEqual([]);
    expect((await server.inject(`/media/${firstId}-480.webp`)).statusCode).toBe(404);
    expect((await server.inject(`/media/${id}-240.webp`)).statusCode).toBe(200);
    firstId = id;
  });

  it('refuses a file that is no image, too small or too large, naming the problem, and keeps the photo', async () => {
    const before = await pat();
    const notImage = await put('just some words, not a photo at all', { type: 'text/plain' });
    expect(notImage.statusCode).toBe(400);
    expect(body(notImage)).toMatchObject({ title: 'Not an Image', field: 'file' });
    expect(body(notImage).message).toContain('JPEG, PNG, WebP or AVIF');

    const small = await put(await picture(200, 600));
    expect(small.statusCode).toBe(400);
    expect(body(small)).toMatchObject({ title: 'Photo Too Small', field: 'file' });
    expect(body(small).message).toContain('240 pixels wide');

    const large = await put(Buffer.alloc(PHOTO_MAX_BYTES + 1024, 1));
    expect(large.statusCode).toBe(413);
    expect(body(large)).toMatchObject({ title: 'Photo Too Large', field: 'file' });
    expect(body(large).message).toContain('12 MB');

    expect(await pat()).toEqual(before);
  });

  it('is 403 to a member, 401 signed out, and 404 for a coach that does not exist', async () => {
    const file = await picture(400, 400);
    expect((await put(file, { cookie: member.cookie })).statusCode).toBe(403);
    expect((await put(file, { cookie: '' })).statusCode).toBe(401);
    expect((await remove(member.cookie)).statusCode).toBe(403);
    const nobody = await put(file, { id: '00000000-0000-4000-8000-000000000000' });
    expect(nobody.statusCode).toBe(404);
    expect(body(nobody)).toMatchObject({ code: 'unknown_coach' });
    expect(filesOf(firstId)).toHaveLength(2);
  });

  it('is removed: its files go, the list says null again, and a second removal says there is none', async () => {
    const res = await remove();
    expect(res.statusCode).toBe(200);
    expect(body(res)).toMatchObject({ title: 'Photo Removed' });
    expect((await pat())?.photo).toBeNull();
    expect(filesOf(firstId)).toEqual([]);
    expect(existsSync(path.join(photosDir(), `${firstId}-240.webp`))).toBe(false);
    const again = await remove();
    expect(again.statusCode).toBe(404);
    expect(body(again)).toMatchObject({ title: 'No Photo' });
  });

  it('writes each upload and removal to the audit trail, naming the coach', async () => {
    const trail = body<AuditTrail>(await call(server, { url: '/api/staff/audit', cookie: admin.cookie }));
    const mine = trail.entries.filter((e) => e.targetType === 'coach' && e.targetId === coachId);
    expect(mine.map((e) => e.action)).toEqual(['photo_remove', 'photo_upload', 'photo_upload']);
    expect(mine.map((e) => e.summary)).toEqual([
      'Photo removed: Coach Pat Coach',
      'Photo added: Coach Pat Coach',
      'Photo added: Coach Pat Coach',
    ]);
  });
});

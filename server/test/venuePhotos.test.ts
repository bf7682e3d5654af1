/**
 * The venue's photos: managers and admins upload a hero or gallery photo as multipart from the site's own pages;
 * it is checked (its bytes and what sharp decodes, its size, its description), made into AVIF and
 * WebP at core's widths, kept 0600 beside the database and served with a year's cache and an ETag.
 */
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import type { Server } from '@hapi/hapi';
import {
  DEFAULT_HERO,
  GALLERY_MAX_PHOTOS,
  HERO_PICTURE_SLOT,
  PHOTO_MAX_BYTES,
  PHOTO_MAX_PIXELS,
  PHOTO_SIZES,
  PHOTOS_DATA_SLOT,
  type VenueInfo,
  type VenuePhoto,
  type VenuePhotosAnswer,
} from '@lounge/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRERENDER_MANIFEST, type PrerenderManifest, withPhotos } from '../src/web/prerenderedSite';
import { contextOf } from './dbAccess';
import { body, call, SITE } from './http';
import { addMember, addStaff } from './members';
import { makeServer, makeWebDist } from './testServer';

let server: Server;
let manager: { cookie: string };
let staff: { cookie: string };
let admin: { cookie: string };
let member: { cookie: string };

beforeAll(async () => {
  server = await makeServer({ RATE_LIMIT_LOGIN_PER_ADDRESS: '1000' });
  manager = await addStaff(server, 'manager');
  staff = await addStaff(server, 'staff');
  admin = await addStaff(server, 'admin');
  member = await addMember(server);
});
afterAll(() => server.stop());

/** A photo-like picture: a gradient with shapes, so the encoders have something to work on. */
function picture(width: number, height: number, format: 'jpeg' | 'png' = 'jpeg'): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#1f4a37"/><stop offset="1" stop-color="#c9a45c"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 2}" cy="${height / 2}" r="${height / 4}" fill="#fff"/></svg>`;
  const image = sharp(Buffer.from(svg));
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
}

interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}

function multipart(parts: Part[]): { payload: Buffer; contentType: string } {
  const boundary = '----lounge-test-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`;
    chunks.push(
      Buffer.from(head),
      Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

function upload(
  slot: string,
  parts: Part[],
  { cookie = manager.cookie, origin = SITE }: { cookie?: string; origin?: string | null } = {},
) {
  const { payload, contentType } = multipart(parts);
  return server.inject({
    method: 'POST',
    url: `/api/staff/photos/${slot}`,
    payload,
    headers: {
      'content-type': contentType,
      host: 'localhost:5000',
      ...(cookie ? { cookie } : {}),
      ...(origin ? { origin } : {}),
    },
  });
}

const photoPart = (data: Buffer, type = 'image/jpeg', filename = 'photo.jpg'): Part => ({
  name: 'file',
  value: data,
  filename,
  type,
});
const altPart = (alt = 'Bay two with the course on the screen'): Part => ({ name: 'alt', value: alt });
const photosDir = () => path.join(path.dirname(contextOf(server).config.databasePath), 'photos');
const listed = async () => body<VenuePhotosAnswer>(await call(server, { url: '/api/photos' }));

/**
 * A PNG whose header claims `width` x `height` grey pixels but whose data holds one row: what a
 * small file claiming a huge image looks like. Valid up to its data, so only decoding would fail.
 */
function claimedPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(width + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('the pixel budget and the photo queue', () => {
  it('refuses a photo of more than the budget from its header (413 naming it), writing nothing', async () => {
    expect(PHOTO_MAX_PIXELS).toBe(40_000_000);
    const before = readdirSync(photosDir(), { withFileTypes: true }).length;
    // 6400 x 6400 is 41 million pixels, in a file of a few kB.
    const res = await upload('hero', [photoPart(claimedPng(6400, 6400), 'image/png', 'huge.png'), altPart()]);
    expect(res.statusCode).toBe(413);
    expect(body(res)).toMatchObject({ title: 'Photo Too Large', field: 'file' });
    expect(body(res).message).toContain('more than 40 million pixels');
    expect(readdirSync(photosDir(), { withFileTypes: true }).length).toBe(before);
  });

  it('makes photos one at a time: uploads sent together never have two sharp steps running', async () => {
    const files = await Promise.all([picture(2000, 1400), picture(2100, 1400, 'png'), picture(1900, 1300)]);
    let busiest = 0;
    const sample = setInterval(() => {
      busiest = Math.max(busiest, sharp.counters().process);
    }, 1);
    try {
      const answers = await Promise.all(
        files.map((file, i) =>
          upload('hero', [photoPart(file, i === 1 ? 'image/png' : 'image/jpeg'), altPart(`Bay ${i}`)]),
        ),
      );
      expect(answers.map((res) => res.statusCode)).toEqual([201, 201, 201]);
    } finally {
      clearInterval(sample);
    }
    // The sampling saw the work, and never more than one step of it at once.
    expect(busiest).toBe(1);
  });
});

describe('uploading the hero photo', () => {
  let hero: VenuePhoto;

  it('makes AVIF and WebP at 640, 1280 and 1920 px, cropped to 3:2, and lists it for the site', async () => {
    const res = await upload('hero', [photoPart(await picture(2400, 1800)), altPart()]);
    expect(res.statusCode).toBe(201);
    const answer = body<{ title: string; photo: VenuePhoto }>(res);
    hero = answer.photo;
    expect(answer.title).toBe('Photo Uploaded');
    expect(hero).toMatchObject({ slot: 'hero', widths: [640, 1280, 1920], width: 1920, height: 1280 });
    expect(hero.alt).toBe('Bay two with the course on the screen');
    expect((await listed()).hero).toEqual(hero);
    for (const width of [640, 1280, 1920]) {
      for (const format of ['avif', 'webp'] as const) {
        const res = await server.inject(`/media/${hero.id}-${width}.${format}`);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe(`image/${format}`);
        const meta = await sharp(res.rawPayload).metadata();
        expect([meta.width, meta.height]).toEqual([width, Math.round((width * 2) / 3)]);
      }
    }
  });

  it('never makes a width larger than the original (a 1000 px gallery photo: 480 and 960 only)', async () => {
    const res = await upload('gallery', [photoPart(await picture(1000, 800)), altPart('The lounge bar')]);
    expect(res.statusCode).toBe(201);
    expect(body<{ photo: VenuePhoto }>(res).photo).toMatchObject({
      widths: [480, 960],
      width: 960,
      height: 720,
    });
  });

  it('serves each file with a year-long cache and an ETag, and answers 304 when it is unchanged', async () => {
    const url = `/media/${hero.id}-640.webp`;
    const first = await server.inject(url);
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.headers.etag).toBeTruthy();
    const again = await server.inject({ url, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect((await server.inject(`/media/${'0'.repeat(32)}-640.webp`)).statusCode).toBe(404);
    expect((await server.inject('/media/photos.json')).statusCode).toBe(404);
  });

  it('keeps the files and the list private to the service user (0600, folder 0700)', () => {
    expect((statSync(photosDir()).mode & 0o777).toString(8)).toBe('700');
    const files = readdirSync(photosDir());
    expect(files).toContain('photos.json');
    for (const name of files)
      expect([name, (statSync(path.join(photosDir(), name)).mode & 0o777).toString(8)]).toEqual([
        name,
        '600',
      ]);
  });

  it('a new hero replaces the old one and deletes its files', async () => {
    const res = await upload('hero', [
      photoPart(await picture(1300, 900, 'png'), 'image/png', 'new.png'),
      altPart('The front desk'),
    ]);
    expect(res.statusCode).toBe(201);
    const next = body<{ photo: VenuePhoto }>(res).photo;
    expect(next.widths).toEqual([640, 1280]);
    expect((await listed()).hero?.id).toBe(next.id);
    expect(readdirSync(photosDir()).some((name) => name.startsWith(hero.id))).toBe(false);
    expect((await server.inject(`/media/${hero.id}-640.webp`)).statusCode).toBe(404);
  });
});

describe('what an upload is refused for', () => {
  it('not an image: a text file, whatever its name and type say (400 naming the file)', async () => {
    const text = Buffer.from('This is not a photo of the lounge, just some words in a file.');
    for (const part of [
      photoPart(text, 'text/plain', 'notes.txt'),
      photoPart(text, 'image/jpeg', 'fake.jpg'),
    ]) {
      const res = await upload('hero', [part, altPart()]);
      expect(res.statusCode).toBe(400);
      expect(body(res)).toMatchObject({ title: 'Not an Image', field: 'file' });
    }
  });

  it('not an image: the first bytes of a JPEG followed by rubbish', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4000, 7)]);
    const res = await upload('gallery', [photoPart(fake), altPart()]);
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({ title: 'Not an Image', field: 'file' });
  });

  it('too large: a file over the limit is cut off (413 in our words)', async () => {
    const big = Buffer.concat([await picture(700, 500), Buffer.alloc(PHOTO_MAX_BYTES + 100 * 1024)]);
    const res = await upload('hero', [photoPart(big), altPart()]);
    expect(res.statusCode).toBe(413);
    expect(body(res)).toMatchObject({ title: 'Photo Too Large', field: 'file' });
  });

  it('too small for its place, no file, no description (400 naming each)', async () => {
    const small = await picture(600, 600);
    const tooSmall = await upload('hero', [photoPart(small), altPart()]);
    expect([tooSmall.statusCode, body(tooSmall)]).toEqual([
      400,
      expect.objectContaining({ title: 'Photo Too Small', field: 'file' }),
    ]);
    const noFile = await upload('hero', [altPart()]);
    expect([noFile.statusCode, body(noFile).field]).toEqual([400, 'file']);
    const noAlt = await upload('gallery', [photoPart(small), altPart('   ')]);
    expect([noAlt.statusCode, body(noAlt)]).toEqual([
      400,
      expect.objectContaining({ title: 'Describe the Photo', field: 'alt' }),
    ]);
  });

  it('JSON is not an upload (415), and neither is a form from another site or without an Origin (403)', async () => {
    const json = await call(server, {
      method: 'POST',
      url: '/api/staff/photos/hero',
      payload: { alt: 'x' },
      cookie: manager.cookie,
    });
    expect(json.statusCode).toBe(415);
    const photo = [photoPart(await picture(700, 500)), altPart()];
    expect((await upload('hero', photo, { origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await upload('hero', photo, { origin: null })).statusCode).toBe(403);
  });

  it("signed out is 401, a member and plain staff 403 (a manager's step); a manager or an admin may upload", async () => {
    const photo = [photoPart(await picture(700, 500)), altPart()];
    expect((await upload('gallery', photo, { cookie: '' })).statusCode).toBe(401);
    for (const cookie of [member.cookie, staff.cookie]) {
      expect((await upload('gallery', photo, { cookie })).statusCode).toBe(403);
      const removal = await call(server, {
        method: 'DELETE',
        url: `/api/staff/photos/${'a'.repeat(32)}`,
        cookie,
      });
      expect(removal.statusCode).toBe(403);
    }
    expect(body(await upload('gallery', photo, { cookie: staff.cookie }))).toMatchObject({
      code: 'manager_needed',
    });
    expect((await upload('gallery', photo, { cookie: admin.cookie })).statusCode).toBe(201);
  });

  it(`the gallery holds ${GALLERY_MAX_PHOTOS} photos (409 for one more)`, async () => {
    const photo = [photoPart(await picture(500, 375)), altPart('A bay')];
    while ((await listed()).gallery.length < GALLERY_MAX_PHOTOS)
      expect((await upload('gallery', photo)).statusCode).toBe(201);
    const res = await upload('gallery', photo);
    expect([res.statusCode, body(res).title]).toEqual([409, 'Gallery Full']);
  });
});

describe('removing a photo', () => {
  it('takes it off the site and deletes its files; a second removal is 404', async () => {
    const [first] = (await listed()).gallery;
    if (!first) throw new Error('the gallery is empty');
    const url = `/api/staff/photos/${first.id}`;
    const res = await call(server, {
      method: 'DELETE',
      url,
      cookie: manager.cookie,
      headers: { origin: SITE, host: 'localhost:5000' },
    });
    expect([res.statusCode, body(res).title]).toEqual([200, 'Photo Removed']);
    expect((await listed()).gallery.map((p) => p.id)).not.toContain(first.id);
    expect(readdirSync(photosDir()).some((name) => name.startsWith(first.id))).toBe(false);
    expect((await call(server, { method: 'DELETE', url, cookie: manager.cookie })).statusCode).toBe(404);
    const audit = contextOf(server)
      .database.sqlite.prepare("SELECT action FROM staff_actions WHERE target_type = 'photo' ORDER BY id")
      .all() as { action: string }[];
    expect(audit.map((a) => a.action)).toContain('photo_remove');
  });
});

describe('the prerendered home page', () => {
  const webDist = makeWebDist();
  let site: Server;
  const slot = HERO_PICTURE_SLOT;
  // The hero as the build renders it (web's Picture with core's markers), and the photos' slot.
  const home = `<!doctype html><title>Home</title><div id="app" data-prerendered="/"><picture class="home-hero-art"><source type="image/avif" srcSet="${slot.avifSrcset}" sizes="${slot.sizes}"/><source type="image/webp" srcSet="${slot.webpSrcset}" sizes="${slot.sizes}"/><img src="${slot.src}" srcSet="${slot.webpSrcset}" sizes="${slot.sizes}" width="${slot.width}" height="${slot.height}" alt="${slot.alt}"/></picture></div><script id="venue-data" type="application/json">__VENUE_DATA__</script><script id="photos-data" type="application/json">${PHOTOS_DATA_SLOT}</script>`;

  beforeAll(async () => {
    site = await makeServer({ WEB_DIST: webDist.dir, RATE_LIMIT_LOGIN_PER_ADDRESS: '1000' });
    const venue = (await site.inject('/api/venue')).result as VenueInfo;
    writeFileSync(path.join(webDist.dir, 'index.html'), home);
    writeFileSync(path.join(webDist.dir, 'app.html'), '<!doctype html><div id="app"></div>');
    const manifest: PrerenderManifest = {
      venue,
      publicPages: [{ path: '/', description: 'home' }],
      privatePaths: [],
    };
    writeFileSync(path.join(webDist.dir, PRERENDER_MANIFEST), JSON.stringify(manifest));
  });
  afterAll(async () => {
    await site.stop();
    webDist.remove();
  });

  const photosData = (html: string) =>
    JSON.parse(/<script id="photos-data" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] ?? 'null');

  it("puts the designed drawing in the hero's place while no hero is uploaded, with no picture to preload", () => {
    const preload = `<link rel="preload" as="image" type="image/avif" imagesrcset="${slot.avifSrcset}" imagesizes="${slot.sizes}" fetchpriority="high" />\n    `;
    const page = `<head>${preload}<title>Home</title></head>${home}`;
    const drawing =
      '<svg class="home-hero-art" viewBox="0 0 480 320" role="img" aria-label="A drawing"></svg>';
    const none = withPhotos(page, { hero: null, gallery: [] }, drawing);
    expect(none).toContain(`<div id="app" data-prerendered="/">${drawing}</div>`);
    expect(none).not.toContain('<picture');
    expect(none).not.toContain('rel="preload" as="image"');
    expect(none).not.toContain(slot.avifSrcset);

    const uploaded: VenuePhoto = {
      id: 'a'.repeat(32),
      slot: 'hero',
      alt: 'The bays',
      widths: [640, 1280],
      width: 1280,
      height: 853,
      focalX: 50,
      focalY: 50,
      credit: '',
      licence: 'owned',
      sourceUrl: '',
      uploadedAt: '2026-11-01T18:00:00.000Z',
    };
    const hero = withPhotos(page, { hero: uploaded, gallery: [] }, drawing);
    expect(hero).not.toContain(drawing);
    expect(hero).toContain(
      `imagesrcset="/media/${uploaded.id}-640.avif 640w, /media/${uploaded.id}-1280.avif 1280w"`,
    );
    expect(hero).toContain('<picture class="home-hero-art">');
  });

  it('shows the designed default until a hero is uploaded, then the hero with srcset, sizes, width and height', async () => {
    const before = (await site.inject('/')).payload;
    expect(before).toContain(`srcSet="${DEFAULT_HERO.avifSrcset}"`);
    expect(before).toContain(`width="${DEFAULT_HERO.width}" height="${DEFAULT_HERO.height}"`);
    expect(photosData(before)).toEqual({ hero: null, gallery: [] });

    const { cookie } = await addMember(site, {
      role: 'manager',
      membershipType: null,
      membershipStatus: 'inactive',
    });
    const { payload, contentType } = multipart([
      photoPart(await picture(2000, 1400)),
      altPart('Bay one, "lit" & ready'),
    ]);
    const res = await site.inject({
      method: 'POST',
      url: '/api/staff/photos/hero',
      payload,
      headers: { 'content-type': contentType, cookie, origin: SITE, host: 'localhost:5000' },
    });
    expect(res.statusCode).toBe(201);
    const hero = body<{ photo: VenuePhoto }>(res).photo;

    const after = (await site.inject('/')).payload;
    for (const marker of [
      slot.avifSrcset,
      slot.webpSrcset,
      slot.src,
      slot.alt,
      String(slot.width),
      PHOTOS_DATA_SLOT,
    ])
      expect(after).not.toContain(marker);
    const srcset = (format: string) =>
      hero.widths.map((w) => `/media/${hero.id}-${w}.${format} ${w}w`).join(', ');
    expect(after).toContain(
      `<source type="image/avif" srcSet="${srcset('avif')}" sizes="${PHOTO_SIZES.hero}"/>`,
    );
    expect(after).toContain(
      `<source type="image/webp" srcSet="${srcset('webp')}" sizes="${PHOTO_SIZES.hero}"/>`,
    );
    expect(after).toContain(`width="1920" height="1280" alt="Bay one, &quot;lit&quot; &amp; ready"`);
    expect(photosData(after)).toEqual(body(await site.inject('/api/photos')));
  });
});

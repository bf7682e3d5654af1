import { describe, expect, it } from 'vitest';
import {
  creditMessages,
  isPhotoLicence,
  isSourceLink,
  needsCredit,
  PHOTO_LICENCE_DEFAULT,
  PHOTO_LICENCE_NAMES,
  PHOTO_LICENCES,
  photoCreditHtml,
  photoCreditView,
  readPhotoCredit,
  tidyCredit,
} from '../src';

describe("a venue photo's licence", () => {
  it('is one of a small fixed list, the lounge’s own by default', () => {
    expect(PHOTO_LICENCE_NAMES).toEqual(['owned', 'cc-by-4.0', 'cc-by-sa-4.0', 'cc0', 'permission']);
    expect(PHOTO_LICENCE_NAMES.map((l) => PHOTO_LICENCES[l].label)).toEqual([
      'Owned by the lounge',
      'CC BY 4.0',
      'CC BY-SA 4.0',
      'CC0',
      'Used with permission',
    ]);
    expect(PHOTO_LICENCE_DEFAULT).toBe('owned');
    for (const l of PHOTO_LICENCE_NAMES) expect(isPhotoLicence(l)).toBe(true);
    for (const l of ['cc-by-nc-4.0', 'CC BY 4.0', 'toString', '', null, 3])
      expect(isPhotoLicence(l)).toBe(false);
  });

  it('needs a credit for the Creative Commons BY licences only', () => {
    expect(PHOTO_LICENCE_NAMES.filter(needsCredit)).toEqual(['cc-by-4.0', 'cc-by-sa-4.0']);
  });

  it('links the Creative Commons licences to their text over https', () => {
    for (const l of ['cc-by-4.0', 'cc-by-sa-4.0', 'cc0'] as const)
      expect(PHOTO_LICENCES[l].url).toMatch(/^https:\/\/creativecommons\.org\//);
  });
});

describe("a photo's credit and source link", () => {
  it('reads as kept (tidied), or names the first field wrong and why', () => {
    expect(
      readPhotoCredit({
        credit: ' Photo:  Jane ',
        licence: 'cc-by-4.0',
        sourceUrl: ' https://example.com/j ',
      }),
    ).toEqual({
      ok: true,
      credit: { credit: 'Photo: Jane', licence: 'cc-by-4.0', sourceUrl: 'https://example.com/j' },
    });
    expect(readPhotoCredit({ credit: '', licence: 'owned', sourceUrl: '' }).ok).toBe(true);
    expect(readPhotoCredit({ credit: '  ', licence: 'cc-by-sa-4.0', sourceUrl: '' })).toEqual({
      ok: false,
      field: 'credit',
      notice: creditMessages.creditNeeded('CC BY-SA 4.0'),
    });
    expect(readPhotoCredit({ credit: 'x'.repeat(81), licence: 'cc0', sourceUrl: '' })).toMatchObject({
      ok: false,
      field: 'credit',
    });
    expect(readPhotoCredit({ credit: 'x'.repeat(80), licence: 'cc0', sourceUrl: '' }).ok).toBe(true);
    expect(
      readPhotoCredit({ credit: 'Jane', licence: 'cc-by-4.0', sourceUrl: 'http://example.com/j' }),
    ).toEqual({ ok: false, field: 'sourceUrl', notice: creditMessages.sourceNotHttps });
  });

  it('tidies the credit’s spaces', () => {
    expect(tidyCredit('  Photo:\n Jane   Doe ')).toBe('Photo: Jane Doe');
  });

  it('takes an https address or none, nothing else', () => {
    for (const ok of ['', 'https://example.com', 'https://photos.example.org/jane/42?size=l#top'])
      expect(isSourceLink(ok)).toBe(true);
    for (const bad of [
      'http://example.com/photo',
      'javascript:alert(1)',
      'https://',
      'https://localhost/x',
      'https://user@example.com/',
      'https://example.com/a b',
      'https://example.com/"><script>',
      'example.com',
      `https://example.com/${'a'.repeat(500)}`,
    ])
      expect(isSourceLink(bad)).toBe(false);
  });
});

describe("the site's credit line", () => {
  const base = { credit: 'Photo: Jane Doe', sourceUrl: '' };

  it('is none without a credit', () => {
    expect(photoCreditView({ credit: '', licence: 'owned', sourceUrl: '' })).toBeNull();
    expect(photoCreditHtml({ credit: '', licence: 'cc0', sourceUrl: 'https://example.com' })).toBe('');
  });

  it('names a CC BY licence, links it and the source, and says the site cropped the photo', () => {
    const photo = { ...base, licence: 'cc-by-4.0' as const, sourceUrl: 'https://example.com/p' };
    expect(photoCreditView(photo)).toEqual({
      credit: 'Photo: Jane Doe',
      creditHref: 'https://example.com/p',
      licence: 'CC BY 4.0',
      licenceHref: 'https://creativecommons.org/licenses/by/4.0/',
      cropped: true,
    });
    expect(photoCreditHtml(photo)).toBe(
      '<p class="photo-credit"><a href="https://example.com/p">Photo: Jane Doe</a> · <a href="https://creativecommons.org/licenses/by/4.0/" rel="license">CC BY 4.0</a>, cropped</p>',
    );
  });

  it("says only the credit for the lounge's own photo, and the terms of one used with permission", () => {
    expect(photoCreditHtml({ ...base, licence: 'owned' })).toBe(
      '<p class="photo-credit"><span>Photo: Jane Doe</span></p>',
    );
    expect(photoCreditHtml({ ...base, licence: 'permission' })).toBe(
      '<p class="photo-credit"><span>Photo: Jane Doe</span> · <span>Used with permission</span></p>',
    );
  });

  it('escapes what staff wrote', () => {
    expect(photoCreditHtml({ credit: `<b>O'Neil & "Co"</b>`, licence: 'owned', sourceUrl: '' })).toBe(
      '<p class="photo-credit"><span>&lt;b&gt;O&#x27;Neil &amp; &quot;Co&quot;&lt;/b&gt;</span></p>',
    );
  });
});

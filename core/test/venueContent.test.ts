import { describe, expect, it } from 'vitest';
import {
  DEFAULT_VENUE,
  LEGAL_TEXT_MAX,
  legalTextFromPlain,
  legalTextProblem,
  legalTextToPlain,
  pictureView,
  privacyPolicy,
  termsOfService,
  widthsFor,
} from '../src';

describe('a legal text in its plain form', () => {
  it.each([
    ['terms', termsOfService(DEFAULT_VENUE)],
    ['privacy', privacyPolicy(DEFAULT_VENUE)],
  ] as const)('the default %s reads back as itself', (document, text) => {
    expect(legalTextFromPlain(document, legalTextToPlain(text), text.updated)).toEqual(text);
  });

  it('joins the lines of a paragraph, starts sections at "## " and keeps the intro before the first', () => {
    const plain = 'First line\nsecond line.\r\n\r\n##   Fees  \nPay\n  monthly.\n\nOr yearly.\n\n## Empty';
    expect(legalTextFromPlain('terms', plain, '2026-11-23')).toEqual({
      title: 'Terms of Service',
      updated: '2026-11-23',
      intro: 'First line second line.',
      sections: [
        { heading: 'Fees', paragraphs: ['Pay monthly.', 'Or yearly.'] },
        { heading: 'Empty', paragraphs: [] },
      ],
    });
  });

  it('refuses an empty or overlong text', () => {
    expect(legalTextProblem(' \n ')).toBe('Write the text, or restore the default instead.');
    expect(legalTextProblem('x'.repeat(LEGAL_TEXT_MAX + 1))).toBe(
      'The text may be at most 40,000 characters.',
    );
    expect(legalTextProblem('Fine.')).toBeNull();
  });
});

describe('a venue photo as a picture', () => {
  it('offers each width in AVIF and WebP, the middle WebP as the fallback, and the slot sizes', () => {
    const view = pictureView({
      id: 'a'.repeat(32),
      slot: 'hero',
      alt: 'Bay',
      widths: [640, 1280, 1920],
      width: 1920,
      height: 1280,
    });
    expect(view.avifSrcset).toBe(
      `/media/${'a'.repeat(32)}-640.avif 640w, /media/${'a'.repeat(32)}-1280.avif 1280w, /media/${'a'.repeat(32)}-1920.avif 1920w`,
    );
    expect(view.src).toBe(`/media/${'a'.repeat(32)}-1280.webp`);
    expect(view.sizes).toBe('(min-width: 960px) 46vw, 92vw');
    // Cropped to 3:2 without enlarging: a panorama is limited by its height.
    expect(widthsFor('hero', 4000, 400)).toEqual([]);
    expect(widthsFor('hero', 4000, 900)).toEqual([640, 1280]);
    expect(widthsFor('gallery', 479, 1000)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { coachInitials, coachPicture, coachPlaceholderColours, photoMessages, widthsFor } from '../src';

/** The site's green, the placeholder's colour for a coach without one. */
const GREEN = '#1f4a37';

describe('a coach’s photo', () => {
  it('is cut square at 240 and 480 px, never wider than the original covers', () => {
    expect(widthsFor('coach', 1200, 1600)).toEqual([240, 480]);
    expect(widthsFor('coach', 4000, 300)).toEqual([240]);
    expect(widthsFor('coach', 239, 1000)).toEqual([]);
    expect(photoMessages.tooSmall('coach').message).toBe(
      'A coach’s photo must be at least 240 pixels wide and as many high.',
    );
  });

  it('is offered to the page as a <picture> of its widths made, square, 8rem wide', () => {
    const id = 'c'.repeat(32);
    expect(coachPicture(id, 240)).toEqual({
      avifSrcset: `/media/${id}-240.avif 240w`,
      webpSrcset: `/media/${id}-240.webp 240w`,
      src: `/media/${id}-240.webp`,
      width: 240,
      height: 240,
      sizes: '8rem',
    });
    expect(coachPicture(id, 480)).toMatchObject({
      webpSrcset: `/media/${id}-240.webp 240w, /media/${id}-480.webp 480w`,
      src: `/media/${id}-480.webp`,
      width: 480,
      height: 480,
    });
  });

  it.each([
    ['Pat Coach', 'PC'],
    ['  sam   de la cruz ', 'SC'],
    ['Cher', 'C'],
    ['Élodie Ørsted', 'ÉØ'],
    ['', ''],
  ])('shows %j as the initials %j until there is one', (name, initials) => {
    expect(coachInitials(name)).toBe(initials);
  });

  it('puts the initials in the ink that reads best on the coach’s colour, the site’s green without one', () => {
    expect(coachPlaceholderColours(null)).toEqual({ background: GREEN, ink: '#ffffff' });
    expect(coachPlaceholderColours('#f5d76e')).toEqual({ background: '#f5d76e', ink: '#1a1a1a' });
    expect(coachPlaceholderColours('#ffffff').ink).toBe('#1a1a1a');
    expect(coachPlaceholderColours('#000080').ink).toBe('#ffffff');
    expect(coachPlaceholderColours('red').background).toBe(GREEN);
  });
});

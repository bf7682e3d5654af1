/**
 * The public pages' section words claim only what the rules do: a pack is cheaper than its lessons
 * one by one, its figures are the constants the server keeps, and the tour's figures are the
 * venue's tour settings.
 */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LESSON_TYPES,
  DEFAULT_VENUE,
  LESSON_PACK_SIZES,
  lessonPackPriceCents,
  lessonPriceCents,
  lessonsPageCopy,
  tourPageCopy,
  venueCopy,
} from '../src';

describe('the lessons page’s claims', () => {
  it("'for less': every pack costs less than its lessons booked one by one, for VIP and General", () => {
    for (const type of DEFAULT_LESSON_TYPES)
      for (const size of LESSON_PACK_SIZES)
        for (const vip of [false, true])
          expect(lessonPackPriceCents(type.priceCents, size, vip)).toBeLessThan(
            size * lessonPriceCents(type.priceCents, vip),
          );
  });

  it("states the VIP's saving the price rule takes off", () => {
    const price = DEFAULT_LESSON_TYPES[0]?.priceCents ?? 0;
    const percent = Number.parseInt(lessonsPageCopy.facts[0]?.value ?? '', 10);
    expect(lessonPriceCents(price, true)).toBe(Math.round((price * (100 - percent)) / 100));
    expect(lessonsPageCopy.facts[1]?.value).toBe(LESSON_PACK_SIZES.join(' or '));
  });
});

describe('the tour page’s figures', () => {
  it("are the venue's tour settings, in the words the form's rules use", () => {
    const venue = { ...DEFAULT_VENUE, tours: { ...DEFAULT_VENUE.tours, maxPartySize: 2 } };
    expect(tourPageCopy.details(venue, venueCopy(venue))).toEqual([
      { value: '20-30 minutes', label: 'Duration' },
      { value: 'Wednesday-Saturday', label: 'Availability' },
      { value: '12:00 PM - 7:00 PM', label: 'Start times' },
      { value: 'Up to 2 people', label: 'Group size' },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  coachPicture,
  FOCAL_DEFAULT,
  focalPosition,
  isFocalPercent,
  PHOTO_SLOT_GUIDES,
  PHOTO_SLOT_NAMES,
  PHOTO_SLOTS,
  pictureView,
} from '../src';

const photo = { id: 'a'.repeat(32), alt: 'Bay two', widths: [640], width: 640, height: 427 };

describe("a venue photo's focal point", () => {
  it('is whole percents from 0 to 100', () => {
    for (const n of [0, 1, 50, 99, 100]) expect(isFocalPercent(n)).toBe(true);
    for (const n of [-1, 101, 12.5, Number.NaN, '50', null, undefined]) expect(isFocalPercent(n)).toBe(false);
    expect(FOCAL_DEFAULT).toBe(50);
  });

  it("is the picture's object-position: across, then down", () => {
    expect(focalPosition(20, 85)).toBe('20% 85%');
    expect(pictureView({ ...photo, slot: 'hero', focalX: 20, focalY: 85 }).objectPosition).toBe('20% 85%');
  });

  it("leaves a coach's square without one (shown whole)", () => {
    expect(coachPicture('b'.repeat(32), 480)).not.toHaveProperty('objectPosition');
  });
});

describe("each slot's guide for the desk", () => {
  it('says where the photo shows and names the shape its crop really has', () => {
    for (const slot of PHOTO_SLOT_NAMES) {
      const [w, h] = PHOTO_SLOTS[slot].aspect;
      expect(PHOTO_SLOT_GUIDES[slot].shape).toBe(`${w}:${h} landscape`);
      expect(PHOTO_SLOT_GUIDES[slot].purpose.length).toBeGreaterThan(40);
    }
  });
});

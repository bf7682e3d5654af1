// @vitest-environment jsdom
import '@lounge/web/testing/setup';
import {
  FOCAL_COPY,
  focalMessages,
  PHOTO_SLOT_GUIDES,
  type VenuePhoto,
  type VenuePhotosAnswer,
} from '@lounge/core';
import { stubApi } from '@lounge/web/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAtDesk } from '../testing/renderAtDesk';
import { PhotosSection } from './PhotosSection';

afterEach(() => vi.unstubAllGlobals());

const HERO: VenuePhoto = {
  id: 'a'.repeat(32),
  slot: 'hero',
  alt: 'Bay two in play',
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

describe('the photo slots at the desk', () => {
  it("says beside each slot's upload where its photo shows, what suits it and its shape", async () => {
    stubApi({ 'GET /api/photos': { body: { hero: null, gallery: [] } } });
    renderAtDesk(<PhotosSection />);
    for (const [title, slot] of [
      ['Home page photo', 'hero'],
      ['Gallery', 'gallery'],
    ] as const) {
      const section = screen.getByRole('region', { name: title });
      expect(within(section).getByText(PHOTO_SLOT_GUIDES[slot].purpose)).toBeTruthy();
      expect(within(section).getByText(`Cropped to ${PHOTO_SLOT_GUIDES[slot].shape}`)).toBeTruthy();
    }
    // No photo uploaded: nothing to set a focal point on.
    expect(screen.queryByRole('form', { name: /Focal point/ })).toBeNull();
  });

  it("sets a photo's focal point from the fields or a click on the preview, and shows the server's refusal", async () => {
    let photos: VenuePhotosAnswer = { hero: HERO, gallery: [] };
    let refuse = false;
    const api = stubApi({
      'GET /api/photos': () => ({ body: photos }),
      [`PUT /api/staff/photos/${HERO.id}/focus`]: (sent) => {
        if (refuse) return { status: 400, body: { ...focalMessages.outOfRange, field: 'focalX' } };
        const { focalX, focalY } = sent as { focalX: number; focalY: number };
        photos = { hero: { ...HERO, focalX, focalY }, gallery: [] };
        return { body: { ...focalMessages.saved, photo: photos.hero } };
      },
    });
    renderAtDesk(<PhotosSection />);
    const form = await screen.findByRole('form', { name: FOCAL_COPY.legend(HERO.alt) });
    const across = within(form).getByLabelText(FOCAL_COPY.across) as HTMLInputElement;
    const down = within(form).getByLabelText(FOCAL_COPY.down) as HTMLInputElement;
    expect([across.value, down.value]).toEqual(['50', '50']);
    const save = within(form).getByRole('button', { name: FOCAL_COPY.save });
    expect(save.hasAttribute('disabled')).toBe(true);

    fireEvent.change(across, { target: { value: '30' } });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    fireEvent.click(save);
    expect(await screen.findByText(focalMessages.saved.message)).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ focalX: 30, focalY: 50 });

    // A click on the preview, 3/4 across and 1/4 down, fills both fields.
    const preview = screen.getByRole('img', { name: HERO.alt });
    preview.getBoundingClientRect = () =>
      ({ left: 10, top: 20, width: 400, height: 200, right: 410, bottom: 220, x: 10, y: 20 }) as DOMRect;
    fireEvent.click(preview, { clientX: 310, clientY: 70 });
    const again = await screen.findByRole('form', { name: FOCAL_COPY.legend(HERO.alt) });
    await waitFor(() =>
      expect(
        [FOCAL_COPY.across, FOCAL_COPY.down].map(
          (label) => (within(again).getByLabelText(label) as HTMLInputElement).value,
        ),
      ).toEqual(['75', '25']),
    );

    refuse = true;
    fireEvent.click(within(again).getByRole('button', { name: FOCAL_COPY.save }));
    expect(await screen.findByText(focalMessages.outOfRange.message)).toBeTruthy();
  });
});

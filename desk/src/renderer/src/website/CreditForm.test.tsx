// @vitest-environment jsdom
import '@lounge/web/testing/setup';
import { CREDIT_COPY, creditMessages, type VenuePhoto, type VenuePhotosAnswer } from '@lounge/core';
import { stubApi } from '@lounge/web/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAtDesk } from '../testing/renderAtDesk';
import { PhotosSection } from './PhotosSection';

afterEach(() => vi.unstubAllGlobals());

const HERO: VenuePhoto = {
  id: 'b'.repeat(32),
  slot: 'hero',
  alt: 'Bay three at night',
  widths: [640],
  width: 640,
  height: 427,
  focalX: 50,
  focalY: 50,
  credit: '',
  licence: 'owned',
  sourceUrl: '',
  uploadedAt: '2026-11-01T18:00:00.000Z',
};

describe("a photo's credit and licence at the desk", () => {
  it('shows them beside the focal point, refuses at the field what the server would, and saves them', async () => {
    let photos: VenuePhotosAnswer = { hero: HERO, gallery: [] };
    const api = stubApi({
      'GET /api/photos': () => ({ body: photos }),
      [`PUT /api/staff/photos/${HERO.id}/credit`]: (sent) => {
        const form = sent as { credit: string; licence: VenuePhoto['licence']; sourceUrl: string };
        if (form.licence === 'cc-by-4.0' && !form.credit)
          return { status: 400, body: { ...creditMessages.creditNeeded('CC BY 4.0'), field: 'credit' } };
        photos = { hero: { ...HERO, ...form }, gallery: [] };
        return { body: { ...creditMessages.saved, photo: photos.hero } };
      },
    });
    renderAtDesk(<PhotosSection />);
    const form = await screen.findByRole('form', { name: CREDIT_COPY.legend(HERO.alt) });
    expect(
      (within(form).getByRole('radio', { name: 'Owned by the lounge' }) as HTMLInputElement).checked,
    ).toBe(true);
    const save = within(form).getByRole('button', { name: CREDIT_COPY.save });
    expect(save.hasAttribute('disabled')).toBe(true);

    // CC BY without a credit: refused at the credit field, as the server would, and nothing sent.
    fireEvent.click(within(form).getByRole('radio', { name: 'CC BY 4.0' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      creditMessages.creditNeeded('CC BY 4.0').message,
    );
    expect(within(form).getByLabelText(CREDIT_COPY.credit).getAttribute('aria-invalid')).toBe('true');
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.submit(form);
    expect(api.calls.filter((c) => c.method === 'PUT')).toEqual([]);

    fireEvent.change(within(form).getByLabelText(CREDIT_COPY.credit), {
      target: { value: 'Photo: Jane Doe' },
    });
    fireEvent.change(within(form).getByLabelText(CREDIT_COPY.sourceUrl), {
      target: { value: 'https://example.com/jane' },
    });
    fireEvent.click(within(form).getByRole('button', { name: CREDIT_COPY.save }));
    expect(await screen.findByText(creditMessages.saved.message)).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { credit: 'Photo: Jane Doe', licence: 'cc-by-4.0', sourceUrl: 'https://example.com/jane' },
    ]);

    // The form starts again from what the server kept.
    const again = await screen.findByRole('form', { name: CREDIT_COPY.legend(HERO.alt) });
    await waitFor(() =>
      expect((within(again).getByLabelText(CREDIT_COPY.credit) as HTMLInputElement).value).toBe(
        'Photo: Jane Doe',
      ),
    );
    expect((within(again).getByRole('radio', { name: 'CC BY 4.0' }) as HTMLInputElement).checked).toBe(true);
    expect(within(again).getByRole('button', { name: CREDIT_COPY.save }).hasAttribute('disabled')).toBe(true);
  });

  it('shows any other refusal of the server in its own words, the fields kept', async () => {
    const gone = { title: 'Photo Not Found', message: 'That photo is no longer on the site.' };
    stubApi({
      'GET /api/photos': () => ({ body: { hero: HERO, gallery: [] } }),
      [`PUT /api/staff/photos/${HERO.id}/credit`]: () => ({ status: 404, body: gone }),
    });
    renderAtDesk(<PhotosSection />);
    const form = await screen.findByRole('form', { name: CREDIT_COPY.legend(HERO.alt) });
    fireEvent.change(within(form).getByLabelText(CREDIT_COPY.credit), {
      target: { value: 'Photo: Jane Doe' },
    });
    fireEvent.click(within(form).getByRole('button', { name: CREDIT_COPY.save }));
    expect(await screen.findByText(gone.message)).toBeTruthy();
    expect((within(form).getByLabelText(CREDIT_COPY.credit) as HTMLInputElement).value).toBe(
      'Photo: Jane Doe',
    );
  });
});

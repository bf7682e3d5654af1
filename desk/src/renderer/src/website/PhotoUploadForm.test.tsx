// @vitest-environment jsdom
import '@lounge/web/testing/setup';
import {
  CREDIT_COPY,
  creditMessages,
  photoMessages,
  type VenuePhoto,
  type VenuePhotosAnswer,
} from '@lounge/core';
import { stubApi } from '@lounge/web/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAtDesk } from '../testing/renderAtDesk';
import { PhotosSection } from './PhotosSection';

afterEach(() => vi.unstubAllGlobals());

const UPLOADED: VenuePhoto = {
  id: 'c'.repeat(32),
  slot: 'gallery',
  alt: 'The bar between rounds',
  widths: [480],
  width: 480,
  height: 360,
  focalX: 50,
  focalY: 50,
  credit: 'Photo: Jane Doe',
  licence: 'cc-by-sa-4.0',
  sourceUrl: 'https://example.com/jane',
  uploadedAt: '2026-11-01T18:00:00.000Z',
};

/** The section with no photos, its uploads answered by `answer`; the multipart bodies sent kept. */
function renderWithUpload(answer: () => { status?: number; body: unknown }) {
  let photos: VenuePhotosAnswer = { hero: null, gallery: [] };
  stubApi({
    'GET /api/photos': () => ({ body: photos }),
    'POST /api/staff/photos/gallery': () => {
      const reply = answer();
      if (!reply.status) photos = { hero: null, gallery: [UPLOADED] };
      return reply;
    },
  });
  // The upload's body is FormData, which the stand-in does not record: keep it here.
  const stubbed = globalThis.fetch;
  const sent: FormData[] = [];
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    if (init?.body instanceof FormData) sent.push(init.body);
    return stubbed(url, init);
  });
  renderAtDesk(<PhotosSection />);
  return sent;
}

const JPEG = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'bar.jpg', { type: 'image/jpeg' });

async function galleryForm() {
  const form = await screen.findByRole('form', { name: 'Add a gallery photo' });
  fireEvent.change(within(form).getByLabelText(/^Photo \(JPEG/), { target: { files: [JPEG] } });
  fireEvent.change(within(form).getByLabelText('What the photo shows'), {
    target: { value: 'The bar between rounds' },
  });
  const credit = within(form).getByRole('group', { name: CREDIT_COPY.uploadLegend });
  return {
    form,
    credit,
    button: within(form).getByRole('button', { name: 'Upload Photo' }),
    type: (label: string, value: string) =>
      fireEvent.change(within(credit).getByLabelText(label), { target: { value } }),
    choose: (licence: string) => fireEvent.click(within(credit).getByRole('radio', { name: licence })),
  };
}

describe("a photo's upload with its credit and licence", () => {
  it('says the rule before anything is sent: the lounge’s own by default, a credit needed for CC BY and BY-SA', async () => {
    renderWithUpload(() => ({ body: {} }));
    for (const name of ['Upload a home page photo', 'Add a gallery photo']) {
      const form = await screen.findByRole('form', { name });
      const credit = within(form).getByRole('group', { name: CREDIT_COPY.uploadLegend });
      expect(credit.getAttribute('aria-describedby')).toBeTruthy();
      expect(within(credit).getByText(CREDIT_COPY.uploadHint)).toBeTruthy();
      expect(CREDIT_COPY.uploadHint).toContain('CC BY or CC BY-SA photo must name its maker');
      expect(
        (within(credit).getByRole('radio', { name: 'Owned by the lounge' }) as HTMLInputElement).checked,
      ).toBe(true);
      expect((within(credit).getByLabelText(CREDIT_COPY.credit) as HTMLInputElement).value).toBe('');
    }
  });

  it('holds back a CC BY or BY-SA photo without a credit and an http link, at their fields, as the server would', async () => {
    const sent = renderWithUpload(() => ({ body: {} }));
    const { form, button, type, choose, credit } = await galleryForm();
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));

    for (const licence of ['CC BY 4.0', 'CC BY-SA 4.0']) {
      choose(licence);
      const said = await within(credit).findByRole('alert');
      expect(said.textContent).toBe(creditMessages.creditNeeded(licence).message);
      const field = within(credit).getByLabelText(CREDIT_COPY.credit);
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(field.getAttribute('aria-describedby')).toBe(said.id);
      expect(button.hasAttribute('disabled')).toBe(true);
    }
    // Enter pressed in a field submits the form: still nothing goes.
    fireEvent.submit(form);

    type(CREDIT_COPY.credit, 'Photo: Jane Doe');
    await waitFor(() => expect(within(credit).queryByRole('alert')).toBeNull());
    type(CREDIT_COPY.sourceUrl, 'http://example.com/jane');
    expect((await within(credit).findByRole('alert')).textContent).toBe(
      creditMessages.sourceNotHttps.message,
    );
    expect(within(credit).getByLabelText(CREDIT_COPY.sourceUrl).getAttribute('aria-invalid')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(true);
    fireEvent.submit(form);
    expect(sent).toEqual([]);

    // A licence that needs no credit takes none.
    type(CREDIT_COPY.credit, '');
    type(CREDIT_COPY.sourceUrl, '');
    choose('CC0');
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    expect(within(credit).queryByRole('alert')).toBeNull();
  });

  it('sends the credit with the photo in the one request, then starts afresh', async () => {
    const sent = renderWithUpload(() => ({
      body: { ...photoMessages.uploaded('gallery'), photo: UPLOADED },
    }));
    const { button, type, choose } = await galleryForm();
    choose('CC BY-SA 4.0');
    type(CREDIT_COPY.credit, 'Photo: Jane Doe');
    type(CREDIT_COPY.sourceUrl, 'https://example.com/jane');
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    expect(await screen.findByText(photoMessages.uploaded('gallery').message)).toBeTruthy();
    expect(sent).toHaveLength(1);
    const body = sent[0] as FormData;
    expect(['alt', 'credit', 'licence', 'sourceUrl'].map((name) => body.get(name))).toEqual([
      'The bar between rounds',
      'Photo: Jane Doe',
      'cc-by-sa-4.0',
      'https://example.com/jane',
    ]);
    expect((body.get('file') as File).name).toBe('bar.jpg');

    // The new photo's own credit form shows what went up; the upload form is empty again.
    expect(await screen.findByRole('form', { name: CREDIT_COPY.legend(UPLOADED.alt) })).toBeTruthy();
    const again = await screen.findByRole('form', { name: 'Add a gallery photo' });
    const credit = within(again).getByRole('group', { name: CREDIT_COPY.uploadLegend });
    expect((within(credit).getByLabelText(CREDIT_COPY.credit) as HTMLInputElement).value).toBe('');
    expect(
      (within(credit).getByRole('radio', { name: 'Owned by the lounge' }) as HTMLInputElement).checked,
    ).toBe(true);
  });

  it('shows a refusal of the server in its own words, the fields kept', async () => {
    renderWithUpload(() => ({ status: 409, body: { ...photoMessages.galleryFull, field: 'file' } }));
    const { button, type, choose, credit } = await galleryForm();
    choose('CC BY 4.0');
    type(CREDIT_COPY.credit, 'Photo: Jane Doe');
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    expect(await screen.findByText(photoMessages.galleryFull.message)).toBeTruthy();
    expect((within(credit).getByLabelText(CREDIT_COPY.credit) as HTMLInputElement).value).toBe(
      'Photo: Jane Doe',
    );
  });
});

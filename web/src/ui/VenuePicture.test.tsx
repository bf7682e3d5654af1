import type { VenuePhoto, VenuePhotosAnswer } from '@lounge/core';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import AboutPage from '../features/about/AboutPage';
import ContactPage from '../features/contact/ContactPage';
import { VenueGallery } from '../features/home/VenueGallery';
import { stubApi } from '../testing/fakeApi';
import { renderWithApp } from '../testing/renderWithApp';

const photo = (slot: VenuePhoto['slot'], n: number, alt: string): VenuePhoto => ({
  id: String(n).repeat(32),
  slot,
  alt,
  widths: [480, 960],
  width: 960,
  height: 720,
  focalX: 50,
  focalY: 50,
  credit: '',
  licence: 'owned',
  sourceUrl: '',
  uploadedAt: '2026-11-01T18:00:00.000Z',
});

const NONE: VenuePhotosAnswer = { hero: null, gallery: [] };
const UPLOADED: VenuePhotosAnswer = {
  hero: photo('hero', 1, 'The lounge from its door'),
  gallery: [
    { ...photo('gallery', 2, 'Bay 2 at night'), focalX: 25, focalY: 80 },
    photo('gallery', 3, 'The bar'),
  ],
};

function render(page: React.ReactElement, route: string, photos: VenuePhotosAnswer) {
  stubApi({ 'GET /api/photos': { body: photos } });
  renderWithApp(page, { route });
}

describe('every photo place: the venue’s photo, or a designed default that reads as finished', () => {
  it('the gallery shows its drawn tiles, captioned, while the venue has no photos', async () => {
    render(<VenueGallery />, '/', NONE);
    const gallery = screen.getByRole('region', { name: 'Inside the Lounge' });
    expect(within(gallery).getAllByRole('img')).toHaveLength(3);
    expect(within(gallery).getByText('The courses')).toBeTruthy();
    expect(gallery.querySelector('picture')).toBeNull();
  });

  it("the gallery shows the venue's photos once uploaded, in their order, and no drawing", async () => {
    render(<VenueGallery />, '/', UPLOADED);
    const gallery = screen.getByRole('region', { name: 'Inside the Lounge' });
    await waitFor(() =>
      expect([...gallery.querySelectorAll('img')].map((img) => img.alt)).toEqual([
        'Bay 2 at night',
        'The bar',
      ]),
    );
    expect(gallery.querySelector('svg')).toBeNull();
  });

  it("crops each photo around its focal point (the <img>'s object-position)", async () => {
    render(<VenueGallery />, '/', UPLOADED);
    const gallery = screen.getByRole('region', { name: 'Inside the Lounge' });
    const bay = await within(gallery).findByRole('img', { name: 'Bay 2 at night' });
    expect(bay.style.objectPosition).toBe('25% 80%');
    expect(within(gallery).getByRole('img', { name: 'The bar' }).style.objectPosition).toBe('50% 50%');
  });

  it('credits a photo where staff gave a credit, and only there', async () => {
    const credited: VenuePhotosAnswer = {
      ...UPLOADED,
      gallery: [
        { ...photo('gallery', 2, 'Bay 2 at night'), credit: 'Photo: Jane Doe', licence: 'cc-by-4.0' },
      ],
    };
    render(<VenueGallery />, '/', credited);
    const gallery = screen.getByRole('region', { name: 'Inside the Lounge' });
    await within(gallery).findByRole('img', { name: 'Bay 2 at night' });
    expect([...gallery.querySelectorAll('.photo-credit')].map((p) => p.textContent)).toEqual([
      'Photo: Jane Doe · CC BY 4.0, cropped',
    ]);
    cleanup();
    render(<VenueGallery />, '/', UPLOADED);
    const plain = screen.getByRole('region', { name: 'Inside the Lounge' });
    await within(plain).findByRole('img', { name: 'The bar' });
    expect(plain.querySelector('.photo-credit')).toBeNull();
  });

  it.each([
    ['/about', () => <AboutPage />, 'Between Rounds', /members’ lounge/, 'Bay 2 at night'],
    ['/contact', () => <ContactPage />, 'Visit', /pin beneath the mountains/, 'The lounge from its door'],
  ])(
    '%s shows a drawing until a photo is uploaded, then the photo',
    async (route, page, near, drawing, alt) => {
      render(page(), route, NONE);
      const frame = () =>
        screen.getByRole('heading', { name: near }).closest('section, aside') as HTMLElement;
      expect(within(frame()).getByRole('img', { name: drawing })).toBeTruthy();
      cleanup();

      render(page(), route, UPLOADED);
      const shown = await within(frame()).findByRole('img', { name: alt });
      expect(shown.style.objectPosition).toBe(alt === 'Bay 2 at night' ? '25% 80%' : '50% 50%');
      expect(within(frame()).queryByRole('img', { name: drawing })).toBeNull();
    },
  );
});

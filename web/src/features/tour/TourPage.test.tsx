/**
 * /tour's sections around the request form: the tour's figures are the venue's tour settings, what
 * you will see sits beside a picture, and nothing above the form takes the focus, so a keyboard
 * user's Tab goes from the header to the form (web/e2e/inquiries.spec.ts walks it).
 */
import { DEFAULT_VENUE, type VenueSettings } from '@lounge/core';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../testing/fakeApi';
import { renderWithApp } from '../../testing/renderWithApp';
import TourPage from './TourPage';

afterEach(() => vi.unstubAllGlobals());

const figures = (region: HTMLElement) =>
  within(region)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

function render(venue: VenueSettings = DEFAULT_VENUE) {
  stubApi({ 'GET /api/photos': { body: { hero: null, gallery: [] } } });
  return renderWithApp(<TourPage />, { route: '/tour', venue });
}

describe('/tour', () => {
  it("states the tour's figures from the venue's tour settings", () => {
    render();
    expect(figures(screen.getByRole('region', { name: 'Tour details' }))).toEqual([
      ['Duration', '20-30 minutes'],
      ['Availability', 'Wednesday-Saturday'],
      ['Start times', '12:00 PM - 7:00 PM'],
      ['Group size', 'Up to 4 people'],
    ]);
  });

  it('follows a changed tour setting', () => {
    render({
      ...DEFAULT_VENUE,
      tours: { ...DEFAULT_VENUE.tours, weekdays: [5, 6], maxPartySize: 6, durationLabel: '45 minutes' },
    });
    const details = figures(screen.getByRole('region', { name: 'Tour details' }));
    expect(details).toContainEqual(['Availability', 'Friday-Saturday']);
    expect(details).toContainEqual(['Group size', 'Up to 6 people']);
    expect(details).toContainEqual(['Duration', '45 minutes']);
  });

  it('shows what you will see beside a picture of the bays, then the form, last', () => {
    const { container } = render();
    const sights = screen.getByRole('region', { name: 'What You Will See' });
    expect(within(sights).getAllByRole('listitem')).toHaveLength(4);
    expect(within(sights).getByRole('img', { name: /simulator bay/ })).toBeTruthy();
    const sections = [...container.querySelectorAll(':scope > section')];
    expect(sections.at(-1)?.id).toBe('tour-form');
  });

  it('holds no link, button or field above the form', () => {
    const { container } = render();
    const form = container.querySelector('#tour-form') as HTMLElement;
    const focusable = [...container.querySelectorAll('a, button, input, select, textarea, [tabindex]')];
    expect(focusable.filter((el) => !form.contains(el))).toEqual([]);
  });
});

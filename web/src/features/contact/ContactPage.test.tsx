/**
 * /contact's sections around the message form: the lounge's figures from the venue settings, and
 * the three ways to start (the tour's first, leading to /tour) before the form.
 */
import { DEFAULT_VENUE, venueCopy } from '@lounge/core';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../testing/fakeApi';
import { renderWithApp } from '../../testing/renderWithApp';
import ContactPage from './ContactPage';

afterEach(() => vi.unstubAllGlobals());

function render(venue = DEFAULT_VENUE) {
  stubApi({ 'GET /api/photos': { body: { hero: null, gallery: [] } } });
  return renderWithApp(<ContactPage />, { route: '/contact', venue });
}

describe('/contact', () => {
  it("states the lounge's hours, bays and tour days from the venue settings", () => {
    const venue = { ...DEFAULT_VENUE, bays: [...DEFAULT_VENUE.bays, '4'] };
    render(venue);
    const glance = screen.getByRole('region', { name: 'The lounge at a glance' });
    const figures = within(glance)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(figures).toEqual([
      ['Open daily', venueCopy(venue).hours],
      ['Simulator bays', '4'],
      ['Course options', '200+'],
      ['Tours', 'Wednesday-Saturday'],
    ]);
  });

  it('offers the three ways to start beside a picture, the tour first, before the form', () => {
    render();
    const ways = screen.getByRole('region', { name: 'Ways to start' });
    expect(
      within(ways)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Book a tour', 'View plans', 'Host an event']);
    expect(within(ways).getByRole('link', { name: 'Book a Tour' }).getAttribute('href')).toBe('/tour');
    expect(within(ways).getByRole('img', { name: /members’ lounge/ })).toBeTruthy();
    const form = screen.getByRole('region', { name: 'Send a Message' });
    expect(ways.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(form).getByRole('textbox', { name: 'Message' })).toBeTruthy();
  });
});

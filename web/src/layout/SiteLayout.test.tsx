import { RUN_MODE_NOTICES } from '@lounge/core';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../testing/renderWithApp';
import { SiteLayout } from './SiteLayout';

function renderPage(runMode: { development: boolean; paymentsSandbox: boolean }) {
  return renderWithApp(
    <Routes>
      <Route element={<SiteLayout />}>
        <Route path="/" element={<h1>Home</h1>} />
      </Route>
    </Routes>,
    { runMode },
  );
}

describe("every page's frame", () => {
  it('shows a test system banner, as a status, in development mode with sandbox payments', () => {
    renderPage({ development: true, paymentsSandbox: true });
    const banner = screen.getByRole('status');
    expect(banner.textContent).toBe(RUN_MODE_NOTICES.both);
    // Above the header, so it is the first thing read and seen.
    expect(
      banner.compareDocumentPosition(screen.getByRole('banner')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('says test payments only on a production box taking sandbox payments', () => {
    renderPage({ development: false, paymentsSandbox: true });
    expect(screen.getByRole('status').textContent).toBe(RUN_MODE_NOTICES.paymentsSandbox);
  });

  it('shows no banner on the live system', () => {
    renderPage({ development: false, paymentsSandbox: false });
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(screen.queryByText(/Test system|Test payments/)).toBeNull();
  });
});

describe("the footer's social links", () => {
  const renderWith = (social: Record<string, string>) =>
    renderWithApp(
      <Routes>
        <Route element={<SiteLayout />}>
          <Route path="/" element={<h1>Home</h1>} />
        </Route>
      </Routes>,
      { site: { foundingOffer: { endsOn: null, places: null }, social } },
    );

  it("shows only the venue's own pages, each to its address", () => {
    renderWith({ instagram: 'https://www.instagram.com/bigskygolflounge/' });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Instagram' }).getAttribute('href')).toBe(
      'https://www.instagram.com/bigskygolflounge/',
    );
    expect(within(footer).queryByRole('link', { name: 'Facebook' })).toBeNull();
    expect(within(footer).queryByRole('link', { name: 'YouTube' })).toBeNull();
  });

  it("has no 'Follow Us' when the venue set none", () => {
    renderWith({});
    expect(within(screen.getByRole('contentinfo')).queryByText('Follow Us')).toBeNull();
  });

  it('leads to a tour from the footer', () => {
    renderWith({});
    expect(
      within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Book a Tour' }).getAttribute('href'),
    ).toBe('/tour');
  });
});

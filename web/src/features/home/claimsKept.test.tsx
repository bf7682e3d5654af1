/**
 * The public pages claim only what the software does (docs/product.md#claims): the VIP's priority is
 * the waitlist's order the server keeps, and nothing promises a contest or a board it does not run;
 * the contests it does run (closest to the pin, long drive) are named on the home page.
 */
import { EVENT_PACKAGES, WAITLIST_PRIORITY } from '@lounge/core';
import { cleanup, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../testing/renderWithApp';
import AboutPage from '../about/AboutPage';
import ContactPage from '../contact/ContactPage';
import EventsPage from '../events/EventsPage';
import LessonsPage from '../lessons/LessonsPage';
import MembershipPage from '../membership/MembershipPage';
import TourPage from '../tour/TourPage';
import TournamentsPage from '../tournaments/TournamentsPage';
import HomePage from './HomePage';

afterEach(cleanup);

describe('claims the software keeps', () => {
  it("states the VIP's priority as the waitlist keeps it, on the plans and in the FAQ", () => {
    renderWithApp(<MembershipPage />, { route: '/membership' });
    expect(screen.getAllByText(WAITLIST_PRIORITY.perk).length).toBeGreaterThan(0);
    expect(screen.getByText((text) => text.endsWith(WAITLIST_PRIORITY.rule))).toBeTruthy();
    expect(screen.queryByText(/^Priority reservations$/)).toBeNull();
  });

  it.each<[string, () => ReactElement]>([
    ['/', () => <HomePage />],
    ['/about', () => <AboutPage />],
    ['/events', () => <EventsPage />],
    ['/membership', () => <MembershipPage />],
    ['/tour', () => <TourPage />],
    ['/contact', () => <ContactPage />],
    ['/lessons', () => <LessonsPage />],
    ['/tournaments', () => <TournamentsPage />],
  ])('%s promises no contest, board or bay it does not run', (route, page) => {
    renderWithApp(page(), { route });
    const text = document.body.textContent ?? '';
    // Closest-to-the-pin and long-drive contests run (a competition's format); championships do not.
    expect(text).not.toMatch(/season championship/i);
    expect(text).not.toMatch(/with scoring and leaderboards/i);
    expect(text).not.toMatch(/reserve any of our/i);
  });

  it('names the closest-to-the-pin and long-drive nights the competitions run', () => {
    renderWithApp(<HomePage />, { route: '/' });
    expect(document.body.textContent).toMatch(/closest-to-the-pin and long-drive nights/);
  });

  it("says the Golf Tournaments package's guests play their own tournament, the boards being members'", () => {
    renderWithApp(<EventsPage />, { route: '/events' });
    const tournament = EVENT_PACKAGES.find((p) => p.id === 'tournament');
    expect(tournament && screen.getByText(tournament.description)).toBeTruthy();
    expect(tournament?.description).toMatch(/leaderboards are for member competitions/);
  });
});

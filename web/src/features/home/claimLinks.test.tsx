import { claimLinks, MEMBER_TOURNAMENTS_PERK } from '@lounge/core';
import { cleanup, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routesFor } from '../../routes/routeTable';
import { renderWithApp } from '../../testing/renderWithApp';
import AboutPage from '../about/AboutPage';
import MembershipPage from '../membership/MembershipPage';
import HomePage from './HomePage';

type Claim = keyof typeof claimLinks;

/** A visitor's page that a link's address opens (not the 'Page Not Found' of an unknown path). */
const opensForVisitor = (to: string) =>
  routesFor(false).some((route) => matchPath(route.path, to.split(/[?#]/)[0] ?? to) !== null);

/** The links of the page to `claim`'s page, by its label. */
function claimLinksOn(claim: Claim, scope: HTMLElement = document.body) {
  return within(scope)
    .queryAllByRole('link', { name: claimLinks[claim].label })
    .map((a) => a.getAttribute('href'));
}

describe("every claim of something the software runs links to where it's shown", () => {
  it('each claim link opens a page a visitor can open', () => {
    for (const { to } of Object.values(claimLinks)) expect(opensForVisitor(to), to).toBe(true);
  });

  it.each<[string, () => ReactElement, string, Claim[]]>([
    ['/', () => <HomePage />, '/', ['tournaments', 'booking']],
    ['/about', () => <AboutPage />, '/about', ['tournaments', 'booking']],
    ['/membership', () => <MembershipPage />, '/membership', ['events', 'tournaments']],
  ])('%s links its claims', (_, page, route, claims) => {
    renderWithApp(page(), { route });
    for (const claim of claims) expect(claimLinksOn(claim)).toContain(claimLinks[claim].to);
  });

  it("names the home page's tournament play and the plans' tournaments and event discount beside them", () => {
    renderWithApp(<HomePage />, { route: '/' });
    const play = screen.getByRole('heading', { name: 'Tournament play' }).parentElement as HTMLElement;
    expect(claimLinksOn('tournaments', play)).toEqual([claimLinks.tournaments.to]);
    cleanup();

    renderWithApp(<MembershipPage />, { route: '/membership' });
    const row = (name: string) => screen.getByRole('rowheader', { name: new RegExp(`^${name}`) });
    expect(claimLinksOn('tournaments', row(MEMBER_TOURNAMENTS_PERK))).toEqual([claimLinks.tournaments.to]);
    expect(claimLinksOn('events', row('Private event discount'))).toEqual([claimLinks.events.to]);
  });
});

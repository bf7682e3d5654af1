// @vitest-environment jsdom
/**
 * A manager's steps (docs/decisions/054) at the desk: a plain staff account is not offered them and
 * reads who takes them instead; a manager (and so an admin) is. The server refuses plain staff too
 * (server/test: 403 manager_needed); these prove the desk does not offer what it would refuse.
 */
import '@lounge/web/testing/setup';
import { managerStepNotes, type UserRole } from '@lounge/core';
import { stubApi } from '@lounge/web/testing';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sectionsFor } from '../app/sections';
import { EventQuotesPanel } from '../events/EventQuotesPanel';
import { HandicapForm } from '../members/HandicapForm';
import { MembershipTermsTab } from '../members/MembershipTermsTab';
import { staffQuote } from '../testing/eventQuotes';
import { cancelOptions } from '../testing/memberProfiles';
import { renderAtDesk } from '../testing/renderAtDesk';

afterEach(() => vi.unstubAllGlobals());

const ID = '11111111-1111-4111-8111-111111111111';
const ROLES: [UserRole, boolean][] = [
  ['staff', false],
  ['manager', true],
  ['admin', true],
];

describe.each(ROLES)('signed in as %s', (role, offered) => {
  it(`${offered ? 'offers' : 'does not offer'} cancelling a membership or a freeze past the yearly limit`, async () => {
    stubApi({
      [`GET /api/staff/members/${ID}/freeze`]: {
        // The year's months used up: only the override would freeze now.
        body: { freeze: null, startChoices: ['2026-12-22'], monthChoices: [1], monthsLeft: 0 },
      },
      [`GET /api/staff/members/${ID}/cancel`]: { body: cancelOptions },
    });
    renderAtDesk(<MembershipTermsTab memberId={ID} name="Vera Vip" />, { role });
    expect(await screen.findByRole('button', { name: 'Freeze' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Past the yearly limit' }) !== null).toBe(offered);
    expect(screen.queryByRole('region', { name: 'Cancel with notice' }) !== null).toBe(offered);
    expect(screen.queryByText(managerStepNotes.cancelMembership) !== null).toBe(!offered);
    expect(screen.queryByText(managerStepNotes.freezeOverride) !== null).toBe(!offered);
  });

  it(`${offered ? 'offers' : 'does not offer'} setting an official index`, async () => {
    stubApi({
      [`GET /api/staff/members/${ID}/handicap`]: {
        body: { index: 12, source: 'official', differentials: [] },
      },
    });
    renderAtDesk(<HandicapForm memberId={ID} />, { role });
    const section = await screen.findByRole('region', { name: 'Handicap Index' });
    expect(await within(section).findByText('Official Handicap Index: 12.0')).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Set Official Index' }) !== null).toBe(offered);
    expect(within(section).queryByRole('button', { name: 'Clear Official Index' }) !== null).toBe(offered);
    expect(within(section).queryByText(managerStepNotes.officialHandicap) !== null).toBe(!offered);
  });

  it(`${offered ? 'offers' : 'does not offer'} cancelling a paid event; an unpaid quote anyone may drop`, async () => {
    stubApi({
      'GET /api/staff/event-quotes': {
        body: [
          staffQuote({ status: 'paid', depositPaidAt: '2026-11-25T17:00:00.000Z' }),
          staffQuote({ id: 'q2', contactName: 'Sam Sent', status: 'sent' }),
        ],
      },
      'GET /api/staff/event-add-ons': { body: [] },
    });
    renderAtDesk(<EventQuotesPanel />, { role });
    const paid = (await screen.findByText('Casey Planner')).closest('tr') as HTMLElement;
    const sent = screen.getByText('Sam Sent').closest('tr') as HTMLElement;
    expect(within(paid).queryByRole('button', { name: 'Cancel Event' }) !== null).toBe(offered);
    expect(within(paid).queryByText(managerStepNotes.cancelPaidEvent) !== null).toBe(!offered);
    expect(within(sent).getByRole('button', { name: 'Cancel Event' })).toBeTruthy();
  });

  it(`${offered ? 'shows' : 'leaves out'} the Website tab (its photos and legal texts)`, () => {
    expect(sectionsFor(role).some((s) => s.key === 'website')).toBe(offered);
  });
});

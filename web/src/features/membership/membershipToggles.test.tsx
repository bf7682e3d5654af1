import {
  DEFAULT_MEMBERSHIP_TERMS,
  formatPrice,
  foundingCopy,
  GUEST_FEE_CENTS,
  MAX_GUESTS,
  siteLabels,
  TIERS,
} from '@lounge/core';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, renderWithApp } from '../../testing/renderWithApp';
import MembershipPage from './MembershipPage';
import MembershipSelectionPage from './MembershipSelectionPage';

const amountsOf = (container: HTMLElement, flow: string) =>
  [...container.querySelectorAll(`[data-flow="${flow}"] .plan-amount`)].map((e) => e.textContent);
const checked = (name: string) => (screen.getByRole('radio', { name }) as HTMLInputElement).checked;

describe('membership page: only what the founding offer settings make true', () => {
  const limits = { foundingOffer: { endsOn: '2027-03-31', places: 100 }, social: {} };

  it('states the places left and the last day while a limited offer is open', () => {
    renderWithApp(<MembershipPage />, {
      route: '/membership',
      site: limits,
      foundingOffer: { open: true, endsOn: '2027-03-31', placesLeft: 37 },
    });
    expect(
      screen.getByText(
        `${siteLabels.membership.limitedBanner}: 37 founding places left, offer ends March 31, 2027`,
      ),
    ).toBeTruthy();
    expect(checked(siteLabels.membership.foundingOffers)).toBe(true);
  });

  it('never says limited when the venue set no limit', () => {
    renderWithApp(<MembershipPage />, {
      route: '/membership',
      foundingOffer: { open: true, endsOn: null, placesLeft: null },
    });
    expect(screen.queryByText(new RegExp(siteLabels.membership.limitedBanner))).toBeNull();
    expect(screen.getByText(/counted from the day you join/)).toBeTruthy();
    expect(screen.queryByText(/grand opening/)).toBeNull();
  });

  it('withdraws the founding offer once it is over: monthly plans only, no banner, no toggle', () => {
    renderWithApp(<MembershipPage />, {
      route: '/membership',
      site: limits,
      foundingOffer: { open: false, endsOn: '2027-03-31', placesLeft: 0 },
    });
    expect(screen.queryByText(new RegExp(siteLabels.membership.limitedBanner))).toBeNull();
    expect(screen.queryByRole('radio', { name: siteLabels.membership.foundingOffers })).toBeNull();
    expect(screen.getByText(foundingCopy.ended)).toBeTruthy();
    const amounts = screen.getAllByText(/^\$/, { selector: '.plan-amount' }).map((e) => e.textContent);
    expect(amounts).toEqual([
      formatPrice(TIERS.general.prices.monthlyCents),
      formatPrice(TIERS.vip.prices.monthlyCents),
    ]);
    expect(screen.queryByText('What happens when the founding member offer ends?')).toBeNull();
  });

  it('offers only monthly billing on the selection page once it is over', () => {
    renderWithApp(<MembershipSelectionPage />, {
      route: '/membership-selection',
      foundingOffer: { open: false, endsOn: '2027-03-31', placesLeft: null },
    });
    expect(screen.queryByRole('radio', { name: siteLabels.selection.introOffers })).toBeNull();
    const links = screen.getAllByRole('link', { name: /^Choose/ }).map((a) => a.getAttribute('href'));
    expect(links.every((href) => href?.endsWith('flow=monthly'))).toBe(true);
  });
});

describe('membership page', () => {
  it('opens on the founding offers; each card states both flows for the switch to show one', () => {
    const { container } = renderWithApp(<MembershipPage />, { route: '/membership' });
    expect(checked(siteLabels.membership.foundingOffers)).toBe(true);
    expect(checked(siteLabels.membership.monthlyPlans)).toBe(false);
    // Which one shows is the stylesheet's work (a journey checks it in a browser); here, that each
    // flow's block holds that flow's prices, inside the switch's container.
    expect(amountsOf(container, 'intro')).toEqual([
      formatPrice(TIERS.general.prices.introCents),
      formatPrice(TIERS.vip.prices.introCents),
    ]);
    expect(amountsOf(container, 'monthly')).toEqual([
      formatPrice(TIERS.general.prices.monthlyCents),
      formatPrice(TIERS.vip.prices.monthlyCents),
    ]);
    expect(container.querySelector('.plan-flows .segmented')).not.toBeNull();
  });

  it('lists the most guests General may bring and their fee, as docs/product.md settles it', () => {
    renderWithApp(<MembershipPage />, { route: '/membership' });
    expect(
      screen.getByText(`Bring up to ${MAX_GUESTS} guests (${formatPrice(GUEST_FEE_CENTS)} per guest)`),
    ).toBeTruthy();
  });

  it('offers Join Now to a visitor on both tiers', () => {
    renderWithApp(<MembershipPage />, { route: '/membership' });
    // Links, so a tap goes to the plans even before the page's code has run.
    const joins = screen.getAllByRole('link', { name: /^Join Now/ });
    expect(joins.map((link) => link.getAttribute('href'))).toEqual([
      '/membership-selection',
      '/membership-selection',
    ]);
  });

  it("disables the member's own tier as 'Current Plan' and offers the other as a change", async () => {
    const user = makeUser({ membershipType: 'vip', membershipStatus: 'intro' });
    renderWithApp(<MembershipPage />, { route: '/membership', user });
    const current = screen.getByRole('button', { name: siteLabels.membership.currentPlan });
    expect((current as HTMLButtonElement).disabled).toBe(true);
    expect(current.closest('article')?.textContent).toContain(TIERS.vip.name);
    // The other tier is a change of plan, not a second purchase.
    expect(screen.queryByRole('link', { name: /^Join Now/ })).toBeNull();
    // The change of plan (an antd dialog) loads after the page.
    expect(await screen.findByRole('button', { name: /^Switch to General/ })).toBeTruthy();
  });
});

describe("the pages' claims", () => {
  // A venue selling on its own terms: the pages say what its rules keep, not the defaults.
  const membershipTerms = {
    ...DEFAULT_MEMBERSHIP_TERMS,
    freezeMonthsPerYear: 2,
    cancelNoticeDays: 45,
    guaranteeDays: 14,
  };

  it('state the venue terms in the reasons to stay, the monthly price and the FAQ', () => {
    renderWithApp(<MembershipPage />, { route: '/membership', membershipTerms });
    expect(screen.getByText("Cancel anytime with 45 days' notice.")).toBeTruthy();
    expect(screen.getByText('Pause for up to 2 months a year.')).toBeTruthy();
    expect(screen.getByText('A full refund within 14 days of joining.')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: siteLabels.membership.monthlyPlans }));
    expect(screen.getAllByText("Billed monthly. Cancel with 45 days' notice.")).toHaveLength(2);
    expect(
      screen.getByText(
        "Freeze when you travel: pause for up to 2 months a year. Cancel with 45 days' notice. New members get a full refund within 14 days.",
      ),
    ).toBeTruthy();
  });

  it('state them under the plans on the selection page', () => {
    renderWithApp(<MembershipSelectionPage />, { route: '/membership-selection', membershipTerms });
    expect(screen.getByText('No commitment. Cancel anytime. Full refund within 14 days.')).toBeTruthy();
  });
});

describe('membership selection page', () => {
  it('defaults to intro offers and leads each card to pre-checkout in each flow', () => {
    const { container } = renderWithApp(<MembershipSelectionPage />, { route: '/membership-selection' });
    expect(checked(siteLabels.selection.introOffers)).toBe(true);
    const hrefs = (flow: string) =>
      [...container.querySelectorAll(`.plan-flows a[data-flow="${flow}"]`)].map((a) => [
        a.textContent,
        a.getAttribute('href'),
      ]);
    expect(hrefs('intro')).toEqual([
      ['Choose General', '/pre-checkout?plan=general&flow=intro'],
      ['Choose VIP', '/pre-checkout?plan=vip&flow=intro'],
    ]);
    expect(hrefs('monthly')).toEqual([
      ['Choose General', '/pre-checkout?plan=general&flow=monthly'],
      ['Choose VIP', '/pre-checkout?plan=vip&flow=monthly'],
    ]);
    expect(screen.getByRole('link', { name: siteLabels.selection.backToHomepage }).getAttribute('href')).toBe(
      '/',
    );
  });
});

import { formatMoney, GUEST_FEE_CENTS, paymentsCopy, planChangeCopy } from '@lounge/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../testing/fakeApi';
import { makeUser, renderWithApp } from '../../testing/renderWithApp';
import BillingCompletePage from '../checkout/BillingCompletePage';
import CheckoutPage from '../checkout/CheckoutPage';
import { FinishJoiningCard } from './FinishJoiningCard';
import { GuestPassesLeft } from './GuestPassesLeft';
import { PaymentsCard } from './PaymentsCard';
import { PlanChoiceCard } from './PlanChoiceCard';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the Payments card', () => {
  it("lists the member's charges and refunds with their receipts", async () => {
    stubApi({
      'GET /api/payments': {
        body: [
          {
            id: 'p2',
            kind: 'membership',
            description: 'Change of plan: General to VIP (prorated)',
            amountCents: 4993,
            status: 'paid',
            createdAt: '2026-11-22T17:00:00.000Z',
          },
          {
            id: 'p1',
            kind: 'refund',
            description: 'Refund: Guest fee',
            amountCents: -2 * GUEST_FEE_CENTS,
            status: 'refunded',
            createdAt: '2026-11-21T17:00:00.000Z',
            bookingId: 'b1',
          },
        ],
      },
    });
    renderWithApp(<PaymentsCard />, { route: '/dashboard', user: makeUser() });
    expect(await screen.findByText('Change of plan: General to VIP (prorated)')).toBeTruthy();
    expect(screen.getByText('$49.93')).toBeTruthy();
    expect(screen.getByText(formatMoney(-2 * GUEST_FEE_CENTS))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: `${paymentsCopy.receipt}: Refund: Guest fee` }));
    expect(await screen.findByText('p1')).toBeTruthy();
  });
});

describe('plan and joining', () => {
  it("shows 'Current Plan', the passes left and 'Upgrade to VIP' for a General member", async () => {
    stubApi({ 'GET /api/subscription/status': { body: { hasSubscription: true, currentPeriodEnd: null } } });
    renderWithApp(
      <PlanChoiceCard user={makeUser({ membershipType: 'general', membershipStatus: 'monthly' })} />,
      {
        route: '/dashboard',
      },
    );
    expect(screen.getByText(planChangeCopy.currentPlan)).toBeTruthy();
    expect(screen.getByRole('button', { name: planChangeCopy.upgradeToVip })).toBeTruthy();
  });

  it('asks before changing, then changes the plan', async () => {
    const api = stubApi({
      'GET /api/subscription/status': {
        body: { hasSubscription: true, currentPeriodEnd: '2026-12-22T17:00:00.000Z' },
      },
      'GET /api/subscription/change/quote?plan=vip': {
        body: {
          plan: 'vip',
          when: 'now',
          chargedNowCents: 5000,
          newPriceCents: 29900,
          nextBillingAt: '2026-12-22T17:00:00.000Z',
          message:
            'You will be charged $50 now for the rest of this billing period, then $299 a month from December 22, 2026.',
        },
      },
      'POST /api/subscription/change': {
        body: {
          plan: 'vip',
          membershipStatus: 'monthly',
          pendingChange: null,
          chargedCents: 5000,
          message: 'You are now a VIP member. $50 charged.',
        },
      },
    });
    renderWithApp(
      <PlanChoiceCard user={makeUser({ membershipType: 'general', membershipStatus: 'monthly' })} />,
      {
        route: '/dashboard',
      },
    );
    fireEvent.click(screen.getByRole('button', { name: planChangeCopy.upgradeToVip }));
    const dialog = await screen.findByRole('dialog');
    // The confirm states the sum charged now and the price after, from the server's quote.
    await waitFor(() => expect(dialog.textContent).toContain('$50 now'));
    expect(dialog.textContent).toContain('$299 a month from December 22, 2026');
    fireEvent.click(
      screen.getAllByRole('button', { name: planChangeCopy.upgradeToVip }).at(-1) as HTMLElement,
    );
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/subscription/change')).toBe(true));
    expect(api.calls.find((c) => c.path === '/api/subscription/change')?.body).toEqual({ plan: 'vip' });
    expect(await screen.findByText('You are now a VIP member. $50 charged.')).toBeTruthy();
  });

  it("offers 'Finish joining' to an account that chose a plan and has not paid", () => {
    renderWithApp(
      <FinishJoiningCard user={makeUser({ membershipType: 'vip', membershipStatus: 'pending' })} />,
      {
        route: '/dashboard',
      },
    );
    const link = screen.getByRole('link', { name: planChangeCopy.finishJoining });
    expect(link.getAttribute('href')).toBe('/checkout?plan=vip&flow=intro');
  });

  it('states the passes left for VIP and nothing for General', () => {
    const { container } = renderWithApp(<GuestPassesLeft user={makeUser({ guestPassesLeft: null })} />);
    expect(container.textContent).toBe('');
    renderWithApp(<GuestPassesLeft user={makeUser({ guestPassesLeft: 3 })} />);
    expect(screen.getByText('3 free guest passes left this month')).toBeTruthy();
  });
});

describe('unfinished payments', () => {
  it("says 'Payment Cancelled' back from the payment page, with the way to try again", async () => {
    stubApi({});
    renderWithApp(<CheckoutPage />, {
      route: '/checkout?plan=vip&flow=intro&payment=cancelled',
      user: makeUser({ membershipType: 'vip', membershipStatus: 'pending' }),
    });
    expect(await screen.findByText(planChangeCopy.paymentCancelled.title)).toBeTruthy();
    expect(screen.getByRole('button', { name: planChangeCopy.tryAgain })).toBeTruthy();
  });

  it('asks a payer back signed out to sign in or create the account with the address, then return here', async () => {
    stubApi({
      'POST /api/membership/activate-access': {
        body: {
          userCreated: false,
          activated: false,
          signInToClaim: true,
          membershipType: null,
          membershipStatus: null,
        },
      },
    });
    const route = '/billing/complete?session_id=cs_sbx_1&email=pat%40example.com';
    renderWithApp(<BillingCompletePage />, { route });
    expect(await screen.findByText(planChangeCopy.signInToContinueText('pat@example.com'))).toBeTruthy();
    const back = encodeURIComponent(route);
    expect(screen.getByRole('link', { name: planChangeCopy.signInToClaim }).getAttribute('href')).toBe(
      `/login?redirect=${back}`,
    );
    expect(screen.getByRole('link', { name: planChangeCopy.createToClaim }).getAttribute('href')).toBe(
      `/signup?redirect=${back}`,
    );
  });

  it('says nothing about a payment on /billing/complete without a checkout', () => {
    stubApi({});
    renderWithApp(<BillingCompletePage />, { route: '/billing/complete' });
    expect(screen.getByText(/There is no payment to show here/)).toBeTruthy();
    expect(screen.queryByText(/Access Pending/)).toBeNull();
  });
});

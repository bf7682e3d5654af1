// @vitest-environment jsdom
import '@lounge/web/testing/setup';
import { moneyStepCopy } from '@lounge/core';
import { stubApi } from '@lounge/web/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dialogTitled } from '../testing/deskDialogs';
import { cancelOptions } from '../testing/memberProfiles';
import { renderAtDesk } from '../testing/renderAtDesk';
import { MembershipTermsTab } from './MembershipTermsTab';

afterEach(() => vi.unstubAllGlobals());

const ID = '11111111-1111-4111-8111-111111111111';
const freezeOptions = { freeze: null, startChoices: ['2026-12-22'], monthChoices: [1, 2, 3], monthsLeft: 3 };
function render() {
  let frozen = false;
  const posts: unknown[] = [];
  const api = stubApi({
    [`GET /api/staff/members/${ID}/freeze`]: () => ({
      body: frozen
        ? { ...freezeOptions, freeze: { startsOn: '2026-12-22', resumesOn: '2027-01-22' }, startChoices: [] }
        : freezeOptions,
    }),
    [`GET /api/staff/members/${ID}/cancel`]: { body: cancelOptions },
    [`POST /api/staff/members/${ID}/cancel`]: { body: cancelOptions },
    [`POST /api/staff/members/${ID}/freeze`]: (body) => {
      posts.push(body);
      if (!(body as { cancelBookings?: boolean }).cancelBookings)
        return {
          status: 409,
          body: {
            statusCode: 409,
            error: 'Conflict',
            message: 'You have a booking inside this freeze.',
            code: 'freeze_has_bookings',
            bookings: [{ id: 'b1', bookingDate: '2026-12-23', bayNumber: '2' }],
          },
        };
      frozen = true;
      return { body: freezeOptions };
    },
  });
  renderAtDesk(<MembershipTermsTab memberId={ID} name="Vera Vip" />);
  return { api, posts };
}

describe("the profile's Membership tab", () => {
  it('cancels with notice by its own reason and one confirmation stating what is still charged', async () => {
    const { api } = render();
    // Staff are told whose membership it is: the member's own words ('your membership') are not theirs.
    const summary =
      'One more payment of $99 on December 22, 2026; Vera Vip’s membership ends on January 21, 2027.';
    expect(await screen.findByText(summary)).toBeTruthy();
    expect(screen.queryByText(/your membership/i)).toBeNull();
    const M = moneyStepCopy.cancelNotice;
    const button = () => screen.getByRole('button', { name: M.ok });
    // The freeze's reason is not the cancellation's: typing it enables nothing here.
    fireEvent.change(screen.getByLabelText('Reason (kept in the audit trail)'), {
      target: { value: 'Travelling' },
    });
    expect(button().hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText(M.reason), { target: { value: 'Moving' } });
    expect(button().hasAttribute('disabled')).toBe(false);
    fireEvent.click(button());
    const confirm = await dialogTitled(M.title('Vera Vip'));
    const amount = M.amount('$99', 1);
    expect(within(confirm).getByText(amount)).toBeTruthy();
    expect(within(confirm).getByText(M.method)).toBeTruthy();
    expect(within(confirm).getByText(M.follows(summary, 'January 21, 2027'))).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: M.keep }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
    fireEvent.click(button());
    fireEvent.click(within(await dialogTitled(M.title('Vera Vip'))).getByRole('button', { name: M.ok }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'Moving' }),
    );
    expect(await screen.findByText(M.done('Vera Vip', 'January 21, 2027'))).toBeTruthy();
    expect(screen.getByText(M.doneMessage(amount, M.method))).toBeTruthy();
  });

  it('lists the bookings inside a freeze, then freezes with them cancelled on confirm', async () => {
    const { posts } = render();
    await screen.findByText("None (3 of the year's months left)");
    fireEvent.change(screen.getByLabelText('Reason (kept in the audit trail)'), {
      target: { value: 'Travelling' },
    });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Months' }));
    fireEvent.click(await screen.findByTitle('2 months'));
    fireEvent.click(screen.getByRole('button', { name: 'Freeze' }));
    const listed = await screen.findByRole('list', { name: 'Bookings inside the freeze' });
    expect(listed.textContent).toContain('December 23, 2026, Bay 2');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Them and Freeze' }));
    await screen.findByText('Frozen from December 22, 2026 until January 22, 2027');
    expect(posts).toEqual([
      { months: 2, reason: 'Travelling', override: false, cancelBookings: false },
      { months: 2, reason: 'Travelling', override: false, cancelBookings: true },
    ]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'End Freeze' })).toBeTruthy());
  });
});

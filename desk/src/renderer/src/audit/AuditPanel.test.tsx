// @vitest-environment jsdom
import '@lounge/web/testing/setup';
import { type AuditEntryInWords, type AuditTrail, DEFAULT_VENUE, wallToInstant } from '@lounge/core';
import { freezeDateInEachTest, stubApi } from '@lounge/web/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAtDesk } from '../testing/renderAtDesk';
import { AuditPanel } from './AuditPanel';

const ZONE = DEFAULT_VENUE.timeZone;
freezeDateInEachTest(wallToInstant('2026-11-28', '18:00', ZONE));
const RANGE = 'from=2026-11-22&to=2026-11-28';

const entry = (id: number, summary: string, memberId: string | null): AuditEntryInWords => ({
  id,
  createdAt: '2026-11-28T21:20:00.000Z',
  actorId: 's1',
  actorName: 'Sam Desk',
  action: 'no-show',
  targetType: 'booking',
  targetId: `b${id}-0000-0000`,
  details: null,
  subject: memberId
    ? {
        memberId,
        memberName: summary.split(': ')[1]?.split(',')[0] ?? null,
        bayNumber: '2',
        startTime: null,
        label: null,
      }
    : null,
  summary,
  detailsWords: '',
});
const trail = (entries: AuditEntryInWords[]): AuditTrail => ({
  from: '2026-11-22',
  to: '2026-11-28',
  entries,
  truncated: false,
  actors: [{ id: 's1', name: 'Sam Desk', role: 'staff' }],
});
const jack = entry(1, 'No-show: Jack Reilly, Bay 2, Sat Nov 28 2:00 PM', 'u1');
const kim = entry(2, 'Checked in: Kim Lee, Bay 3, Sat Nov 28 2:00 PM', 'u2');

describe('the audit trail at the desk', () => {
  it('reads in names and words, and finds a member by name through the server', async () => {
    const api = stubApi({
      [`GET /api/staff/audit?${RANGE}`]: { body: trail([jack, kim]) },
      [`GET /api/staff/audit?${RANGE}&member=Jack%20R`]: { body: trail([jack]) },
    });
    renderAtDesk(<AuditPanel />);
    const table = await screen.findByRole('table');
    await within(table).findByText('No-show: Jack Reilly, Bay 2, Sat Nov 28 2:00 PM');
    expect(within(table).getByText('Checked in: Kim Lee, Bay 3, Sat Nov 28 2:00 PM')).toBeTruthy();
    // No record ids in the rows.
    expect(table.textContent).not.toContain('b1-0000');

    const search = screen.getByRole('searchbox', { name: 'Member' });
    fireEvent.change(search, { target: { value: 'Jack R' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(within(table).queryByText(/Kim Lee/)).toBeNull());
    expect(within(table).getByText(/Jack Reilly/)).toBeTruthy();
    expect(api.calls.map((c) => c.path)).toContain(`/api/staff/audit?${RANGE}&member=Jack%20R`);
  });

  it('shows what an action recorded in the server’s words, never its raw fields or UTC times', async () => {
    const refund: AuditEntryInWords = {
      ...entry(3, 'Refund $170: Jack Reilly, Guest fee', 'u1'),
      action: 'refund',
      targetType: 'payment',
      details: { amountCents: 17000, at: '2026-11-28T21:20:00.000Z' },
      detailsWords: 'Amount: $170 · At: Sat Nov 28 2:20 PM',
    };
    stubApi({ [`GET /api/staff/audit?${RANGE}`]: { body: trail([refund]) } });
    renderAtDesk(<AuditPanel />);
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('Amount: $170 · At: Sat Nov 28 2:20 PM')).toBeTruthy();
    expect(table.textContent).not.toContain('amountCents');
    expect(table.textContent).not.toContain('21:20');
    // When it was done: the venue's 12-hour clock.
    expect(within(table).getByText('Sat Nov 28 2:20 PM')).toBeTruthy();
  });
});

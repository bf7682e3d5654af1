// @vitest-environment jsdom
import '@lounge/web/testing/setup';
import { LINK_HIDDEN, mailHandOverCopy, type OutboxMessageView } from '@lounge/core';
import { stubApi } from '@lounge/web/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAtDesk } from '../testing/renderAtDesk';
import { OutboxPanel } from './OutboxPanel';

afterEach(() => vi.unstubAllGlobals());

const message = (overrides: Partial<OutboxMessageView>): OutboxMessageView => ({
  id: 'm1',
  kind: 'password_reset',
  to: 'ada@example.com',
  subject: 'Reset your password',
  text: 'Choose a new password:\nhttp://lounge.example/reset-password?token=abc',
  hasCalendar: false,
  status: 'logged',
  attempts: 0,
  lastError: null,
  // 10:00 AM at the venue (America/Denver).
  createdAt: '2026-03-10T16:00:00.000Z',
  sentAt: null,
  nextAttemptAt: '2026-03-10T16:00:00.000Z',
  linkWithheld: false,
  ...overrides,
});

const reset = message({});
const failed = message({
  id: 'm2',
  kind: 'booking_confirmed',
  to: 'grace@example.com',
  subject: 'Your bay is booked',
  text: 'See you on Wednesday.',
  hasCalendar: true,
  status: 'failed',
  attempts: 5,
  lastError: '421 Service not available',
  createdAt: '2026-03-10T15:30:00.000Z',
});

function renderOutbox(routes: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({
    'GET /api/staff/mail-delivery': { body: { mailServer: false } },
    'GET /api/staff/outbox': { body: [reset, failed] },
    'GET /api/staff/outbox?status=failed': { body: [failed] },
    ...routes,
  });
  renderAtDesk(<OutboxPanel />);
  return api;
}

/** Opens the status filter and picks an option (antd's list: its text in `title`). */
async function pickStatus(label: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Message status' }));
  const option = await waitFor(() => {
    const found = document.querySelector(`.ant-select-item-option[title="${label}"]`);
    if (!found) throw new Error(`no option ${label}`);
    return found;
  });
  fireEvent.click(option);
}

const rows = () =>
  within(screen.getByRole('table', { name: 'Outbox' }))
    .getAllByRole('row')
    .slice(1)
    .map((r) => r.textContent ?? '');

describe('desk outbox', () => {
  it('says what it is, and lists every message with its status at the venue time', async () => {
    renderOutbox();
    expect(await screen.findByText(mailHandOverCopy.noMailServer)).toBeTruthy();
    await screen.findByText('Reset your password');
    const [first, second] = rows();
    expect(first).toContain('Mar 10, 10:00 AM');
    expect(first).toContain('Password reset');
    expect(first).toContain('ada@example.com');
    expect(first).toContain('Kept (no SMTP)');
    expect(second).toContain('Mar 10, 9:30 AM');
    expect(second).toContain('Booking confirmed');
    expect(second).toContain('Failed');
    expect(second).toContain('5');
    expect(second).toContain('421 Service not available');
  });

  it('asks the server for one status when filtered', async () => {
    const api = renderOutbox();
    await screen.findByText('Reset your password');
    await pickStatus('Failed');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toContain('grace@example.com');
    expect(api.calls.map((c) => c.path)).toContain('/api/staff/outbox?status=failed');
  });

  it('opens the whole message from its row', async () => {
    renderOutbox();
    fireEvent.click(await screen.findByRole('button', { name: 'Reset your password' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText(/token=abc/)).toBeTruthy();
    expect(within(drawer).getByText('ada@example.com')).toBeTruthy();

    fireEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText(/token=abc/)).toBeNull());
    fireEvent.click(screen.getByText('grace@example.com'));
    expect(await screen.findByText('See you on Wednesday.')).toBeTruthy();
    expect(screen.getByText('invite.ics attached')).toBeTruthy();
  });

  it('sends a failed message again from its drawer, and reads the list again', async () => {
    const api = renderOutbox({
      'POST /api/staff/outbox/m2/retry': { body: { ...failed, status: 'queued', attempts: 0 } },
    });
    fireEvent.click(await screen.findByText('grace@example.com'));
    const drawer = await screen.findByRole('dialog');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Send Again' }));
    expect(await screen.findByText('Queued to send again')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/staff/outbox/m2/retry',
      body: {},
    });
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path === '/api/staff/outbox').length).toBeGreaterThan(1),
    );
  });

  it('offers Send Again only for a failed message', async () => {
    renderOutbox();
    fireEvent.click(await screen.findByRole('button', { name: 'Reset your password' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).queryByRole('button', { name: 'Send Again' })).toBeNull();
  });

  it("shows the server's refusal", async () => {
    renderOutbox({
      'POST /api/staff/outbox/m2/retry': {
        status: 409,
        body: {
          title: 'Not Possible',
          message: 'Only a failed message can be sent again; this one is sent.',
        },
      },
    });
    fireEvent.click(await screen.findByText('grace@example.com'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send Again' }));
    expect(
      await screen.findByText('Only a failed message can be sent again; this one is sent.'),
    ).toBeTruthy();
  });

  it('says which messages lost their link and how the person still gets it, showing no secret', async () => {
    const quote = message({
      id: 'm3',
      kind: 'event_quote',
      to: 'casey@example.com',
      subject: 'Your event quote',
      text: `See the quote here:\n\n  ${LINK_HIDDEN}`,
      linkWithheld: true,
    });
    renderOutbox({ 'GET /api/staff/outbox': { body: [quote, failed] } });
    await screen.findByText('Your event quote');
    expect(rows()[0]).toContain(mailHandOverCopy.withheldTag);
    expect(rows()[1]).not.toContain(mailHandOverCopy.withheldTag);
    fireEvent.click(screen.getByRole('button', { name: 'Your event quote' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText(mailHandOverCopy.withheldTitle)).toBeTruthy();
    expect(within(drawer).getByText(mailHandOverCopy.withheld('event_quote'))).toBeTruthy();
    expect(document.body.innerHTML).not.toMatch(/token=/);
  });

  it('says the box emails when it has a mail server', async () => {
    renderOutbox({ 'GET /api/staff/mail-delivery': { body: { mailServer: true } } });
    expect(await screen.findByText(mailHandOverCopy.mailServer)).toBeTruthy();
    expect(screen.queryByText(mailHandOverCopy.noMailServer)).toBeNull();
  });
});

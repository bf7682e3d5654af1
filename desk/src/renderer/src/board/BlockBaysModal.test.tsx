// @vitest-environment jsdom
import '@lounge/web/testing/setup';
import { DEFAULT_VENUE, wallToInstant } from '@lounge/core';
import { stubApi } from '@lounge/web/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAtDesk } from '../testing/renderAtDesk';
import { BlockBaysModal } from './BlockBaysModal';

const ZONE = DEFAULT_VENUE.timeZone;
const DAY = '2026-11-21';
const iso = (time: string) => new Date(wallToInstant(DAY, time, ZONE)).toISOString();
const covered = (id: string, name: string, status: string, statusWords: string) => ({
  id,
  bayNumber: '2',
  startTime: iso('14:00'),
  endTime: iso('15:00'),
  memberName: name,
  guestFee: 0,
  status,
  statusWords,
});

describe('blocking bays', () => {
  it('ticks no bay to begin with, and shows a checked-in member as not cancellable', async () => {
    const api = stubApi({
      'POST /api/staff/blocks': {
        status: 409,
        body: {
          statusCode: 409,
          title: 'Member Playing',
          message: 'Jack Reilly is checked in on Bay 2 and playing: a block never cancels that.',
          code: 'block_covers_checked_in',
          bookings: [
            covered('b1', 'Jack Reilly', 'checked_in', 'Checked in'),
            covered('b2', 'Kim Tester', 'confirmed', 'Confirmed'),
          ],
        },
      },
    });
    renderAtDesk(
      <BlockBaysModal open date={DAY} bays={DEFAULT_VENUE.bays} zone={ZONE} onClose={() => undefined} />,
    );
    const dialog = await screen.findByRole('dialog');
    for (const bay of DEFAULT_VENUE.bays) {
      expect(within(dialog).getByRole('checkbox', { name: `Bay ${bay}` })).toHaveProperty('checked', false);
    }
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await within(dialog).findByText('Choose at least one bay.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Bay 2' }));
    fireEvent.change(dialog.querySelector('#block-bays_startTime') as HTMLElement, {
      target: { value: '14:00' },
    });
    fireEvent.change(dialog.querySelector('#block-bays_endTime') as HTMLElement, {
      target: { value: '16:00' },
    });
    fireEvent.change(dialog.querySelector('#block-bays_reason') as HTMLElement, {
      target: { value: 'Projector fault' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    const refusal = await within(dialog).findByText('Member Playing');
    const alert = refusal.closest('.ant-alert') as HTMLElement;
    expect(alert.textContent).toContain(
      'Jack Reilly, Bay 2, 2:00 PM – 3:00 PM Checked in Playing: cannot be cancelled',
    );
    expect(alert.textContent).toContain('Kim Tester, Bay 2, 2:00 PM – 3:00 PM Confirmed');
    // The server's own words, not the raw answer.
    expect(alert.textContent).toContain(
      'Jack Reilly is checked in on Bay 2 and playing: a block never cancels that. Change the time',
    );
    // The refusal comes first in the dialog, before the form, so it is in view.
    expect(alert.compareDocumentPosition(dialog.querySelector('#block-bays_reason') as HTMLElement)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    // Nothing to cancel them for: no 'Cancel Them and Block', and Block waits for another time.
    expect(within(dialog).queryByRole('button', { name: 'Cancel Them and Block' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Block' })).toHaveProperty('disabled', true);
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(api.calls[0]?.body).toMatchObject({ bays: ['2'], cancelCovered: false });
  });
});

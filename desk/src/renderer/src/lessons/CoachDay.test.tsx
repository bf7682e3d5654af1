// @vitest-environment jsdom
import '@lounge/web/testing/setup';
import { makeUser, stubApi } from '@lounge/web/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAtDesk } from '../testing/renderAtDesk';
import { CoachDay } from './CoachDay';

afterEach(() => vi.unstubAllGlobals());

const LESSON = {
  id: 'l1',
  typeId: 't1',
  typeName: 'Private lesson',
  coachId: 'c1',
  coachName: 'Pat Coach',
  studentName: 'Avery Tester',
  date: '2026-12-07',
  startTime: '14:00',
  endTime: '15:00',
  startsAt: '2026-12-07T21:00:00.000Z',
  endsAt: '2026-12-07T22:00:00.000Z',
  bay: '2',
  status: 'booked',
  priceCents: 0,
  paidWith: 'credit',
};

describe('a coach’s day at the desk', () => {
  it('lists the coach’s own lessons of the day asked for, and prints the day sheet', async () => {
    const api = stubApi({
      'GET /api/coach/lessons?date=2026-12-07': { body: [LESSON] },
      'GET /api/coach/lessons*': { body: [] },
    });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderAtDesk(<CoachDay user={makeUser({ firstName: 'Pat', lastName: 'Coach', role: 'coach' })} />, {
      role: 'coach',
    });
    expect(await screen.findByText('No lessons this day.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2026-12-07' } });
    const sheet = await screen.findByRole('table', { name: 'Your lessons of the day' });
    const row = within(sheet).getByRole('row', { name: /2:00 PM – 3:00 PM/ });
    expect(within(row).getByText('Avery Tester')).toBeTruthy();
    expect(within(row).getByText('Bay 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Print Day Sheet' }));
    expect(print).toHaveBeenCalledOnce();
    // It asks only the coach's own route: nothing of the staff's.
    await waitFor(() => expect(api.calls.length).toBeGreaterThan(1));
    expect(api.calls.every((c) => c.path.startsWith('/api/coach/lessons'))).toBe(true);
  });
});

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
  studentId: 'u1',
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
      'GET /api/coach/students/u1/notes': { body: [] },
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
    // It asks only the coach's own routes: nothing of the staff's.
    await waitFor(() => expect(api.calls.length).toBeGreaterThan(2));
    expect(api.calls.every((c) => c.path.startsWith('/api/coach/'))).toBe(true);
  });

  it('shows each student’s notes, and a form for the coach’s own once that student’s lesson is over', async () => {
    // 2:30 PM at the venue: Avery's 9 AM lesson is over, Blake's 2 PM one is not.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-12-07T21:30:00.000Z') });
    const NOTE = {
      id: 'n1',
      body: 'Left-handed; bring the left-handed clubs.',
      createdAt: '2026-11-20T17:00:00.000Z',
      updatedAt: '2026-11-20T17:00:00.000Z',
      createdBy: 'Dana Desk',
      updatedBy: 'Dana Desk',
    };
    let averyNotes = [NOTE];
    const api = stubApi({
      'GET /api/coach/lessons*': {
        body: [
          { ...LESSON, startTime: '09:00', endTime: '10:00', endsAt: '2026-12-07T17:00:00.000Z' },
          { ...LESSON, id: 'l2', studentId: 'u2', studentName: 'Blake Tester' },
        ],
      },
      'GET /api/coach/students/u1/notes': () => ({ body: averyNotes }),
      'GET /api/coach/students/u2/notes': { body: [] },
      'POST /api/coach/students/u1/notes': (sent) => {
        const note = { ...NOTE, id: 'n2', body: (sent as { body: string }).body, createdBy: 'Pat Coach' };
        averyNotes = [note, NOTE];
        return { status: 201, body: note };
      },
    });
    try {
      renderAtDesk(<CoachDay user={makeUser({ firstName: 'Pat', lastName: 'Coach', role: 'coach' })} />, {
        role: 'coach',
      });
      const avery = await screen.findByRole('region', { name: 'Student notes: Avery Tester' });
      expect(await within(avery).findByText(NOTE.body)).toBeTruthy();
      expect(within(avery).getByText(/Dana Desk/)).toBeTruthy();
      const blake = screen.getByRole('region', { name: 'Student notes: Blake Tester' });
      expect(await within(blake).findByText('No notes on this student yet.')).toBeTruthy();
      expect(within(blake).queryByRole('button', { name: 'Add Note' })).toBeNull();

      fireEvent.change(within(avery).getByLabelText('Your note after the lesson'), {
        target: { value: 'Grip too strong.' },
      });
      fireEvent.click(within(avery).getByRole('button', { name: 'Add Note' }));
      expect(await within(avery).findByText('Grip too strong.')).toBeTruthy();
      expect(api.calls).toContainEqual({
        method: 'POST',
        path: '/api/coach/students/u1/notes',
        body: { body: 'Grip too strong.' },
      });
    } finally {
      vi.useRealTimers();
    }
  });
});

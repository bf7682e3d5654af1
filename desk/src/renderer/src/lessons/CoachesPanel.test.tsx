// @vitest-environment jsdom
import '@lounge/web/testing/setup';
import { stubApi } from '@lounge/web/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAtDesk } from '../testing/renderAtDesk';
import { CoachesPanel } from './CoachesPanel';

afterEach(() => vi.unstubAllGlobals());

const TYPE = {
  id: 't1',
  name: 'Private lesson',
  minutes: 60,
  priceCents: 12_000,
  vipPriceCents: 9_600,
  needsBay: true,
  bookableBy: 'everyone',
};

describe('the Coaches screen', () => {
  it('lists types and coaches, adds a coach, and saves a coach’s hours and exceptions whole', async () => {
    let coaches = [
      {
        id: 'c1',
        name: 'Pat Coach',
        bio: '',
        colour: null,
        typeIds: ['t1'],
        weekly: [
          { weekday: 1, start: '09:00', end: '12:00' },
          { weekday: 3, start: '09:00', end: '12:00' },
        ],
        exceptions: [{ date: '2026-12-24' }],
      },
    ];
    const api = stubApi({
      'GET /api/lessons/types': { body: [TYPE] },
      'GET /api/staff/coaches': () => ({ body: coaches }),
      'GET /api/staff/lessons*': { body: [] },
      'POST /api/staff/coaches': (body) => {
        coaches = [
          ...coaches,
          {
            id: 'c2',
            name: (body as { name: string }).name,
            bio: '',
            colour: null,
            typeIds: [],
            weekly: [],
            exceptions: [],
          },
        ];
        return { status: 201, body: { id: 'c2' } };
      },
      'PUT /api/staff/coaches/c1/hours': { body: { id: 'c1' } },
    });
    renderAtDesk(<CoachesPanel />);
    const types = await screen.findByRole('list', { name: 'Lesson types' });
    expect(
      await within(types).findByText(/^Private lesson, 60 minutes, \$120(\.00)? \(VIP \$96(\.00)?\)$/),
    ).toBeTruthy();
    const hours = await screen.findByRole('group', { name: 'Pat Coach’s hours' });
    const week = within(hours).getByRole('list', { name: 'Pat Coach’s weekly hours' });
    // What is set shows first; a span removed and another added change nothing until saved.
    fireEvent.click(within(week).getByRole('button', { name: 'Remove Wednesday 09:00–12:00' }));
    fireEvent.change(within(hours).getByLabelText('From', { exact: true }), { target: { value: '10:00' } });
    fireEvent.change(within(hours).getByLabelText('To', { exact: true, selector: '#coach-c1-end' }), {
      target: { value: '16:00' },
    });
    fireEvent.click(within(hours).getByRole('button', { name: 'Add Span' }));
    // A different Saturday, and the day off kept.
    fireEvent.change(within(hours).getByLabelText('Date'), { target: { value: '2026-12-12' } });
    fireEvent.change(within(hours).getByLabelText('From (blank: day off)'), { target: { value: '12:00' } });
    fireEvent.change(within(hours).getByLabelText('To', { exact: true, selector: '#coach-c1-other-end' }), {
      target: { value: '14:00' },
    });
    fireEvent.click(within(hours).getByRole('button', { name: 'Add Exception' }));
    expect(within(hours).getByRole('list', { name: 'Pat Coach’s exceptions' }).textContent).toContain(
      '2026-12-12: 12:00–14:00',
    );
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.click(within(hours).getByRole('button', { name: 'Save Hours' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
        weekly: [
          { weekday: 1, start: '09:00', end: '12:00' },
          { weekday: 1, start: '10:00', end: '16:00' },
        ],
        exceptions: [{ date: '2026-12-24' }, { date: '2026-12-12', start: '12:00', end: '14:00' }],
      }),
    );
    fireEvent.change(screen.getByLabelText('Coach’s name'), { target: { value: ' Lee Pro ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Coach' }));
    const list = screen.getByRole('list', { name: 'Coaches' });
    expect(await within(list).findByText('Lee Pro')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Lee Pro' });
  });

  it('cancels a lesson of the day with the reason staff write, and shows what came back', async () => {
    const lesson = {
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
      priceCents: 12_000,
      paidWith: 'card',
    };
    let lessons = [lesson];
    const api = stubApi({
      'GET /api/lessons/types': { body: [TYPE] },
      'GET /api/staff/coaches': { body: [] },
      'GET /api/staff/lessons*': () => ({ body: lessons }),
      'POST /api/staff/lessons/l1/cancel': () => {
        lessons = [];
        return {
          body: {
            returned: true,
            message: 'Your lesson is cancelled and what you paid for it comes back to you.',
          },
        };
      },
    });
    renderAtDesk(<CoachesPanel />);
    const today = await screen.findByRole('list', { name: 'Today’s lessons' });
    fireEvent.click(await within(today).findByRole('button', { name: 'Cancel Lesson' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Lesson' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Lesson' }));
    expect(await within(dialog).findByText('Write the reason.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: ' Coach is ill ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Lesson' }));
    expect(await screen.findByText('Lesson cancelled')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'Coach is ill' });
    expect(await screen.findByText('No lessons today.')).toBeTruthy();
  });
});

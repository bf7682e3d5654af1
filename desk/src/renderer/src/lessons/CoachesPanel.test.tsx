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
  it('lists types and coaches, adds a coach and saves a coach’s weekly hours', async () => {
    let coaches = [{ id: 'c1', name: 'Pat Coach', bio: '', colour: null, typeIds: ['t1'] }];
    const api = stubApi({
      'GET /api/lessons/types': { body: [TYPE] },
      'GET /api/lessons/coaches': () => ({ body: coaches }),
      'GET /api/staff/lessons*': { body: [] },
      'POST /api/staff/coaches': (body) => {
        coaches = [
          ...coaches,
          { id: 'c2', name: (body as { name: string }).name, bio: '', colour: null, typeIds: [] },
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
    const list = screen.getByRole('list', { name: 'Coaches' });
    expect(await within(list).findByText('Pat Coach')).toBeTruthy();
    fireEvent.click(within(list).getByRole('button', { name: 'Save Hours' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
        weekly: [{ weekday: 1, start: '10:00', end: '18:00' }],
      }),
    );
    fireEvent.change(screen.getByLabelText('Coach’s name'), { target: { value: ' Lee Pro ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Coach' }));
    expect(await within(list).findByText('Lee Pro')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Lee Pro' });
  });
});

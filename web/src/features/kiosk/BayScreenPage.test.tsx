import {
  bayScreenMessages,
  checkInMessages,
  formatWallTime,
  instantToWall,
  toIsoInstant,
} from '@lounge/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeAnswer, stubApi } from '../../testing/fakeApi';
import { renderWithApp } from '../../testing/renderWithApp';
import BayScreenPage from './BayScreenPage';

afterEach(() => vi.unstubAllGlobals());

const B = bayScreenMessages;
const MIN = 60_000;
const AT = Date.parse('2026-11-22T01:30:00.000Z'); // 6:30 PM in Denver
const isBay: FakeAnswer = { body: { kiosk: { id: 'k2', name: 'Bay 2 screen', role: 'bay', bay: '2' } } };
const wall = (at: number) => formatWallTime(instantToWall(at, 'America/Denver').time);

function view(minutesLeft: number | null, next: { firstName: string; startsAt: number } | null) {
  return {
    body: {
      bay: '2',
      at: toIsoInstant(AT),
      now:
        minutesLeft === null
          ? null
          : { firstName: 'Jack', endsAt: toIsoInstant(AT + minutesLeft * MIN), canExtend: true },
      next: next && { firstName: next.firstName, startsAt: toIsoInstant(next.startsAt) },
      message: null,
    },
  };
}

describe("a bay's screen", () => {
  it('shows the member, the time left and the next booking, and offers the extension', async () => {
    const api = stubApi({
      'GET /api/kiosk': isBay,
      'GET /api/kiosk/bay': view(25, { firstName: 'Ada', startsAt: AT + 60 * MIN }),
      'POST /api/kiosk/bay/extend': {
        body: { bookingId: 'b1', firstName: 'Jack', endsAt: toIsoInstant(AT + 55 * MIN) },
      },
    });
    renderWithApp(<BayScreenPage />, { route: '/bay/2' });
    expect(await screen.findByText(B.welcome('Jack'))).toBeTruthy();
    expect(screen.getByText(B.timeLeft(25))).toBeTruthy();
    expect(screen.getByText(B.next('Ada', wall(AT + 60 * MIN)))).toBeTruthy();
    expect(screen.queryByText(B.warning)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: B.extend }));
    const field = await screen.findByLabelText(B.extendPrompt);
    fireEvent.change(field, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: B.extendSubmit }));
    expect(await screen.findByText(B.extended(wall(AT + 55 * MIN)))).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ code: '123456' }]);
  });

  it('warns in the last 5 minutes', async () => {
    stubApi({ 'GET /api/kiosk': isBay, 'GET /api/kiosk/bay': view(5, null) });
    renderWithApp(<BayScreenPage />, { route: '/bay/2' });
    expect((await screen.findByRole('alert')).textContent).toBe(B.warning);
  });

  it("shows the next member, or 'Bay free', when nobody is playing", async () => {
    stubApi({ 'GET /api/kiosk': isBay, 'GET /api/kiosk/bay': view(null, null) });
    renderWithApp(<BayScreenPage />, { route: '/bay/2' });
    expect(await screen.findByRole('heading', { name: B.free })).toBeTruthy();
  });

  it('says why an extension was refused', async () => {
    stubApi({
      'GET /api/kiosk': isBay,
      'GET /api/kiosk/bay': view(10, null),
      'POST /api/kiosk/bay/extend': {
        status: 409,
        body: {
          statusCode: 409,
          error: 'Conflict',
          ...B.refusals.bayTaken,
          code: 'extend_refused',
          reason: 'bay_taken',
        },
      },
    });
    renderWithApp(<BayScreenPage />, { route: '/bay/2' });
    fireEvent.click(await screen.findByRole('button', { name: B.extend }));
    fireEvent.change(await screen.findByLabelText(B.extendPrompt), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: B.extendSubmit }));
    await waitFor(() => expect(screen.getByText(B.refusals.bayTaken.message)).toBeTruthy());
  });

  it('asks an unpaired screen for the desk’s pairing code', async () => {
    stubApi({ 'GET /api/kiosk': { body: { kiosk: null } } });
    renderWithApp(<BayScreenPage />, { route: '/bay/2' });
    expect(await screen.findByLabelText(checkInMessages.kiosk.pairPrompt)).toBeTruthy();
  });
});

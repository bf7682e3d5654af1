import { checkInMessages, passQrText } from '@lounge/core';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { encode } from 'uqr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../testing/fakeApi';
import { makeUser, renderWithApp } from '../../testing/renderWithApp';
import PassPage from './PassPage';

afterEach(() => vi.unstubAllGlobals());

const P = checkInMessages.pass;
const booking = {
  id: 'b1',
  userId: 'u1',
  bayNumber: '2',
  bookingDate: '2026-11-21',
  startTime: '2026-11-22T01:30:00.000Z',
  endTime: '2026-11-22T03:00:00.000Z',
  guestCount: '1',
  guestFee: 0,
  status: 'confirmed',
  notes: null,
  createdAt: '2026-11-20T17:00:00.000Z',
  updatedAt: '2026-11-20T17:00:00.000Z',
};

describe('the pass page', () => {
  it('shows the QR code of the pass, its code in large type and when it checks in', async () => {
    stubApi({
      'GET /api/bookings/b1/pass': {
        body: {
          code: '482913',
          qr: passQrText('482913'),
          opensAt: '2026-11-22T01:00:00.000Z',
          closesAt: '2026-11-22T03:00:00.000Z',
        },
      },
      'GET /api/bookings': { body: [booking] },
    });
    renderWithApp(
      <Routes>
        <Route path="/bookings/:id/pass" element={<PassPage />} />
      </Routes>,
      { route: '/bookings/b1/pass', user: makeUser() },
    );
    const qr = await screen.findByRole('img', { name: P.qrLabel('482 913') });
    // The drawing is the QR code of the pass's text: as many dark modules as uqr encodes.
    const dark = encode(passQrText('482913'), { ecc: 'M', border: 4 }).data.flat().filter(Boolean).length;
    expect(qr.querySelector('path')?.getAttribute('d')?.match(/M/g)).toHaveLength(dark);
    expect(screen.getByText('482 913')).toBeTruthy();
    expect(screen.getByText('Checks in from 6:00 PM until 8:00 PM.')).toBeTruthy();
    expect(await screen.findByText(/Bay 2 ·/)).toBeTruthy();
  });

  it('says why when the booking has no pass', async () => {
    stubApi({
      'GET /api/bookings/b1/pass': {
        status: 409,
        body: { statusCode: 409, error: 'Conflict', ...P.noPass, code: 'no_pass' },
      },
      'GET /api/bookings': { body: [] },
    });
    renderWithApp(
      <Routes>
        <Route path="/bookings/:id/pass" element={<PassPage />} />
      </Routes>,
      { route: '/bookings/b1/pass', user: makeUser() },
    );
    expect((await screen.findByRole('alert')).textContent).toBe(P.noPass.message);
  });
});

// @vitest-environment jsdom
import '@lounge/web/testing/setup';
import { checkInMessages, doorMessages, type KioskView, type UserView } from '@lounge/core';
import { stubApi } from '@lounge/web/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { choose } from '../testing/deskDialogs';
import { renderAtDesk } from '../testing/renderAtDesk';
import { KiosksPanel } from './KiosksPanel';

afterEach(() => vi.unstubAllGlobals());

const D = checkInMessages.desk;
const staff = { role: 'staff' } as UserView;
const ROLES = doorMessages.desk.roles;
const kiosk = (overrides: Partial<KioskView>): KioskView => ({
  id: 'k1',
  name: 'Front door',
  role: 'checkin',
  bay: null,
  pairedAt: null,
  revokedAt: null,
  pairingExpiresAt: null,
  createdAt: '2026-03-10T16:00:00.000Z',
  ...overrides,
});
// 10:00 AM at the venue (America/Denver, March 10: daylight time).
const front = kiosk({ pairedAt: '2026-03-10T16:00:00.000Z' });
const side = kiosk({ id: 'k2', name: 'Side door', pairingExpiresAt: '2026-03-10T16:10:00.000Z' });

describe('the Kiosks screen', () => {
  it('lists kiosks paired or waiting, and adds one showing its pairing code and expiry once', async () => {
    let list = [front, side];
    const api = stubApi({
      'GET /api/staff/kiosks': () => ({ body: list }),
      'POST /api/staff/kiosks': (body) => {
        list = [kiosk({ id: 'k3', name: (body as { name: string }).name }), ...list];
        return {
          status: 201,
          body: {
            id: 'k3',
            name: 'Bar',
            pairingCode: '48291305',
            pairingExpiresAt: '2026-03-10T16:10:00.000Z',
          },
        };
      },
    });
    renderAtDesk(<KiosksPanel user={staff} />);
    const items = await screen.findAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      `Front door ${ROLES.checkin} ${D.paired}: Tue Mar 10 10:00 AM${D.revoke}`,
      `Side door ${ROLES.checkin} ${D.waiting}${D.revoke}`,
    ]);

    fireEvent.change(screen.getByLabelText(D.nameLabel), { target: { value: '  Bar ' } });
    fireEvent.click(screen.getByRole('button', { name: D.add }));
    expect(await screen.findByText('48291305')).toBeTruthy();
    expect(screen.getByText(D.pairingCode('48291305', 'Bar'), { exact: false })).toBeTruthy();
    expect(screen.getByText(/The code expires at .*10:10 AM/)).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Bar', role: 'checkin' });
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(3));
  });

  it('pairs a bay screen only with its bay, and lists what each kiosk does', async () => {
    const bayTwo = kiosk({ id: 'k4', name: 'Bay two', role: 'bay', bay: '2' });
    const door = kiosk({ id: 'k5', name: 'Entrance', role: 'door' });
    const api = stubApi({
      'GET /api/staff/kiosks': () => ({ body: [bayTwo, door] }),
      'POST /api/staff/kiosks': () => ({
        status: 201,
        body: {
          id: 'k6',
          name: 'Bay three',
          role: 'bay',
          bay: '3',
          pairingCode: '11112222',
          pairingExpiresAt: '2026-03-10T16:10:00.000Z',
        },
      }),
    });
    renderAtDesk(<KiosksPanel user={staff} />);
    const items = await screen.findAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      `Bay two ${ROLES.bay}, bay 2 ${D.waiting}${D.revoke}`,
      `Entrance ${ROLES.door} ${D.waiting}${D.revoke}`,
    ]);
    fireEvent.change(screen.getByLabelText(D.nameLabel), { target: { value: 'Bay three' } });
    await choose(doorMessages.desk.roleLabel, ROLES.bay);
    const add = screen.getByRole('button', { name: D.add });
    expect((add as HTMLButtonElement).disabled).toBe(true);
    await choose(doorMessages.desk.bayLabel, '3');
    await waitFor(() => expect((add as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(add);
    expect(await screen.findByText('11112222')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Bay three',
      role: 'bay',
      bay: '3',
    });
  });

  it('revokes a kiosk only once confirmed', async () => {
    let list = [front];
    const api = stubApi({
      'GET /api/staff/kiosks': () => ({ body: list }),
      'DELETE /api/staff/kiosks/k1': () => {
        list = [{ ...front, revokedAt: '2026-03-10T17:00:00.000Z' }];
        return { body: list[0] };
      },
    });
    renderAtDesk(<KiosksPanel user={staff} />);
    const item = await screen.findByRole('listitem');
    fireEvent.click(within(item).getByRole('button', { name: D.revoke }));
    expect(await screen.findByText(D.revokeConfirm('Front door'))).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);
    const confirm = document.querySelector('.ant-popconfirm .ant-btn-dangerous') as HTMLElement;
    fireEvent.click(confirm);
    await waitFor(() => expect(api.calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(await screen.findByText(/Revoked/)).toBeTruthy();
    expect(within(screen.getByRole('listitem')).queryByRole('button', { name: D.revoke })).toBeNull();
  });
});

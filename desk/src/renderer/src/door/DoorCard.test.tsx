// @vitest-environment jsdom
import '@lounge/web/testing/setup';
import { doorMessages, type UserView } from '@lounge/core';
import { stubApi } from '@lounge/web/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAtDesk } from '../testing/renderAtDesk';
import { DoorAlert, DoorCard } from './DoorCard';

afterEach(() => vi.unstubAllGlobals());

const D = doorMessages.desk;
const ok = { controller: 'shelly', state: 'ok', checkedAt: '2026-03-10T16:00:00.000Z' };

describe('the door on the desk', () => {
  it('shows the state, opens the door only once confirmed, and shows admins the PINs', async () => {
    const api = stubApi({
      'GET /api/staff/door': { body: ok },
      'POST /api/staff/door/open': { body: ok },
      'GET /api/admin/door/pins': {
        body: {
          pins: [
            { date: '2026-03-10', pin: '123456' },
            { date: '2026-03-11', pin: '654321' },
          ],
        },
      },
    });
    renderAtDesk(<DoorCard user={{ role: 'admin' } as UserView} />);
    expect(await screen.findByText(D.states.ok)).toBeTruthy();
    expect(screen.getByText(/Last heard at .*10:00 AM/)).toBeTruthy();
    expect(await screen.findByText(D.pin('2026-03-10', '123456'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: D.open }));
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    expect(await screen.findByText(D.openConfirm)).toBeTruthy();
    const confirm = document.querySelectorAll('.ant-popconfirm .ant-btn-primary');
    fireEvent.click(confirm[confirm.length - 1] as HTMLElement);
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(1));
  });

  it('keeps the PINs from staff, and every screen says so when the controller stops answering', async () => {
    const api = stubApi({ 'GET /api/staff/door': { body: { ...ok, state: 'down' } } });
    renderAtDesk(
      <>
        <DoorAlert />
        <DoorCard user={{ role: 'staff' } as UserView} />
      </>,
    );
    expect((await screen.findByRole('alert')).textContent).toContain(D.states.down);
    expect(api.calls.some((c) => c.path === '/api/admin/door/pins')).toBe(false);
  });
});

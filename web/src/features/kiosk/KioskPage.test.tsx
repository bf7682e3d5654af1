import { checkInMessages, doorMessages, KIOSK_TIMINGS, passQrText } from '@lounge/core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeAnswer, stubApi } from '../../testing/fakeApi';
import { renderWithApp } from '../../testing/renderWithApp';
import KioskPage from './KioskPage';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const K = checkInMessages.kiosk;
const R = checkInMessages.refusals;
const paired: FakeAnswer = { body: { id: 'k1', name: 'Front door', role: 'checkin', bay: null } };
/** GET /api/kiosk's answers: this tablet is the kiosk, or none yet. */
const isKiosk: FakeAnswer = { body: { kiosk: { id: 'k1', name: 'Front door', role: 'checkin', bay: null } } };
const noKiosk: FakeAnswer = { body: { kiosk: null } };
const welcome: FakeAnswer = {
  body: { bookingId: 'b1', bay: '2', firstName: 'Jack', endsAt: '2026-11-22T03:00:00.000Z' },
};
const refusal = (status: number, notice: { title: string; message: string }, code: string): FakeAnswer => ({
  status,
  body: { statusCode: status, error: 'Refused', ...notice, code },
});

const codeField = () => screen.findByLabelText(K.startPrompt);
/** What a keyboard-wedge scanner does: types the QR's text into the focused field, then Enter. */
function scan(field: HTMLElement, text: string) {
  fireEvent.change(field, { target: { value: text } });
  fireEvent.submit(field.closest('form') as HTMLFormElement);
}

describe('the kiosk page', () => {
  it('pairs an unpaired tablet with the desk’s code, then waits for a pass', async () => {
    const api = stubApi({
      'GET /api/kiosk': noKiosk,
      'POST /api/kiosk/pair': (body) =>
        (body as { pairingCode: string }).pairingCode === '12345678'
          ? paired
          : refusal(401, R.pairingFailed, 'pairing_failed'),
    });
    renderWithApp(<KioskPage />, { route: '/kiosk' });
    const pairing = await screen.findByLabelText(K.pairPrompt);
    // Focus moves in an effect after the field is on screen: wait for it rather than race it.
    await waitFor(() => expect(document.activeElement).toBe(pairing));

    scan(pairing, '99999999');
    expect((await screen.findByRole('alert')).textContent).toContain(R.pairingFailed.message);
    scan(pairing, '12345678');
    const field = await codeField();
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(screen.getByText(K.pairedAs('Front door'))).toBeTruthy();
    expect(api.calls.filter((c) => c.path === '/api/kiosk/pair').map((c) => c.body)).toEqual([
      { pairingCode: '99999999' },
      { pairingCode: '12345678' },
    ]);
  });

  it('checks a scanned pass in, greets the member by first name with the bay and the venue’s end time, and is ready again by itself', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = stubApi({ 'GET /api/kiosk': isKiosk, 'POST /api/kiosk/check-in': welcome });
    renderWithApp(<KioskPage />, { route: '/kiosk' });
    const field = await codeField();
    await waitFor(() => expect(document.activeElement).toBe(field));

    scan(field, passQrText('482913'));
    expect(await screen.findByText(K.welcome('Jack'))).toBeTruthy();
    // 03:00 UTC is 8:00 PM in Denver in November.
    expect(screen.getByText(K.checkedIn('2', '8:00 PM'))).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ code: passQrText('482913') });
    expect((field as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(field));

    await act(async () => {
      await vi.advanceTimersByTimeAsync(KIOSK_TIMINGS.answer);
    });
    expect(screen.queryByText(K.welcome('Jack'))).toBeNull();
    expect(document.activeElement).toBe(field);
  });

  it('says why not in the server’s words, and lands a key pressed elsewhere in the code field', async () => {
    stubApi({
      'GET /api/kiosk': isKiosk,
      'POST /api/kiosk/check-in': (body) =>
        (body as { code: string }).code === '111111'
          ? refusal(409, R.tooEarly('6:30 PM'), 'pass_not_open')
          : refusal(409, R.released('6:15 PM'), 'pass_released'),
    });
    renderWithApp(<KioskPage />, { route: '/kiosk' });
    const field = await codeField();
    scan(field, '111111');
    expect(await screen.findByText('Check-in opens at 6:30 PM')).toBeTruthy();
    scan(field, '222222');
    expect(await screen.findByText('This booking was released at 6:15 PM: please see the desk')).toBeTruthy();

    (field as HTMLInputElement).blur();
    expect(document.activeElement).not.toBe(field);
    fireEvent.keyDown(document.body, { key: '4' });
    expect(document.activeElement).toBe(field);
  });

  it('goes back to pairing when the desk revoked it', async () => {
    stubApi({
      'GET /api/kiosk': isKiosk,
      'POST /api/kiosk/check-in': refusal(401, R.notPaired, 'kiosk_not_paired'),
    });
    renderWithApp(<KioskPage />, { route: '/kiosk' });
    scan(await codeField(), '123456');
    expect(await screen.findByLabelText(K.pairPrompt)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(R.notPaired.message);
  });

  it('keeps asking while the server cannot be reached (the box restarting), then is ready', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let up = false;
    const api = stubApi({ 'GET /api/kiosk': () => (up ? isKiosk : { status: 502 }) });
    renderWithApp(<KioskPage />, { route: '/kiosk' });
    expect((await screen.findByRole('alert')).textContent).toBe(K.offline);
    up = true;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(KIOSK_TIMINGS.retry);
    });
    expect(await codeField()).toBeTruthy();
    expect(api.calls.filter((c) => c.path === '/api/kiosk')).toHaveLength(2);
  });

  it('reads a pass with the camera when the browser has a BarcodeDetector, and offers no camera otherwise', async () => {
    stubApi({ 'GET /api/kiosk': isKiosk, 'POST /api/kiosk/check-in': welcome });
    const view = renderWithApp(<KioskPage />, { route: '/kiosk' });
    await codeField();
    expect(screen.queryByRole('button', { name: K.scanWithCamera })).toBeNull();
    view.unmount();

    const stop = vi.fn();
    vi.stubGlobal(
      'BarcodeDetector',
      class {
        detect = async () => [{ rawValue: passQrText('482913') }];
      },
    );
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: async () => ({ getTracks: () => [{ stop }] }) },
    });
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
    const api = stubApi({ 'GET /api/kiosk': isKiosk, 'POST /api/kiosk/check-in': welcome });
    renderWithApp(<KioskPage />, { route: '/kiosk' });
    await codeField();
    fireEvent.click(screen.getByRole('button', { name: K.scanWithCamera }));
    expect(await screen.findByText(K.welcome('Jack'))).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { code: passQrText('482913') },
    ]);
    fireEvent.click(screen.getByRole('button', { name: K.stopCamera }));
    await waitFor(() => expect(stop).toHaveBeenCalled());
  });

  it('on the door’s kiosk, opens the door for a pass and says why not, the lock’s silence included', async () => {
    const DK = doorMessages.kiosk;
    const DR = doorMessages.refusals;
    const answers = [
      { body: { opened: true, firstName: 'Ana' } },
      refusal(409, DR.tooEarly('6:15 PM'), 'door_refused'),
      refusal(503, DR.unanswered, 'door_unanswered'),
    ];
    const api = stubApi({
      'GET /api/kiosk': { body: { kiosk: { id: 'k2', name: 'Entrance', role: 'door', bay: null } } },
      'POST /api/kiosk/door': () => answers.shift() as FakeAnswer,
    });
    renderWithApp(<KioskPage />, { route: '/kiosk' });
    const field = await screen.findByLabelText(DK.prompt);
    expect(screen.getByRole('button', { name: DK.submit })).toBeTruthy();
    scan(field, '482913');
    expect(await screen.findByText(DK.opened('Ana'))).toBeTruthy();
    scan(field, '482913');
    expect(await screen.findByText(DR.tooEarly('6:15 PM').message)).toBeTruthy();
    scan(field, '482913');
    expect(await screen.findByText(DR.unanswered.message)).toBeTruthy();
    expect(api.calls.filter((c) => c.path === '/api/kiosk/door')).toHaveLength(3);
    expect(api.calls.some((c) => c.path === '/api/kiosk/check-in')).toBe(false);
  });
});

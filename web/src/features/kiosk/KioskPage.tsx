import {
  checkInMessages,
  doorMessages,
  formatWallTime,
  instantToWall,
  KIOSK_TIMINGS,
  type KioskPaired,
  type Notice,
  parseIsoInstant,
} from '@lounge/core';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { refusalNotice } from '../../api/apiError';
import { errorStatus } from '../../api/http';
import { useVenue } from '../../api/venue';
import { usePageTitle } from '../../ui/usePageTitle';
import { CameraScanner } from './CameraScanner';
import { KioskStartScreen, noAnswer, OFFLINE, useFocusKeeper, useKioskScreen } from './KioskStart';
import { checkInAtKiosk, openDoorAtKiosk } from './kioskApi';
import './kiosk.css';

const K = checkInMessages.kiosk;
const R = checkInMessages.refusals;
const DK = doorMessages.kiosk;

type Answer = { kind: 'welcome'; notice: Notice } | { kind: 'refused'; notice: Notice };

/** What a kiosk's role does with a pass: its words, and the call that answers the member's welcome. */
interface PassRole {
  prompt: string;
  submit: string;
  send: (code: string, wall: (iso: string) => string) => Promise<Notice>;
}

const CHECK_IN: PassRole = {
  prompt: K.startPrompt,
  submit: K.submit,
  send: (code, wall) =>
    checkInAtKiosk(code).then((done) => ({
      title: K.welcome(done.firstName),
      message: K.checkedIn(done.bay, wall(done.endsAt)),
    })),
};
const DOOR: PassRole = {
  prompt: DK.prompt,
  submit: DK.submit,
  send: (code) =>
    openDoorAtKiosk(code).then((done) => ({ title: DK.opened(done.firstName), message: DK.openedHint })),
};

type Ready = { kind: 'ready'; kiosk: KioskPaired };

/**
 * /kiosk: the tablet by the door, full screen in the lounge's colours, without the site's frame.
 * Unpaired, it asks for the desk's pairing code; paired (its device cookie, kept across restarts),
 * it waits for a pass: typed, typed by a keyboard-wedge scanner (the QR's text and Enter), or read
 * by the camera. It answers in large type (the member's first name, the bay and until when, or
 * the server's reason why not) and is ready for the next member by itself a few seconds later.
 * Focus stays in the code field so a scanner always types into it. A server that cannot be
 * reached (the box restarting) is asked again every few seconds.
 */
export default function KioskPage() {
  const [screen, setScreen] = useKioskScreen((kiosk): Ready => ({ kind: 'ready', kiosk }));
  usePageTitle(
    screen.kind === 'unpaired'
      ? K.pairTitle
      : screen.kind === 'ready' && screen.kiosk.role === 'door'
        ? DK.submit
        : K.submit,
  );

  return (
    <main className="kiosk">
      <KioskStartScreen screen={screen} onPaired={(kiosk) => setScreen({ kind: 'ready', kiosk })} />
      {screen.kind === 'ready' && (
        <PassDesk
          kiosk={screen.kiosk}
          role={screen.kiosk.role === 'door' ? DOOR : CHECK_IN}
          onUnpaired={() => setScreen({ kind: 'unpaired', notice: R.notPaired })}
        />
      )}
    </main>
  );
}

/** A kiosk waiting for a pass: the check-in tablet's, or the door's (which opens the door instead). */
function PassDesk({
  kiosk,
  role,
  onUnpaired,
}: {
  kiosk: KioskPaired;
  role: PassRole;
  onUnpaired: () => void;
}) {
  const { venue } = useVenue();
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [answer, setAnswer] = useState<Answer | null>(null);
  useFocusKeeper(input);

  // The answer stays a few seconds, then the start screen is back for the next member.
  useEffect(() => {
    if (!answer) return;
    const timer = window.setTimeout(() => setAnswer(null), KIOSK_TIMINGS.answer);
    return () => window.clearTimeout(timer);
  }, [answer]);

  const wall = useCallback(
    (iso: string) => formatWallTime(instantToWall(parseIsoInstant(iso) ?? 0, venue.timeZone).time),
    [venue.timeZone],
  );
  const checkIn = useCallback(
    (given: string) => {
      if (given.trim() === '') return;
      role
        .send(given.trim(), wall)
        .then((notice) => setAnswer({ kind: 'welcome', notice }))
        .catch((error: unknown) => {
          if (errorStatus(error) === 401) return onUnpaired();
          setAnswer({ kind: 'refused', notice: noAnswer(error) ? OFFLINE : refusalNotice(error, R.unknown) });
        })
        .finally(() => input.current?.focus());
    },
    [onUnpaired, role, wall],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const given = code;
    setCode('');
    checkIn(given);
  };
  return (
    <form className="kiosk-form" onSubmit={submit}>
      <h1>{K.startTitle}</h1>
      <label htmlFor="kiosk-code" className="kiosk-prompt">
        {role.prompt}
      </label>
      <input
        id="kiosk-code"
        ref={input}
        className="kiosk-input"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        inputMode="numeric"
        autoComplete="off"
        maxLength={80}
      />
      <button type="submit" className="kiosk-button">
        {role.submit}
      </button>
      <div className="kiosk-answer-slot" role="status">
        {answer && (
          <div className={`kiosk-answer ${answer.kind === 'welcome' ? 'kiosk-welcome' : 'kiosk-refused'}`}>
            <h2>{answer.notice.title}</h2>
            <p>{answer.notice.message}</p>
          </div>
        )}
      </div>
      <CameraScanner onCode={checkIn} />
      <p className="kiosk-name">{K.pairedAs(kiosk.name)}</p>
    </form>
  );
}

import {
  BAY_SCREEN_TIMINGS,
  type BayScreenView,
  bayLabel,
  bayScreenMessages,
  bayScreenState,
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
import { KioskStartScreen, noAnswer, OFFLINE, useKioskScreen } from './KioskStart';
import { bayScreenView, extendAtBay } from './kioskApi';
import './kiosk.css';

const B = bayScreenMessages;
const K = checkInMessages.kiosk;

/** A paired kiosk: this bay's screen, or a kiosk paired for something else (check-in, the door). */
type Paired = { kind: 'wrong'; kiosk: KioskPaired } | { kind: 'ready'; kiosk: KioskPaired };
const paired = (kiosk: KioskPaired): Paired => ({ kind: kiosk.role === 'bay' ? 'ready' : 'wrong', kiosk });

/**
 * /bay/{n}: a bay's screen (a tablet, or the simulator PC's second screen), paired at the desk as
 * that bay's, without the site's frame. In large type: the member playing and the time left (a
 * warning in the last 5 minutes), the next booking, 'Extend 30 minutes' when the server says the
 * bay is free for it (the member confirms with their pass code), then the next member or 'Bay
 * free'. It counts on the server's clock (each answer's `at`), asked every few seconds.
 */
export default function BayScreenPage() {
  const [screen, setScreen] = useKioskScreen(paired);
  const bay = screen.kind === 'ready' ? (screen.kiosk.bay ?? '') : '';
  usePageTitle(screen.kind === 'unpaired' ? K.pairTitle : B.pageTitle(bay ? bayLabel(bay) : 'Bay'));

  return (
    <main className="kiosk bay-screen">
      <KioskStartScreen screen={screen} onPaired={(kiosk) => setScreen(paired(kiosk))} />
      {screen.kind === 'wrong' && (
        <>
          <h1>{doorMessages.refusals.wrongKiosk.title}</h1>
          <p className="kiosk-message">{doorMessages.refusals.wrongKiosk.message}</p>
        </>
      )}
      {screen.kind === 'ready' && (
        <BayView
          kiosk={screen.kiosk}
          onUnpaired={() => setScreen({ kind: 'unpaired', notice: checkInMessages.refusals.notPaired })}
        />
      )}
    </main>
  );
}

/** The server's last answer, and when (on this device's clock) it came. */
interface Heard {
  view: BayScreenView;
  receivedAt: number;
}

function BayView({ kiosk, onUnpaired }: { kiosk: KioskPaired; onUnpaired: () => void }) {
  const { venue } = useVenue();
  const [heard, setHeard] = useState<Heard | null>(null);
  const [offline, setOffline] = useState(false);
  const [, setTick] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const [answer, setAnswer] = useState<{ kind: 'welcome' | 'refused'; notice: Notice } | null>(null);

  const refresh = useCallback(() => {
    bayScreenView()
      .then((view) => {
        setHeard({ view, receivedAt: Date.now() });
        setOffline(false);
      })
      .catch((error: unknown) => {
        if (errorStatus(error) === 401) onUnpaired();
        else setOffline(true);
      });
  }, [onUnpaired]);

  useEffect(() => {
    refresh();
    const asking = window.setInterval(refresh, BAY_SCREEN_TIMINGS.refresh);
    const ticking = window.setInterval(() => setTick((n) => n + 1), BAY_SCREEN_TIMINGS.tick);
    return () => {
      window.clearInterval(asking);
      window.clearInterval(ticking);
    };
  }, [refresh]);

  useEffect(() => {
    if (!answer) return;
    const timer = window.setTimeout(() => setAnswer(null), KIOSK_TIMINGS.answer);
    return () => window.clearTimeout(timer);
  }, [answer]);

  const wall = (iso: string) => formatWallTime(instantToWall(parseIsoInstant(iso) ?? 0, venue.timeZone).time);

  if (!heard) return <h1 aria-busy="true">{bayLabel(kiosk.bay ?? '')}</h1>;
  const serverNow = (parseIsoInstant(heard.view.at) ?? 0) + (Date.now() - heard.receivedAt);
  const state = bayScreenState(heard.view, serverNow);

  const extended = (endsAt: string) => {
    setConfirming(false);
    setAnswer({ kind: 'welcome', notice: { title: B.extend, message: B.extended(wall(endsAt)) } });
    refresh();
  };

  return (
    <div className="kiosk-form">
      <p className="kiosk-name">{bayLabel(heard.view.bay)}</p>
      {state.kind === 'playing' ? (
        <>
          <h1>{B.welcome(state.firstName)}</h1>
          <p className="bay-time-left">{B.timeLeft(state.minutesLeft)}</p>
          {state.warn && (
            <p className="kiosk-answer kiosk-refused" role="alert">
              {B.warning}
            </p>
          )}
          {state.next && (
            <p className="kiosk-message">{B.next(state.next.firstName, wall(state.next.startsAt))}</p>
          )}
          {state.canExtend && !confirming && (
            <button type="button" className="kiosk-button" onClick={() => setConfirming(true)}>
              {B.extend}
            </button>
          )}
          {confirming && (
            <ExtendForm
              onExtended={extended}
              onRefused={(notice) => {
                setConfirming(false);
                setAnswer({ kind: 'refused', notice });
                refresh();
              }}
              onCancel={() => setConfirming(false)}
            />
          )}
        </>
      ) : state.next ? (
        <h1>{B.upNext(state.next.firstName, wall(state.next.startsAt))}</h1>
      ) : (
        <h1>{B.free}</h1>
      )}
      <div className="kiosk-answer-slot" role="status">
        {answer && (
          <div className={`kiosk-answer ${answer.kind === 'welcome' ? 'kiosk-welcome' : 'kiosk-refused'}`}>
            <h2>{answer.notice.title}</h2>
            <p>{answer.notice.message}</p>
          </div>
        )}
        {offline && <p className="kiosk-message">{K.offline}</p>}
      </div>
      {heard.view.message && (
        <section className="kiosk-answer kiosk-welcome" aria-labelledby="bay-desk-message">
          <h2 id="bay-desk-message">{B.staffMessage}</h2>
          <p>{heard.view.message}</p>
        </section>
      )}
    </div>
  );
}

function ExtendForm({
  onExtended,
  onRefused,
  onCancel,
}: {
  onExtended: (endsAt: string) => void;
  onRefused: (notice: Notice) => void;
  onCancel: () => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => input.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || code.trim() === '') return;
    setBusy(true);
    extendAtBay(code.trim())
      .then((done) => onExtended(done.endsAt))
      .catch((error: unknown) =>
        onRefused(noAnswer(error) ? OFFLINE : refusalNotice(error, B.refusals.notPlaying)),
      );
  };

  return (
    <form className="kiosk-form" onSubmit={submit}>
      <label htmlFor="bay-extend-code" className="kiosk-prompt">
        {B.extendPrompt}
      </label>
      <input
        id="bay-extend-code"
        ref={input}
        className="kiosk-input"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        inputMode="numeric"
        autoComplete="off"
        maxLength={80}
      />
      <button type="submit" className="kiosk-button" disabled={busy}>
        {B.extendSubmit}
      </button>
      <button type="button" className="kiosk-button kiosk-button-quiet" onClick={onCancel}>
        {B.extendCancel}
      </button>
    </form>
  );
}

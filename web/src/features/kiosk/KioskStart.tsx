/**
 * What every kiosk page shares (the check-in and door tablet's /kiosk, a bay's /bay/{n}): pairing
 * with the desk's one-time code, asking which kiosk this is (again while the box does not answer)
 * and what to show until then, keeping focus where a scanner types, and telling a box that does
 * not answer from a refusal.
 */
import { checkInMessages, KIOSK_TIMINGS, type KioskPaired, type Notice } from '@lounge/core';
import { type FormEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { refusalNotice } from '../../api/apiError';
import { errorStatus } from '../../api/http';
import { pairKiosk, whichKiosk } from './kioskApi';

const K = checkInMessages.kiosk;
const R = checkInMessages.refusals;
export const OFFLINE: Notice = { title: K.startTitle, message: K.offline };

/**
 * No answer at all, or the server failing: the box restarting, not a refusal. A 503 is the server's
 * own answer (the door's lock silent), said in its words.
 */
export function noAnswer(error: unknown): boolean {
  const status = errorStatus(error);
  return status === null || (status >= 500 && status !== 503);
}

/** Keeps focus in `input`: a tap on the background, or a key pressed anywhere, lands in it. */
export function useFocusKeeper(input: RefObject<HTMLInputElement | null>) {
  useEffect(() => {
    input.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      const at = document.activeElement;
      if (at instanceof HTMLInputElement || at instanceof HTMLButtonElement) return;
      if (event.key.length === 1) input.current?.focus();
    };
    const onPointer = () =>
      window.setTimeout(() => {
        if (!(document.activeElement instanceof HTMLButtonElement)) input.current?.focus();
      }, 0);
    document.addEventListener('keydown', onKey, true);
    document.addEventListener('pointerup', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      document.removeEventListener('pointerup', onPointer);
    };
  }, [input]);
}

function PairForm({ notice, onPaired }: { notice?: Notice; onPaired: (kiosk: KioskPaired) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Notice | undefined>(notice);
  useFocusKeeper(input);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || code.trim() === '') return;
    setBusy(true);
    pairKiosk(code.trim())
      .then(onPaired)
      .catch((error: unknown) => {
        setRefusal(noAnswer(error) ? OFFLINE : refusalNotice(error, R.pairingFailed));
        setCode('');
        setBusy(false);
        input.current?.focus();
      });
  };

  return (
    <form className="kiosk-form" onSubmit={submit}>
      <h1>{K.pairTitle}</h1>
      <label htmlFor="kiosk-pairing-code" className="kiosk-prompt">
        {K.pairPrompt}
      </label>
      <input
        id="kiosk-pairing-code"
        ref={input}
        className="kiosk-input"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        inputMode="numeric"
        autoComplete="off"
        maxLength={40}
      />
      <button type="submit" className="kiosk-button" disabled={busy}>
        {K.pairSubmit}
      </button>
      {refusal && (
        <div className="kiosk-answer kiosk-refused" role="alert">
          <h2>{refusal.title}</h2>
          <p>{refusal.message}</p>
        </div>
      )}
    </form>
  );
}

/** A kiosk page before it can serve: asking the server, the box not answering, or not paired yet. */
export type KioskStart = { kind: 'starting' } | { kind: 'offline' } | { kind: 'unpaired'; notice?: Notice };

const isStart = (screen: { kind: string }): screen is KioskStart =>
  screen.kind === 'starting' || screen.kind === 'offline' || screen.kind === 'unpaired';

/**
 * A kiosk page's screen: which kiosk this device is, asked at once and again every few seconds
 * while the server does not answer (the box restarting); `paired` turns a paired kiosk into the
 * page's own screen.
 */
export function useKioskScreen<S extends { kind: string }>(paired: (kiosk: KioskPaired) => S) {
  const [screen, setScreen] = useState<KioskStart | S>({ kind: 'starting' });
  const toScreen = useRef(paired);
  toScreen.current = paired;
  useEffect(() => {
    let timer: number | undefined;
    let live = true;
    const ask = () => {
      whichKiosk()
        .then(({ kiosk }) => live && setScreen(kiosk ? toScreen.current(kiosk) : { kind: 'unpaired' }))
        .catch(() => {
          if (!live) return;
          setScreen({ kind: 'offline' });
          timer = window.setTimeout(ask, KIOSK_TIMINGS.retry);
        });
    };
    ask();
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, []);
  return [screen, setScreen] as const;
}

/** What a kiosk page shows until it is paired and the server answers; nothing once it can serve. */
export function KioskStartScreen({
  screen,
  onPaired,
}: {
  screen: { kind: string };
  onPaired: (kiosk: KioskPaired) => void;
}) {
  if (!isStart(screen)) return null;
  if (screen.kind === 'starting') return <h1 aria-busy="true">{K.startTitle}</h1>;
  if (screen.kind === 'offline')
    return (
      <>
        <h1>{K.startTitle}</h1>
        <p className="kiosk-message" role="alert">
          {K.offline}
        </p>
      </>
    );
  return <PairForm notice={screen.notice} onPaired={onPaired} />;
}

/**
 * What every kiosk page shares (the check-in and door tablet's /kiosk, a bay's /bay/{n}): pairing
 * with the desk's one-time code, keeping focus where a scanner types, and telling a box that does
 * not answer from a refusal.
 */
import { checkInMessages, type KioskPaired, type Notice } from '@lounge/core';
import { type FormEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { refusalNotice } from '../../api/apiError';
import { errorStatus } from '../../api/http';
import { pairKiosk } from './kioskApi';

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

export function PairForm({ notice, onPaired }: { notice?: Notice; onPaired: (kiosk: KioskPaired) => void }) {
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

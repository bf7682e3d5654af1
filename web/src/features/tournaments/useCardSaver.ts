import { useCallback, useEffect, useRef, useState } from 'react';
import { asApiError, NO_ANSWER } from '../../api/apiError';
import { saveCard } from './tournamentsApi';

export type SaveState = 'saved' | 'saving' | 'offline' | 'refused';

/** How long after the last tap a card is saved, and how often a save that found no network is tried again. */
const SAVE_AFTER_MS = 500;
const RETRY_MS = 5_000;

const storageKey = (competitionId: string, round: number) => `lounge.scorecard.${competitionId}.${round}`;

/** A card not yet saved, kept on the phone so a closed tab or a dead connection loses nothing. */
export function pendingCard(competitionId: string, round: number): (number | null)[] | null {
  try {
    const raw = window.localStorage.getItem(storageKey(competitionId, round));
    const holes = raw ? (JSON.parse(raw) as unknown) : null;
    return Array.isArray(holes) && holes.length === 18 ? (holes as (number | null)[]) : null;
  } catch {
    return null;
  }
}

/**
 * Saves a card as it goes: each change is kept on the phone at once and sent half a second after
 * the last tap; with no connection it is tried again every few seconds and when the phone is back
 * online, so a flaky connection at the bay never loses a score.
 */
export function useCardSaver(competitionId: string, round: number, entryId: string | null) {
  const [state, setState] = useState<SaveState>('saved');
  const latest = useRef<(number | null)[] | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const key = storageKey(competitionId, round);

  const flush = useCallback(async () => {
    const holes = latest.current;
    if (!holes || !entryId) return;
    setState('saving');
    try {
      await saveCard(competitionId, round, entryId, holes);
      if (latest.current === holes) {
        latest.current = null;
        window.localStorage.removeItem(key);
      }
      setState('saved');
    } catch (error) {
      if (asApiError(error)?.status === NO_ANSWER) {
        setState('offline');
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => void flush(), RETRY_MS);
      } else {
        setState('refused');
      }
    }
  }, [competitionId, round, entryId, key]);

  const change = useCallback(
    (holes: (number | null)[]) => {
      latest.current = holes;
      // Not saved until the server has it: "Saved" on screen while a tap waits to be sent would
      // tell a member who closes the page now that a score is kept when it is only on the phone.
      setState('saving');
      try {
        window.localStorage.setItem(key, JSON.stringify(holes));
      } catch {
        // A phone with no storage left still saves to the server.
      }
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => void flush(), SAVE_AFTER_MS);
    },
    [key, flush],
  );

  useEffect(() => {
    const online = () => void flush();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      window.clearTimeout(timer.current);
    };
  }, [flush]);

  // A card left unsaved last time is sent as soon as the page knows whose it is.
  useEffect(() => {
    const waiting = pendingCard(competitionId, round);
    if (waiting && entryId) {
      latest.current = waiting;
      void flush();
    }
  }, [competitionId, round, entryId, flush]);

  /** The card is being submitted with these scores: nothing is left to save. */
  const settle = useCallback(() => {
    window.clearTimeout(timer.current);
    latest.current = null;
    window.localStorage.removeItem(key);
  }, [key]);

  return { state, change, settle };
}

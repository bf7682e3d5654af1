/**
 * The board's data: the day's schedule, refetched every 15 seconds (also while the window is in the
 * background: the desk screen is watched, not clicked) and after every booking action.
 */

import { showToast } from '@lounge/web/feedback';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { refusalText, staffApi } from '../api/staffApi';

const BOARD_REFRESH_MS = 15_000;

const scheduleKey = (date: string) => ['schedule', date] as const;

export function useSchedule(date: string | null) {
  return useQuery({
    queryKey: scheduleKey(date ?? ''),
    queryFn: () => staffApi.schedule(date ?? ''),
    enabled: date !== null,
    refetchInterval: BOARD_REFRESH_MS,
    refetchIntervalInBackground: true,
    placeholderData: (previous) => previous,
  });
}

/**
 * A booking action: toasts its outcome, naming what it was done to ('Checked in: Jack Reilly,
 * Bay 2'; a refusal's title names it too), and refetches the schedule (and the members' counts)
 * after success or failure alike, since a refusal usually means the board was behind.
 */
export function useBookingAction<V>(
  run: (vars: V) => Promise<unknown>,
  done: string,
  /** Who and where: 'Jack Reilly, Bay 2'. */
  subjectOf: (vars: V) => string,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (_, vars) => showToast({ title: `${done}: ${subjectOf(vars)}`, kind: 'success' }),
    onError: (error, vars) => {
      const refusal = refusalText(error);
      showToast({ ...refusal, title: `${refusal.title}: ${subjectOf(vars)}`, kind: 'error' });
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['schedule'] });
      void client.invalidateQueries({ queryKey: ['members'] });
    },
  });
}

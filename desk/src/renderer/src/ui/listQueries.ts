/**
 * The tours and inquiry lists, shared by their screens and the tab badges that count what waits.
 * Refetched every minute (requests arrive from the website all day) and after every action.
 */

import type { InquiryKind } from '@lounge/core';
import { showToast } from '@lounge/web/feedback';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { refusalText, staffApi } from '../api/staffApi';

const LIST_REFRESH_MS = 60_000;

export function useTours() {
  return useQuery({ queryKey: ['tours'], queryFn: staffApi.tours, refetchInterval: LIST_REFRESH_MS });
}

export function useInquiries<K extends InquiryKind>(kind: K) {
  return useQuery({
    queryKey: ['inquiries', kind],
    queryFn: () => staffApi.inquiries(kind),
    refetchInterval: LIST_REFRESH_MS,
  });
}

/** A change to a list's rows: toasts its outcome (naming whom, when `done` is given the row) and refetches the list. */
export function useListAction<V, R = unknown>(
  listKey: readonly string[],
  run: (vars: V) => Promise<R>,
  done: string | ((vars: V) => string),
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (_, vars) =>
      showToast({ title: typeof done === 'string' ? done : done(vars), kind: 'success' }),
    onError: (error) => showToast({ ...refusalText(error), kind: 'error' }),
    onSettled: () => client.invalidateQueries({ queryKey: listKey }),
  });
}

/**
 * The desk dialogs' member field (New booking, Walk-in now): the search asked of the server as staff
 * type, and the Select's props that show its answer.
 */
import { formatPhone, type StaffMemberView, shortMemberId } from '@lounge/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { staffApi } from '../api/staffApi';

/**
 * Members by name, email or phone, best match first (the server ranks them by core's
 * memberSearch.ts), asked 250 ms after the typing stops (the walk-in dialog's search too).
 * `settled`: the answer is for exactly what was typed, so Enter on its first match picks the member
 * meant, never one left over from an earlier search.
 */
export function useMemberSearch(query: string) {
  const [debounced, setDebounced] = useState(query);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(query), 250);
    return () => window.clearTimeout(timer);
  }, [query]);
  const members = useQuery({
    queryKey: ['members', 'search', debounced],
    queryFn: () => staffApi.members({ q: debounced, tier: '', status: '' }),
    placeholderData: (previous) => previous,
  });
  return { members, settled: debounced === query && !members.isPlaceholderData && !members.isFetching };
}

export const tierLabel = (m: StaffMemberView) =>
  m.membershipType ? (m.membershipType === 'vip' ? 'VIP' : 'General') : 'no plan';

/**
 * A member Select's search and options. Each found member is an option with the name, phone, email,
 * short id and plan, so two Taras are told apart; Enter picks the first option only when it is the
 * one match.
 *
 * The typed text belongs to the Select itself (no `searchValue`): `onSearch` only tells the dialog
 * what to ask the server for. An antd Modal hands its content the props of its last render while its
 * opening animation waits for a frame (rc-motion memoises the children), and on a busy machine that
 * lasts seconds. A search text held by the dialog then came back stale on every keystroke's render,
 * and the field dropped what was typed ("Cas" kept, the rest of "Cashmore" lost), so the member was
 * never found.
 */
export function memberPickerProps(found: StaffMemberView[], onSearch: (typed: string) => void) {
  return {
    showSearch: { filterOption: false, onSearch },
    defaultActiveFirstOption: found.length === 1,
    options: found.map((m) => ({
      value: m.id,
      label: [
        `${m.firstName} ${m.lastName}`.trim(),
        ...(m.phone ? [formatPhone(m.phone)] : []),
        m.email,
        shortMemberId(m.id),
        tierLabel(m),
      ].join(' · '),
    })),
  };
}

/**
 * 'Find a member' in the console's header, over every screen: a caller's name, email or phone typed
 * (two characters or more) lists the matching members, best match first (the server ranks them by
 * core's memberSearch.ts), each with its phone, short id and next bookings. Enter opens the
 * member's profile only when one member matches, or the one chosen with the arrow keys; with two
 * or more and none chosen it keeps the list, so it never acts on the wrong Tara. A click opens one
 * too. Escape clears it. A combobox with its list box (WAI-ARIA): the field keeps focus while the
 * arrows move through the matches.
 */
import { bayLabel, formatPhone, type StaffMemberView, shortMemberId, startWords } from '@lounge/core';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Input } from 'antd';
import { useEffect, useId, useState } from 'react';
import { staffApi } from '../api/staffApi';
import { useVenue } from '../ui/useVenue';
import { memberProfileApi, memberProfileKey } from './memberProfileApi';
import { useOpenMemberProfile } from './memberProfileAtoms';

/** Matches listed; the next bookings are read for the first few only. */
const SHOWN = 6;
const WITH_BOOKINGS = 3;
const BOOKINGS_EACH = 2;
const TYPING_MS = 150;

export function MemberFinder() {
  const listId = useId();
  const zone = useVenue()?.timeZone ?? 'UTC';
  const openProfile = useOpenMemberProfile();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  // The option the arrows chose; none until they do, unless one member matches.
  const [chosen, setChosen] = useState<number | null>(null);
  useEffect(() => {
    const timer = window.setTimeout(() => setQuery(typed.trim()), TYPING_MS);
    return () => window.clearTimeout(timer);
  }, [typed]);
  const searching = query.length >= 2;
  const found = useQuery({
    queryKey: ['members', 'finder', query],
    queryFn: () => staffApi.members({ q: query, tier: '', status: '' }),
    enabled: searching,
  });
  // Only the answer to what is typed now: Enter never opens a match of an older search.
  const settled = searching && query === typed.trim() && found.data !== undefined && !found.isFetching;
  const matches: StaffMemberView[] = settled ? (found.data ?? []).slice(0, SHOWN) : [];
  const active = chosen ?? (matches.length === 1 ? 0 : null);
  const profiles = useQueries({
    queries: matches.slice(0, WITH_BOOKINGS).map((m) => ({
      queryKey: memberProfileKey(m.id),
      queryFn: () => memberProfileApi.profile(m.id),
      enabled: m.upcomingBookings > 0,
    })),
  });
  const open = (member: StaffMemberView | undefined) => {
    if (!member) return;
    openProfile(member.id);
    setTyped('');
    setQuery('');
    setChosen(null);
  };
  const expanded = typed.trim().length >= 2 && (matches.length > 0 || settled);
  const optionId = (i: number) => `${listId}-option-${i}`;

  return (
    <div className="member-finder">
      <Input
        role="combobox"
        aria-label="Find a member"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active !== null && matches[active] ? optionId(active) : undefined}
        placeholder="Find a member: name, email or phone"
        value={typed}
        allowClear
        onChange={(e) => {
          setTyped(e.target.value);
          setChosen(null);
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            setChosen((i) => Math.min(i === null ? 0 : i + 1, Math.max(matches.length - 1, 0)));
          } else if (e.key === 'ArrowUp') {
            e.preventDefault();
            setChosen((i) => Math.max((i ?? 0) - 1, 0));
          } else if (e.key === 'Enter') {
            e.preventDefault();
            if (active !== null) open(matches[active]);
          } else if (e.key === 'Escape') {
            setTyped('');
            setQuery('');
            setChosen(null);
          }
        }}
      />
      {expanded && (
        <div className="member-finder-list" id={listId} role="listbox" aria-label="Members found">
          {matches.length === 0 && (
            <div
              className="muted member-finder-none"
              role="option"
              aria-selected={false}
              aria-disabled
              tabIndex={-1}
            >
              No member matches.
            </div>
          )}
          {matches.map((m, i) => {
            const upcoming = profiles[i]?.data?.upcoming.slice(0, BOOKINGS_EACH) ?? [];
            return (
              // The field keeps focus and takes the keys; a click picks too.
              // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's Enter and arrows are the keyboard's way
              <div
                key={m.id}
                tabIndex={-1}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                className={`member-finder-option${i === active ? ' member-finder-active' : ''}`}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => open(m)}
              >
                <strong>
                  {m.firstName} {m.lastName}
                </strong>{' '}
                <span className="muted">
                  {m.email}
                  {m.phone ? ` · ${formatPhone(m.phone)}` : ''} · {shortMemberId(m.id)}
                </span>
                <div className="muted">
                  {m.upcomingBookings === 0
                    ? 'No bookings to come'
                    : upcoming.length > 0
                      ? upcoming
                          .map((b) => `${startWords(b.startTime, zone) ?? ''}, ${bayLabel(b.bayNumber)}`)
                          .join(' · ') +
                        (m.upcomingBookings > upcoming.length
                          ? ` · ${m.upcomingBookings - upcoming.length} more`
                          : '')
                      : `${m.upcomingBookings} to come`}
                </div>
              </div>
            );
          })}
        </div>
      )}
    </div>
  );
}

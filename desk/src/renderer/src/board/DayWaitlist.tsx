/**
 * The board day's waitlist, read-only, under the arrivals: each entry's member, time, bay (or any
 * bay), players and status; those in line first with their place, an offer with the bay held and
 * when its hold ends. The members' own screens join, claim and leave; the desk only reads
 * (GET /api/staff/waitlist), every minute and with the board's date.
 */
import { bayLabel, type StaffWaitlistEntry, WAITLIST_STATUS_WORDS, waitlistMessages } from '@lounge/core';
import { useQuery } from '@tanstack/react-query';
import { Tag } from 'antd';
import { staffApi } from '../api/staffApi';
import { LoadErrorAlert } from '../ui/LoadErrorAlert';
import { venueTimeOf } from '../ui/venueTime';

const STATUS_COLOURS: Readonly<Record<string, string>> = {
  waiting: 'blue',
  offered: 'gold',
  claimed: 'green',
};
const players = (n: number) => `${n} ${n === 1 ? 'player' : 'players'}`;

export function DayWaitlist({ date, timeZone }: { date: string; timeZone: string }) {
  const list = useQuery({
    queryKey: ['staff-waitlist', date],
    queryFn: () => staffApi.waitlist(date),
    refetchInterval: 60_000,
  });
  const entries = list.data?.entries ?? [];
  return (
    <section aria-labelledby="waitlist-title" className="day-waitlist">
      <h3 id="waitlist-title">Waitlist{list.data ? ` (${entries.length})` : ''}</h3>
      <LoadErrorAlert error={list.error} title="Waitlist not loaded" />
      {list.data && entries.length === 0 && <p className="muted">Nobody on the waitlist that day.</p>}
      <ul className="arrivals-list" aria-label="Waitlist entries">
        {entries.map((entry) => (
          <WaitlistItem key={entry.id} entry={entry} timeZone={timeZone} />
        ))}
      </ul>
    </section>
  );
}

function WaitlistItem({ entry, timeZone }: { entry: StaffWaitlistEntry; timeZone: string }) {
  const time = (iso: string) => venueTimeOf(iso, timeZone);
  const bay = entry.bayNumber ? bayLabel(entry.bayNumber) : waitlistMessages.anyBay;
  return (
    <li className="arrival">
      <div className="arrival-head">
        <strong>{entry.memberName}</strong>
        <Tag color={STATUS_COLOURS[entry.status] ?? 'default'}>
          {WAITLIST_STATUS_WORDS[entry.status] ?? entry.status}
          {entry.position !== null && entry.status === 'waiting' ? ` · #${entry.position}` : ''}
        </Tag>
      </div>
      <div className="muted">
        {time(entry.startTime)} – {time(entry.endTime)} · {bay} · {players(entry.guestCount)}
      </div>
      {entry.status === 'offered' && entry.offerExpiresAt && (
        <div className="muted">
          Held{entry.heldBayNumber ? ` on ${bayLabel(entry.heldBayNumber)}` : ''} until{' '}
          {time(entry.offerExpiresAt)}
        </div>
      )}
    </li>
  );
}

import {
  bayLabel,
  parseIsoInstant,
  type VenueSettings,
  venueDate,
  waitlistMessages as W,
  type WaitlistEntryView,
} from '@lounge/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm, Tag } from 'antd';
import { useEffect, useRef } from 'react';
import { useVenue } from '../../api/venue';
import { dateLabel, timeLabel, timeRangeLabel } from '../booking/bookingTimes';
import { playersLabel } from '../booking/sessionLabels';
import { useNow } from '../booking/useNow';
import { useClaimWaitlist, useLeaveWaitlist } from './useWaitlistActions';
import { refreshWaitlist, WAITLIST_REFRESH_MS, waitlistQuery } from './waitlistApi';
import './waitlist.css';

/** Offered slots first (they are held for minutes), then the soonest. */
function byUrgency(a: WaitlistEntryView, b: WaitlistEntryView): number {
  if (a.status !== b.status) return a.status === 'offered' ? -1 : 1;
  return a.startTime.localeCompare(b.startTime);
}

/**
 * 'Your Waitlist' on the dashboard, shown only while the member waits for something: each entry's
 * day, time, bay (or any bay) and players, and where they stand in line; an offered slot says which
 * bay is held until when, with 'Claim Slot'. 'Leave Waitlist' asks first. Offers arrive by email,
 * and the list is read again every 30 seconds so this page shows them too.
 */
export function WaitlistCard() {
  const waitlist = useQuery({ ...waitlistQuery, refetchInterval: WAITLIST_REFRESH_MS });
  const claim = useClaimWaitlist();
  const leave = useLeaveWaitlist();
  const entries = [...(waitlist.data ?? [])].sort(byUrgency);
  if (entries.length === 0) return null;
  const busy = claim.isPending || leave.isPending || (claim.isSuccess && 'url' in claim.data);

  return (
    <section className="dash-card" aria-labelledby="waitlist-title">
      <h2 id="waitlist-title">{W.sectionTitle}</h2>
      <ul className="booking-list">
        {entries.map((entry) => (
          <WaitlistItem
            key={entry.id}
            entry={entry}
            busy={busy}
            claiming={claim.isPending && claim.variables?.id === entry.id}
            leaving={leave.isPending && leave.variables?.id === entry.id}
            onClaim={() => claim.mutate(entry)}
            onLeave={() => leave.mutate(entry)}
          />
        ))}
      </ul>
    </section>
  );
}

function WaitlistItem({
  entry,
  busy,
  claiming,
  leaving,
  onClaim,
  onLeave,
}: {
  entry: WaitlistEntryView;
  busy: boolean;
  claiming: boolean;
  leaving: boolean;
  onClaim: () => void;
  onLeave: () => void;
}) {
  const { venue } = useVenue();
  const offered = entry.status === 'offered';
  const bay = entry.bayNumber ? bayLabel(entry.bayNumber) : W.anyBay;
  const when = `${dateLabel(entry.bookingDate, 'short')}, ${timeRangeLabel(entry.startTime, entry.endTime, venue)}`;
  const expires = entry.offerExpiresAt ? parseIsoInstant(entry.offerExpiresAt) : null;
  const heldBay = entry.heldBayNumber ?? entry.bayNumber ?? '';

  return (
    <li className={`booking-item waitlist-item${offered ? ' waitlist-offered' : ''}`}>
      <div className="booking-item-main">
        <p className="booking-item-title">
          {bay} <span className="muted">·</span> {when}
        </p>
        <p className="booking-item-meta muted">{playersLabel(Number(entry.guestCount) || 1)}</p>
        {offered && (
          <p className="waitlist-offer">
            {W.offerHeld(heldBay, expires === null ? '' : holdEndLabel(expires, venue))}
            {expires !== null && (
              <>
                {' '}
                <OfferCountdown expiresAt={expires} />
              </>
            )}
          </p>
        )}
      </div>
      <div className="booking-item-side">
        {offered ? <Tag color="gold">Offered</Tag> : <Tag>{W.position(entry.position)}</Tag>}
        {offered && (
          <Button
            type="primary"
            size="small"
            onClick={onClaim}
            loading={claiming}
            disabled={busy && !claiming}
            aria-label={`${W.claimButton}: ${heldBay ? bayLabel(heldBay) : bay}, ${when}`}
          >
            {W.claimButton}
          </Button>
        )}
        <Popconfirm
          title={`${W.leaveButton}?`}
          description={`${bay}, ${when}. You will lose your place in line.`}
          okText={W.leaveButton}
          cancelText="Keep Waiting"
          okButtonProps={{ danger: true }}
          onConfirm={onLeave}
          disabled={busy}
        >
          <Button
            size="small"
            loading={leaving}
            disabled={busy && !leaving}
            aria-label={`${W.leaveButton}: ${bay}, ${when}`}
          >
            {W.leaveButton}
          </Button>
        </Popconfirm>
      </div>
    </li>
  );
}

/**
 * '10:15 AM' today; with its day when later (an offer made after closing holds into the morning:
 * core's offerHoldEnds).
 */
function holdEndLabel(expires: number, venue: VenueSettings): string {
  const day = venueDate(expires, venue.timeZone);
  const time = timeLabel(expires, venue);
  return day === venueDate(Date.now(), venue.timeZone) ? time : `${dateLabel(day, 'short')}, ${time}`;
}

/**
 * 'm:ss left' on the hold ('h h m min left' for an overnight one); when it runs out, the list is
 * read again (the slot moved on).
 */
function OfferCountdown({ expiresAt }: { expiresAt: number }) {
  const client = useQueryClient();
  const now = useNow(1000);
  const left = Math.max(0, expiresAt - now);
  const ended = useRef(false);
  useEffect(() => {
    if (left > 0 || ended.current) return;
    ended.current = true;
    void refreshWaitlist(client);
  }, [left, client]);
  return (
    <span className="waitlist-countdown" role="timer">
      {left > 0 ? `(${timeLeftLabel(left)} left)` : `(${W.offerEnded.title})`}
    </span>
  );
}

function timeLeftLabel(ms: number): string {
  const hours = Math.floor(ms / 3_600_000);
  const minutes = Math.floor((ms % 3_600_000) / 60_000);
  if (hours > 0) return `${hours} h ${minutes} min`;
  const seconds = Math.floor((ms % 60_000) / 1000);
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

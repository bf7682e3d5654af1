/**
 * Beside the board: who is arriving (core's arrivalsAt: bookings starting within 90 minutes and
 * today's confirmed tours, late ones on top), each with a one-click check-in and the member's
 * profile; then the bays closed that day and the day's waitlist (DayWaitlist, read-only). On another day than today it lists that day's tours and
 * closed bays only: arrivals are today's business. Finished bookings (checked in, no-show,
 * cancelled, ended) are not arrivals. The list holds still under the pointer (useSteadyList): a
 * checked-in card stays where it was, marked, until the board's next regular refresh, so a second
 * click at the same spot never checks in the member who would have moved up into its place.
 * A member who checked in at a kiosk is listed a while as done, naming the kiosk; a late one shows
 * the countdown to the lounge's release (core's deskCheckInNote).
 */
import {
  type Arrival,
  arrivalsAt,
  bayLabel,
  checkInRefusal,
  deskCheckInNote,
  type Schedule,
  type ScheduleBooking,
  type TourView,
} from '@lounge/core';
import { Button, Tag } from 'antd';
import { staffApi } from '../api/staffApi';
import { useListAction } from '../ui/listQueries';
import { useSteadyList } from '../ui/useSteadyList';
import { venueTimeOf, wallTimeLabel } from '../ui/venueTime';
import { bookingSubject, memberName } from './BayBoard';
import { statusColor, statusLabel } from './bookingStatus';
import { DayWaitlist } from './DayWaitlist';
import { useBookingAction } from './scheduleQueries';

const players = (n: number) => `${n} ${n === 1 ? 'player' : 'players'}`;
const party = (n: number) => `party of ${n}`;
const tourName = (tour: TourView) => `${tour.firstName} ${tour.lastName}`.trim();

export function ArrivalsPanel({
  schedule,
  tours,
  today,
  now,
  refreshedAt,
  onSelect,
  onOpenMember,
}: {
  schedule: Schedule;
  tours: readonly TourView[];
  /** The venue's date now. */
  today: string;
  now: number;
  /** When the schedule last arrived: the next regular refresh lets acted-on cards go. */
  refreshedAt: number;
  onSelect: (bookingId: string) => void;
  onOpenMember: (booking: ScheduleBooking) => void;
}) {
  const zone = schedule.timeZone;
  const checkIn = useBookingAction(
    (booking: ScheduleBooking) => staffApi.checkIn(booking.id),
    'Checked in',
    bookingSubject,
  );
  const tourArrived = useListAction(
    ['tours'],
    (tour: TourView) => staffApi.completeTour(tour.id),
    (tour) => `Tour checked in: ${tourName(tour)}`,
  );
  const isToday = schedule.date === today;
  const steady = useSteadyList(
    isToday ? arrivalsAt(schedule.bookings, tours, today, zone, now) : [],
    arrivalKey,
    refreshedAt,
  );
  const arrivals = steady.rows;
  // The card is marked at the click, before the answer: from then on the list holds still.
  const act = <V,>(key: string, run: (vars: V) => Promise<unknown>, vars: V, done: string) => {
    steady.mark(key, `${done}…`);
    run(vars).then(
      () => steady.mark(key, done),
      // Refused: the card is as it was (the toast says why).
      () => steady.mark(key, null),
    );
  };
  const daysTours = tours
    .filter((t) => t.status === 'confirmed' && t.confirmedDate === schedule.date)
    .sort((a, b) => (a.confirmedTime ?? '').localeCompare(b.confirmedTime ?? ''));
  const closed = schedule.blocks.filter((b) => !isToday || Date.parse(b.endTime) > now);

  return (
    <aside className="board-arrivals" aria-labelledby="arrivals-title">
      <h3 id="arrivals-title">{isToday ? 'Arrivals' : 'Tours that day'}</h3>
      {isToday && arrivals.length === 0 && (
        <p className="muted">Nobody due in the next 90 minutes, and no tours left today.</p>
      )}
      {!isToday && daysTours.length === 0 && <p className="muted">No confirmed tours.</p>}
      <ul className="arrivals-list">
        {arrivals.map(({ key, item: arrival, done }) => {
          if (arrival.kind === 'tour') {
            const tour = arrival.item;
            return (
              <li
                key={key}
                className={`arrival${arrival.late ? ' arrival-late' : ''}${done ? ' arrival-done' : ''}`}
              >
                <div className="arrival-head">
                  <strong>{tourName(tour)}</strong>
                  <Tag color={arrival.late ? 'orange' : 'purple'}>{arrival.late ? 'Tour, late' : 'Tour'}</Tag>
                </div>
                <div className="muted">
                  {wallTimeLabel(tour.confirmedTime)} · {party(tour.partySize)}
                </div>
                <div className="arrival-actions">
                  {done ? (
                    <DoneMark label={done} />
                  ) : (
                    <Button
                      size="small"
                      type="primary"
                      aria-label={`Check in the tour of ${tourName(tour)}`}
                      onClick={() => act(key, tourArrived.mutateAsync, tour, 'Checked in')}
                    >
                      Check In
                    </Button>
                  )}
                </div>
              </li>
            );
          }
          const booking = arrival.item;
          const name = memberName(booking);
          // Checked in at a kiosk: listed a while, done, so the desk sees who walked in.
          const kioskIn = booking.status === 'checked_in';
          const note = deskCheckInNote(booking, now, schedule.windows.noShowReleaseMinutes);
          const refused = done || kioskIn ? null : checkInRefusal(booking, now, zone, schedule.windows);
          return (
            <li
              key={key}
              className={`arrival${arrival.late ? ' arrival-late' : ''}${done ? ' arrival-done' : ''}`}
            >
              <div className="arrival-head">
                <button
                  type="button"
                  className="link-button"
                  aria-label={`${name}, ${bayLabel(booking.bayNumber)}: details`}
                  onClick={() => onSelect(booking.id)}
                >
                  <strong>{name}</strong>
                </button>
                <Tag color={statusColor(arrival.status)}>{statusLabel(arrival.status)}</Tag>
              </div>
              <div className="muted">
                {bayLabel(booking.bayNumber)} · {venueTimeOf(booking.startTime, zone)} ·{' '}
                {players(booking.players)}
              </div>
              {refused && !done && <div className="muted arrival-why">{refused.message}</div>}
              {note && !kioskIn && <div className="arrival-release">{note}</div>}
              <div className="arrival-actions">
                {done ? (
                  <DoneMark label={done} />
                ) : kioskIn ? (
                  <DoneMark label={note ?? statusLabel(arrival.status)} />
                ) : (
                  <Button
                    size="small"
                    type="primary"
                    aria-label={`Check in ${name}`}
                    disabled={refused !== null}
                    onClick={() => act(key, checkIn.mutateAsync, booking, 'Checked in')}
                  >
                    Check In
                  </Button>
                )}
                <Button
                  size="small"
                  type="link"
                  aria-label={`Profile of ${name}`}
                  onClick={() => onOpenMember(booking)}
                >
                  Profile
                </Button>
              </div>
            </li>
          );
        })}
        {!isToday &&
          daysTours.map((tour) => (
            <li key={`tour-${tour.id}`} className="arrival">
              <div className="arrival-head">
                <strong>{tourName(tour)}</strong>
                <Tag color="purple">Tour</Tag>
              </div>
              <div className="muted">
                {wallTimeLabel(tour.confirmedTime)} · {party(tour.partySize)}
              </div>
            </li>
          ))}
      </ul>
      {closed.length > 0 && (
        <>
          <h3>Bays closed</h3>
          <ul className="arrivals-list">
            {closed.map((block) => (
              <li key={block.id} className="arrival arrival-closed">
                <strong>{bayLabel(block.bayNumber)}</strong>{' '}
                <span className="muted">
                  {venueTimeOf(block.startTime, zone)} – {venueTimeOf(block.endTime, zone)} · {block.reason}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      <DayWaitlist date={schedule.date} timeZone={zone} />
    </aside>
  );
}

const arrivalKey = (arrival: Arrival<ScheduleBooking, TourView>) =>
  arrival.kind === 'tour' ? `tour-${arrival.item.id}` : arrival.item.id;

/**
 * Where the Check In button was: the same size, so nothing moves, and disabled, so a second click
 * at the spot does nothing. Its words say what happened.
 */
function DoneMark({ label }: { label: string }) {
  return (
    <Button size="small" disabled className="arrival-done-mark">
      {label.endsWith('…') ? label : `✓ ${label}`}
    </Button>
  );
}

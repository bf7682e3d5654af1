/**
 * The bay board's grid: a time column and one column per bay, 30-minute rows, bookings as blocks
 * (name, status at this moment, time, players) and a line at the current time. Blocks are buttons:
 * a click (or Enter) opens the booking's details; a confirmed or checked-in booking's block can be
 * dragged to another bay or time, which opens the move dialog filled in (useBlockDrag). Cancelled
 * bookings leave the grid, so a freed bay reads free, and are listed under it for the day. A
 * private event's or a competition round's bay block opens the event or the round; a staff block
 * offers to reopen.
 */

import type { Schedule, ScheduleBooking, Tab } from '@lounge/core';
import { bayLabel, deskCheckInNote, instantToWall, parseIsoInstant, shopCopy } from '@lounge/core';
import { Tag } from 'antd';
import { type CSSProperties, useEffect, useRef } from 'react';
import { venueTimeOf } from '../ui/venueTime';
import type { BookingMoveDraft } from './boardAtoms';
import { layoutBoard, placeSpan } from './boardLayout';
import { statusColor, statusLabel, statusOf } from './bookingStatus';
import { useBlockDrag } from './useBlockDrag';

/** One 30-minute row, in pixels: tall enough for a 1-hour block's three lines. */
const ROW_PX = 36;

/** Bookings staff may move: still to happen or under way (the server's edit rule). */
const MOVABLE = new Set(['confirmed', 'checked_in']);

export function memberName(booking: ScheduleBooking): string {
  return `${booking.member.firstName} ${booking.member.lastName}`.trim();
}

/** Who and where, as every toast about a booking names it: 'Jack Reilly, Bay 2'. */
export function bookingSubject(booking: Pick<ScheduleBooking, 'member' | 'bayNumber'>): string {
  return `${`${booking.member.firstName} ${booking.member.lastName}`.trim()}, ${bayLabel(booking.bayNumber)}`;
}

/** The board's search: a booking matches by its member's name or email. */
export function bookingMatches(booking: ScheduleBooking, query: string): boolean {
  return `${memberName(booking)} ${booking.member.email}`.toLowerCase().includes(query.trim().toLowerCase());
}

export function BayBoard({
  schedule,
  now,
  onSelect,
  onReopen,
  onOpenEvent,
  onOpenRound,
  onMove,
  onSlot,
  selectedId = null,
  query = '',
  tabs = [],
}: {
  schedule: Schedule;
  now: number;
  onSelect: (bookingId: string) => void;
  /** Offers to reopen a blocked span (the board asks before it does). */
  onReopen: (blockId: string) => void;
  /** Opens a private event's hold: its quote's id. */
  onOpenEvent?: (quoteId: string) => void;
  /** Opens a competition round's bay: the round's id. */
  onOpenRound?: (roundId: string) => void;
  /** A block dropped on another bay or time: where it would go (nothing moves until staff save). */
  onMove?: (bookingId: string, move: BookingMoveDraft) => void;
  /**
   * A click on a free slot of a bay (a pointer's shortcut; the toolbar's 'Walk-in now' and 'New
   * Booking' are the keyboard's way): the board opens the walk-in dialog there.
   */
  onSlot?: (bayNumber: string, instant: number) => void;
  /** The booking the keyboard shortcuts act on, outlined. */
  selectedId?: string | null;
  /** The toolbar's search: matching blocks are outlined, the others faded. */
  query?: string;
  /** The open tabs: a booking's own shows on its block with its total. */
  tabs?: readonly Tab[];
}) {
  const onGrid = schedule.bookings.filter((b) => b.status !== 'cancelled');
  const cancelled = schedule.bookings.filter((b) => b.status === 'cancelled');
  const layout = layoutBoard(schedule.date, schedule, schedule.bays, onGrid, now);
  const nowLine = useKeepInView(schedule.date, layout.nowOffset);
  const height = layout.rows.length * ROW_PX;
  const zone = schedule.timeZone;
  // A search that matches nothing on the grid fades nothing: a board all faded says nothing.
  const searching = query.trim().length > 0 && onGrid.some((b) => bookingMatches(b, query));
  const drag = useBlockDrag({
    rowPx: ROW_PX,
    rowCount: layout.rows.length,
    onDrop: (id, spot) => {
      const booking = schedule.bookings.find((b) => b.id === id);
      const startRow = layout.rows[spot.row];
      const bay = schedule.bays[spot.column];
      if (!booking || !startRow || !bay || !onMove) return;
      const length = (parseIsoInstant(booking.endTime) ?? 0) - (parseIsoInstant(booking.startTime) ?? 0);
      onMove(id, {
        bayNumber: bay,
        bookingDate: schedule.date,
        startTime: instantToWall(startRow.instant, zone).time,
        endTime: instantToWall(startRow.instant + length, zone).time,
      });
    },
  });

  return (
    // The grid scrolls in its own box: focusable, so the keyboard scrolls it too (even on a day
    // with no booking to tab to).
    <section
      className="bay-board"
      aria-label="Bay board"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region needs keyboard access
      tabIndex={0}
      style={{ '--bays': schedule.bays.length } as CSSProperties}
    >
      <div className="bay-board-head" aria-hidden="true">
        <span />
        {schedule.bays.map((bay) => (
          <span key={bay} className="bay-board-bay">
            {bayLabel(bay)}
          </span>
        ))}
      </div>
      <div className="bay-board-body" style={{ height }}>
        <ol className="bay-board-times" aria-label="Times">
          {layout.rows.map((row) => (
            <li
              key={row.instant}
              className={row.onTheHour ? 'on-the-hour' : undefined}
              style={{ height: ROW_PX }}
            >
              {row.onTheHour ? row.label : ''}
            </li>
          ))}
        </ol>
        {schedule.bays.map((bay, column) => (
          <section key={bay} className="bay-board-column" aria-label={bayLabel(bay)}>
            {layout.rows.map((row) => (
              // biome-ignore lint/a11y/noStaticElementInteractions: a pointer's shortcut; the toolbar's Walk-in now is the keyboard's way.
              // biome-ignore lint/a11y/useKeyWithClickEvents: as above, the same dialog is a button in the toolbar.
              <div
                key={row.instant}
                className={`bay-board-cell${row.onTheHour ? ' on-the-hour' : ''}${onSlot ? ' bookable' : ''}`}
                style={{ height: ROW_PX }}
                data-slot={`${bay} ${row.instant}`}
                onClick={onSlot ? () => onSlot(bay, row.instant) : undefined}
              />
            ))}
            {schedule.blocks
              .filter((closed) => closed.bayNumber === bay)
              .map((closed) => {
                const place = placeSpan(schedule.date, schedule, closed.startTime, closed.endTime);
                if (!place) return null;
                const time = `${venueTimeOf(closed.startTime, zone)} – ${venueTimeOf(closed.endTime, zone)}`;
                const style = { top: place.top * ROW_PX + 2, height: place.height * ROW_PX - 4 };
                if (closed.lessonId) {
                  // A lesson's bay: freed by cancelling the lesson, never reopened here (decision 057).
                  return (
                    <div
                      key={closed.id}
                      role="note"
                      className="bay-block bay-closed bay-lesson"
                      style={style}
                      aria-label={`${bayLabel(bay)} held for a lesson, ${time}: ${closed.reason}`}
                    >
                      <span className="bay-block-name">Lesson</span>
                      <span className="bay-block-meta">
                        {time} · {closed.reason}
                      </span>
                    </div>
                  );
                }
                if (closed.eventQuoteId || closed.competitionRoundId) {
                  // A paid private event or a competition round: released by cancelling it, opened here.
                  const event = closed.eventQuoteId !== null;
                  return (
                    <button
                      key={closed.id}
                      type="button"
                      className={`bay-block bay-closed ${event ? 'bay-event' : 'bay-round'}`}
                      style={style}
                      aria-label={`${bayLabel(bay)} held for ${event ? 'a private event' : 'a competition round'}, ${time}: ${closed.reason}. Open`}
                      onClick={() =>
                        closed.eventQuoteId
                          ? onOpenEvent?.(closed.eventQuoteId)
                          : closed.competitionRoundId && onOpenRound?.(closed.competitionRoundId)
                      }
                    >
                      <span className="bay-block-name">{event ? 'Private event' : 'Competition'}</span>
                      <span className="bay-block-meta">
                        {time} · {closed.reason}
                      </span>
                    </button>
                  );
                }
                return (
                  <button
                    key={closed.id}
                    type="button"
                    className="bay-block bay-closed"
                    style={style}
                    aria-label={`${bayLabel(bay)} blocked, ${time}: ${closed.reason}. Reopen`}
                    onClick={() => onReopen(closed.id)}
                  >
                    <span className="bay-block-name">Blocked</span>
                    <span className="bay-block-meta">
                      {time} · {closed.reason}
                    </span>
                  </button>
                );
              })}
            {drag.dragged?.column === column && (
              <div
                className="bay-block-drop"
                aria-hidden="true"
                style={{ top: drag.dragged.row * ROW_PX + 2, height: drag.dragged.height * ROW_PX - 4 }}
              />
            )}
            {layout.blocks
              .filter((block) => block.column === column)
              .map(({ booking, top, height: rows, lane, lanes }) => {
                const time = `${venueTimeOf(booking.startTime, zone)} – ${venueTimeOf(booking.endTime, zone)}`;
                const players = `${booking.players} ${booking.players === 1 ? 'player' : 'players'}`;
                const state = statusOf(booking, now);
                const status = statusLabel(state);
                const note = deskCheckInNote(booking, now, schedule.windows.noShowReleaseMinutes);
                const movable = onMove !== undefined && MOVABLE.has(booking.status);
                const tab = tabs.find((t) => t.bookingId === booking.id);
                const tabWords = tab ? shopCopy.boardTab(tab.totalCents) : '';
                const classes = [
                  'bay-block',
                  `status-${state}`,
                  movable ? 'movable' : '',
                  drag.dragged?.id === booking.id ? 'dragging' : '',
                  selectedId === booking.id ? 'selected' : '',
                  searching ? (bookingMatches(booking, query) ? 'match' : 'faded') : '',
                ];
                return (
                  <button
                    key={booking.id}
                    type="button"
                    data-booking-id={booking.id}
                    className={classes.filter(Boolean).join(' ')}
                    onPointerDown={
                      movable
                        ? (e) => drag.startDrag(e, { id: booking.id, column, row: top, height: rows })
                        : undefined
                    }
                    style={{
                      top: top * ROW_PX + 2,
                      height: rows * ROW_PX - 4,
                      left: `calc(${(lane / lanes) * 100}% + 3px)`,
                      width: `calc(${100 / lanes}% - 6px)`,
                    }}
                    aria-label={`${memberName(booking)}, ${bayLabel(bay)}, ${time}, ${players}, ${status}${note ? `, ${note}` : ''}${tabWords ? `, ${tabWords}` : ''}`}
                    onClick={(e) => drag.clickAllowed(e) && onSelect(booking.id)}
                  >
                    <span className="bay-block-name">{memberName(booking)}</span>
                    <span className="bay-block-meta">
                      <Tag color={statusColor(state)} className="bay-block-status">
                        {status}
                      </Tag>
                      {time} · {players}
                    </span>
                    {note && <span className="bay-block-note">{note}</span>}
                    {tab && <span className="bay-block-tab">{tabWords}</span>}
                  </button>
                );
              })}
          </section>
        ))}
        {layout.nowOffset !== null && (
          <div
            ref={nowLine}
            className="bay-board-now"
            style={{ top: layout.nowOffset * ROW_PX }}
            role="presentation"
          >
            <span className="bay-board-now-label">Now</span>
          </div>
        )}
      </div>
      {cancelled.length > 0 && (
        <section className="bay-board-cancelled" aria-label="Cancelled today">
          <h3>Cancelled</h3>
          <ul>
            {cancelled.map((b) => (
              <li key={b.id}>
                <button type="button" className="link-button" onClick={() => onSelect(b.id)}>
                  {memberName(b)}, {bayLabel(b.bayNumber)}, {venueTimeOf(b.startTime, zone)} –{' '}
                  {venueTimeOf(b.endTime, zone)}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {layout.unplaced.length > 0 && (
        <p className="muted bay-board-unplaced">
          Not on the grid (outside the hours or on another bay):{' '}
          {layout.unplaced.map((b) => `${memberName(b)} (${bayLabel(b.bayNumber)})`).join(', ')}
        </p>
      )}
    </section>
  );
}

/**
 * Brings the now line into view when a day opens, and keeps it there as time moves, until staff
 * scroll themselves (wheel, touch or scrolling keys); opening another day starts over. Only the
 * grid's own box scrolls (its scrollTop), never the page: scrollIntoView would move every scrolling
 * ancestor, the window included, and pull the toolbar away while staff type a search.
 */
function useKeepInView(date: string, offset: number | null) {
  const line = useRef<HTMLDivElement>(null);
  const staffScrolled = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new day resets the choice
  useEffect(() => {
    staffScrolled.current = false;
    const mark = (event: Event) => {
      if (event instanceof KeyboardEvent && !/^(Page|Arrow(Up|Down)|Home|End| )/.test(event.key)) return;
      // Typing in a field (the search) is not scrolling the board.
      if (
        event instanceof KeyboardEvent &&
        event.target instanceof HTMLElement &&
        event.target.closest('input, textarea')
      )
        return;
      staffScrolled.current = true;
    };
    const events = ['wheel', 'touchmove', 'keydown'] as const;
    for (const name of events) window.addEventListener(name, mark, { passive: true });
    return () => {
      for (const name of events) window.removeEventListener(name, mark);
    };
  }, [date]);
  useEffect(() => {
    const now = line.current;
    if (offset === null || staffScrolled.current || !now) return;
    const box = now.closest<HTMLElement>('.bay-board');
    if (!box) return;
    const below = now.getBoundingClientRect().top - box.getBoundingClientRect().top;
    box.scrollTop = Math.max(0, box.scrollTop + below - box.clientHeight / 2);
  }, [offset]);
  return line;
}

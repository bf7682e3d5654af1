/**
 * The bay board screen: today at the venue by default (any day by the picker), the grid with the
 * arrivals beside it, the selected booking's details, the desk booking and edit dialogs, a search
 * of the day's bookings and the keyboard shortcuts ('?' lists them). "Today" is the venue's date,
 * from core and the venue's zone, never the desk machine's calendar.
 */
import {
  addDays,
  type BayBlockView,
  bayLabel,
  bayScreenMessages,
  checkInRefusal,
  type ScheduleBooking,
  type VenueSettings,
  venueDate,
  walkInStart,
} from '@lounge/core';
import { showToast } from '@lounge/web/feedback';
import { PageLoading, useNow } from '@lounge/web/ui';
import { Button, Input, type InputRef, Modal, Tag } from 'antd';
import { useAtom, useSetAtom } from 'jotai';
import { useRef, useState } from 'react';
import { staffApi } from '../api/staffApi';
import { useOpenMemberProfile } from '../members/memberProfileAtoms';
import { useOpenTabs } from '../shop/shopQueries';
import { LoadErrorAlert } from '../ui/LoadErrorAlert';
import { useTours } from '../ui/listQueries';
import { useVenue } from '../ui/useVenue';
import { shortDate } from '../ui/venueTime';
import { ArrivalsPanel } from './ArrivalsPanel';
import { BayBoard, bookingMatches, bookingSubject } from './BayBoard';
import { BayMessageModal } from './BayMessageModal';
import { BlockBaysModal } from './BlockBaysModal';
import { BookingDrawer } from './BookingDrawer';
import {
  boardDateAtom,
  editBookingAtom,
  newBookingAtom,
  selectedBookingIdAtom,
  walkInAtom,
} from './boardAtoms';
import { type BoardAction, useBoardShortcuts } from './boardShortcuts';
import { DaySheet } from './DaySheet';
import { EditBookingModal } from './EditBookingModal';
import { EventBlockDrawer } from './EventBlockDrawer';
import { NewBookingModal } from './NewBookingModal';
import { RoundBlockDrawer } from './RoundBlockDrawer';
import { ShortcutsHelp } from './ShortcutsHelp';
import { useBookingAction, useSchedule } from './scheduleQueries';
import { WalkInModal } from './WalkInModal';

export function BoardPanel() {
  // Moves the board's now line and rolls "today" over.
  const now = useNow(30_000);
  const venue = useVenue();
  const [picked, setPicked] = useAtom(boardDateAtom);
  const [selected, setSelected] = useAtom(selectedBookingIdAtom);
  const openNewBooking = useSetAtom(newBookingAtom);
  const openWalkIn = useSetAtom(walkInAtom);
  const openProfile = useOpenMemberProfile();
  const openEdit = useSetAtom(editBookingAtom);
  const tours = useTours().data ?? [];
  const [blocking, setBlocking] = useState(false);
  const [messaging, setMessaging] = useState(false);
  const [reopening, setReopening] = useState<string | null>(null);
  const [openEvent, setOpenEvent] = useState<string | null>(null);
  const [openRound, setOpenRound] = useState<string | null>(null);
  const reopen = useBookingAction(
    (block: BayBlockView) => staffApi.removeBlock(block.id),
    'Bay reopened',
    (block) => bayLabel(block.bayNumber),
  );
  const checkIn = useBookingAction(
    (booking: ScheduleBooking) => staffApi.checkIn(booking.id),
    'Checked in',
    bookingSubject,
  );
  const [query, setQuery] = useState('');
  const [helpOpen, setHelpOpen] = useState(false);
  const searchBox = useRef<InputRef>(null);
  // The booking the search's Enter opened: closing its details ends that search.
  const openedBySearch = useRef<string | null>(null);

  const today = venue ? venueDate(now, venue.timeZone) : null;
  const date = picked ?? today;
  const schedule = useSchedule(date);
  const openTabs = useOpenTabs();
  const data = schedule.data?.date === date ? schedule.data : undefined;

  const bookings = data?.bookings ?? [];
  const active = bookings.filter((b) => b.status !== 'cancelled');
  const checkedIn = bookings.filter((b) => b.status === 'checked_in').length;
  const players = active.reduce((sum, b) => sum + b.players, 0);
  // The order J and K walk: by start, then bay; the search narrows it.
  const walk = [...active]
    .filter((b) => !query.trim() || bookingMatches(b, query))
    .sort((a, b) => a.startTime.localeCompare(b.startTime) || a.bayNumber.localeCompare(b.bayNumber));

  // A free slot clicked: the slot under way is a walk-in; a later one books that start; a passed one, nothing.
  const onSlot = (bayNumber: string, instant: number) => {
    if (!data || !today || data.date < today) return;
    const current =
      data.date === today
        ? walkInStart({ timeZone: data.timeZone, hours: data.hours } as VenueSettings, now)
        : null;
    if (current && instant < current.instant) return;
    if (data.date === today && !current && instant < now) return;
    openWalkIn({
      date: data.date,
      bayNumber,
      ...(current && instant === current.instant ? {} : { startInstant: instant }),
    });
  };

  const step = (by: 1 | -1) => {
    if (walk.length === 0) return;
    const at = walk.findIndex((b) => b.id === selected);
    const next = at < 0 ? (by === 1 ? 0 : walk.length - 1) : (at + by + walk.length) % walk.length;
    setSelected(walk[next]?.id ?? null);
  };
  const checkInSelected = () => {
    const booking = bookings.find((b) => b.id === selected);
    if (!booking || !data) {
      showToast({
        title: 'No booking selected',
        message: 'Select one with J or K, or a click.',
        kind: 'error',
      });
      return;
    }
    const refused =
      booking.status === 'confirmed' ? checkInRefusal(booking, now, data.timeZone, data.windows) : null;
    if (booking.status !== 'confirmed' || refused) {
      showToast({
        title: `${refused?.title ?? 'Not Possible'}: ${bookingSubject(booking)}`,
        message: refused?.message ?? 'Only a confirmed booking can be checked in.',
        kind: 'error',
      });
      return;
    }
    checkIn.mutate(booking);
  };
  const actions: Record<BoardAction, () => void> = {
    today: () => setPicked(null),
    previousDay: () => date && setPicked(addDays(date, -1)),
    nextDay: () => date && setPicked(addDays(date, 1)),
    search: () => searchBox.current?.focus(),
    nextBooking: () => step(1),
    previousBooking: () => step(-1),
    checkIn: checkInSelected,
    newBooking: () => openNewBooking({}),
    help: () => setHelpOpen(true),
  };
  useBoardShortcuts((action) => actions[action]());

  return (
    <div className="panel-stack board-panel">
      <div className="toolbar">
        <div className="toolbar-group">
          <Button
            onClick={() => date && setPicked(addDays(date, -1))}
            disabled={!date}
            aria-label="Previous day"
          >
            ‹
          </Button>
          <Input
            type="date"
            aria-label="Board date"
            className="date-input"
            value={date ?? ''}
            onChange={(e) => setPicked(e.target.value || null)}
          />
          <Button onClick={() => date && setPicked(addDays(date, 1))} disabled={!date} aria-label="Next day">
            ›
          </Button>
          <Button onClick={() => setPicked(null)} disabled={picked === null || picked === today}>
            Today
          </Button>
          <Input
            ref={searchBox}
            type="search"
            allowClear
            className="board-search"
            aria-label="Search the day’s bookings"
            placeholder="Search (/)"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && walk[0]) {
                openedBySearch.current = walk[0].id;
                setSelected(walk[0].id);
              }
              if (e.key === 'Escape') {
                setQuery('');
                e.currentTarget.blur();
              }
            }}
          />
        </div>
        <h2 className="toolbar-title">
          {date ? shortDate(date, true) : ''}
          {date && date === today && <Tag className="inline-tag">Today</Tag>}
        </h2>
        <div className="toolbar-group">
          <span className="muted board-counts" aria-live="polite">
            {count(active.length, 'booking')} · {count(players, 'player')} · {checkedIn} checked in
          </span>
          <Button onClick={() => setBlocking(true)} disabled={!data}>
            Block Bays
          </Button>
          <Button onClick={() => setMessaging(true)} disabled={!data}>
            {bayScreenMessages.desk.send}
          </Button>
          <Button onClick={() => today && openWalkIn({ date: today })} disabled={!today}>
            Walk-in now
          </Button>
          <Button type="primary" onClick={() => openNewBooking({})}>
            New Booking
          </Button>
          <Button onClick={() => setHelpOpen(true)} aria-label="Keyboard shortcuts">
            ?
          </Button>
        </div>
      </div>
      <LoadErrorAlert
        error={schedule.error}
        title="Board not loaded"
        retryNote="The board tries again every 15 seconds."
      />
      {data && today ? (
        <div className="board-with-arrivals">
          <BayBoard
            schedule={data}
            now={now}
            selectedId={selected}
            query={query}
            tabs={openTabs.data ?? []}
            onSelect={setSelected}
            onReopen={setReopening}
            onOpenEvent={setOpenEvent}
            onOpenRound={setOpenRound}
            onMove={(bookingId, move) => openEdit({ bookingId, move })}
            onSlot={onSlot}
          />
          <ArrivalsPanel
            schedule={data}
            tours={tours}
            today={today}
            now={now}
            refreshedAt={schedule.dataUpdatedAt}
            onSelect={setSelected}
            onOpenMember={(booking) => openProfile(booking.member.id)}
          />
        </div>
      ) : (
        <PageLoading label="Loading the board" />
      )}
      {data && <DaySheet schedule={data} now={now} venueName={venue?.name ?? ''} />}
      <BookingDrawer
        schedule={data}
        bookingId={selected}
        now={now}
        onClose={() => {
          if (openedBySearch.current === selected) setQuery('');
          openedBySearch.current = null;
          setSelected(null);
        }}
      />
      <EventBlockDrawer
        quoteId={openEvent}
        bays={data?.bays ?? []}
        zone={data?.timeZone ?? venue?.timeZone ?? 'UTC'}
        onClose={() => setOpenEvent(null)}
      />
      <RoundBlockDrawer
        roundId={openRound}
        zone={data?.timeZone ?? venue?.timeZone ?? 'UTC'}
        onClose={() => setOpenRound(null)}
      />
      {date && <NewBookingModal boardDate={date} now={now} />}
      <WalkInModal now={now} />
      <EditBookingModal schedule={data} />
      <ShortcutsHelp open={helpOpen} onClose={() => setHelpOpen(false)} />
      {data && <BayMessageModal open={messaging} bays={data.bays} onClose={() => setMessaging(false)} />}
      {data && (
        <BlockBaysModal
          open={blocking}
          date={data.date}
          bays={data.bays}
          zone={data.timeZone}
          onClose={() => setBlocking(false)}
        />
      )}
      <Modal
        open={reopening !== null}
        title="Reopen this bay?"
        okText="Reopen"
        cancelText="Keep It Blocked"
        okButtonProps={{ loading: reopen.isPending }}
        onOk={() => {
          const block = data?.blocks.find((b) => b.id === reopening);
          if (block) reopen.mutate(block, { onSuccess: () => setReopening(null) });
        }}
        onCancel={() => setReopening(null)}
      >
        Members can book this time again once it is reopened.
      </Modal>
    </div>
  );
}

/** '1 booking', '3 bookings'. */
function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

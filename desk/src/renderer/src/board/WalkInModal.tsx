/**
 * A walk-in in seconds: one dialog that books a member from this minute rounded down to the grid's
 * step (core's walkInStart), quotes the guests (VIP passes or the fee), takes the fee (cash or card
 * at the desk) and checks the member in, all by one request (`walkIn` on POST /api/staff/bookings).
 * The bay (the first free one, or the one clicked on the board), one hour and one player are already
 * chosen, so a member alone is two clicks (Walk-in now, Book and Check In) plus typing the name and
 * Enter; with guests, one more for the players, and the payment button is the submit.
 *
 * A click on an empty slot of the board opens the same dialog on that bay: the slot under way is a
 * walk-in; a later slot books that start for a member who is not here yet (no check-in).
 */
import {
  bayLabel,
  DESK_PAYMENT_METHODS,
  type DeskBookingRequest,
  type DeskPaymentMethod,
  dayGrid,
  type FilledBookingRequest,
  formatPrice,
  type GridPoint,
  guestQuoteLine,
  isOccupyingStatus,
  MAX_PLAYERS,
  MIN_SESSION_HOURS,
  memberSearchCopy,
  parseIsoInstant,
  rangesOverlap,
  type Schedule,
  type StaffMemberView,
  TIERS,
  type TimeRange,
  type VenueSettings,
  venueDate,
  walkInStart,
} from '@lounge/core';
import { showToast } from '@lounge/web/feedback';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Modal, Radio, type RefSelectProps, Select } from 'antd';
import { useAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { refusalText, staffApi } from '../api/staffApi';
import { venueTimeOf } from '../ui/venueTime';
import { walkInAtom } from './boardAtoms';
import { RefusalAlert, useBayOptions } from './bookingFormParts';
import { useDeskQuote } from './deskQuote';
import { memberPickerProps, useMemberSearch } from './memberPicker';
import { useSchedule } from './scheduleQueries';

/** Session lengths offered, in minutes: the shortest first (the default). */
const LENGTHS = [60, 90, 120, 180];
const PLAYERS = Array.from({ length: MAX_PLAYERS }, (_, i) => i + 1);
const METHOD_WORDS: Record<DeskPaymentMethod, string> = { cash: 'Cash', card: 'Card' };

/** Where the bays are taken: occupying bookings and blocks. */
function takenBy(schedule: Schedule | undefined, bay: string): TimeRange[] {
  if (!schedule) return [];
  const span = (start: string, end: string) => ({
    start: parseIsoInstant(start) ?? 0,
    end: parseIsoInstant(end) ?? 0,
  });
  return [
    ...schedule.bookings
      .filter((b) => b.bayNumber === bay && isOccupyingStatus(b.status))
      .map((b) => span(b.startTime, b.endTime)),
    ...schedule.blocks.filter((b) => b.bayNumber === bay).map((b) => span(b.startTime, b.endTime)),
  ];
}

const nameOf = (m: StaffMemberView) => `${m.firstName} ${m.lastName}`.trim();

export function WalkInModal({ now }: { now: number }) {
  const [request, setRequest] = useAtom(walkInAtom);
  const open = request !== null;
  const client = useQueryClient();
  const [search, setSearch] = useState('');
  const memberField = useRef<RefSelectProps>(null);
  const [member, setMember] = useState<StaffMemberView | undefined>();
  const [bay, setBay] = useState<string | undefined>();
  const [minutes, setMinutes] = useState(LENGTHS[0] ?? 60);
  const [players, setPlayers] = useState(1);
  // How many matched when Enter took no one: the Select closes its list and clears the text then.
  const [enterMissed, setEnterMissed] = useState(0);
  const { members, settled } = useMemberSearch(search);
  // Only an answer for exactly what was typed is offered, so Enter picks the member meant.
  const found = search.trim() && settled ? (members.data ?? []) : [];
  const several = member ? 0 : found.length > 1 ? found.length : enterMissed;
  const { data: schedule } = useSchedule(open ? (request?.date ?? null) : null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the dialog opens; a refetch must not reset what staff chose.
  useEffect(() => {
    if (!open) return;
    setSearch('');
    setMember(undefined);
    setBay(request?.bayNumber);
    setMinutes(LENGTHS[0] ?? 60);
    setPlayers(1);
    setEnterMissed(0);
    create.reset();
  }, [open]);

  const venue = schedule ? ({ timeZone: schedule.timeZone, hours: schedule.hours } as VenueSettings) : null;
  const today = venue ? venueDate(now, venue.timeZone) : null;
  const grid = venue && schedule ? dayGrid(schedule.date, venue) : [];
  const current = venue && schedule?.date === today ? walkInStart(venue, now) : null;
  // A later slot clicked on the board books that start; otherwise this minute, rounded down.
  const later =
    request?.startInstant !== undefined && (current === null || request.startInstant > current.instant);
  const start: GridPoint | null | undefined = later
    ? grid.find((p) => p.instant === request?.startInstant)
    : current;
  const walkIn = !later;
  const memberId = member?.id;
  const tier = TIERS[member?.membershipType ?? 'general'];
  const endOf = (length: number) =>
    start ? grid.find((p) => p.instant === start.instant + length * 60_000) : undefined;
  const freeFor = (b: string, length: number) => {
    if (!start) return false;
    const span = { start: start.instant, end: start.instant + length * 60_000 };
    return endOf(length) !== undefined && !takenBy(schedule, b).some((r) => rangesOverlap(span, r));
  };
  const shortest = MIN_SESSION_HOURS * 60;
  const bayOptions = useBayOptions(schedule?.bays ?? [], member?.membershipType);
  // Only a bay the member's tier may book is picked or offered.
  const bays = bayOptions.filter((o) => !o.disabled).map((o) => o.value);
  const chosenBay =
    bay && bays.includes(bay) && freeFor(bay, shortest) ? bay : bays.find((b) => freeFor(b, shortest));
  const lengths = LENGTHS.filter((m) => m <= tier.maxSessionHours * 60);
  const end = endOf(minutes);
  const fits = chosenBay !== undefined && freeFor(chosenBay, minutes);

  const booking:
    | (Omit<DeskBookingRequest, 'guestFeeCollected' | 'paymentMethod'> & FilledBookingRequest)
    | null =
    memberId && schedule && start && end && chosenBay && fits
      ? {
          userId: memberId,
          bayNumber: chosenBay,
          bookingDate: schedule.date,
          startTime: start.value,
          endTime: end.value,
          guestCount: String(players),
          notes: '',
          override: false,
          walkIn,
        }
      : null;
  const quote = useDeskQuote(
    open && booking
      ? {
          userId: booking.userId,
          bookingDate: booking.bookingDate,
          bayNumber: booking.bayNumber,
          startTime: booking.startTime,
          endTime: booking.endTime,
          guestCount: booking.guestCount,
          override: false,
          walkIn,
        }
      : null,
  );
  const quoted = booking && !quote.isPlaceholderData ? quote.data : undefined;
  const fee = quoted?.guests?.feeCents ?? 0;
  const create = useMutation({
    mutationFn: (sent: DeskBookingRequest) => staffApi.createBooking(sent),
    onSuccess: (_, sent) => {
      const who = member ? nameOf(member) : 'The member';
      const paid = sent.paymentMethod ? `, ${formatPrice(fee)} ${sent.paymentMethod}` : '';
      showToast({
        title: `${walkIn ? 'Checked in' : 'Booking made'}: ${who}, ${bayLabel(String(sent.bayNumber))}`,
        message: `${venueTimeOf(new Date(start?.instant ?? 0).toISOString(), venue?.timeZone ?? 'UTC')} – ${end?.label ?? ''}${paid}.`,
        kind: 'success',
      });
      setRequest(null);
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['schedule'] });
      void client.invalidateQueries({ queryKey: ['members'] });
    },
  });
  const refusal = create.error
    ? refusalText(create.error, 'Not booked')
    : (quoted?.refusal ?? (member && !booking ? noRoom(start, chosenBay) : null));
  const ready = booking !== null && quoted !== undefined && quoted.refusal === null && !create.isPending;
  const send = (paymentMethod?: DeskPaymentMethod) =>
    booking &&
    create.mutate({
      ...booking,
      guestFeeCollected: fee > 0,
      ...(fee > 0 && paymentMethod ? { paymentMethod } : {}),
    });
  const action = walkIn ? 'Book and Check In' : 'Book Bay';
  const startLabel = start ? start.label : '';

  return (
    <Modal
      open={open}
      title={walkIn ? `Walk-in from ${startLabel}` : `Book from ${startLabel}`}
      onCancel={() => setRequest(null)}
      width={640}
      style={{ top: 24 }}
      destroyOnHidden
      // The member's field has the focus once the dialog is open, with or without its motion: a
      // dialog shown at once (a wish for reduced motion) takes the focus itself after the field's own
      // autoFocus has run.
      afterOpenChange={(opened) => {
        if (opened) memberField.current?.focus();
      }}
      footer={[
        <Button key="close" onClick={() => setRequest(null)}>
          Close
        </Button>,
        ...(fee > 0
          ? DESK_PAYMENT_METHODS.map((method) => (
              <Button
                key={method}
                type="primary"
                disabled={!ready}
                loading={create.isPending && create.variables?.paymentMethod === method}
                onClick={() => send(method)}
              >
                {METHOD_WORDS[method]} {formatPrice(fee)} · {action}
              </Button>
            ))
          : [
              <Button
                key="book"
                type="primary"
                disabled={!ready}
                loading={create.isPending}
                onClick={() => send()}
              >
                {action}
              </Button>,
            ]),
      ]}
    >
      <div className="walk-in">
        <div className="walk-in-field">
          <label htmlFor="walk-in-member">Member</label>
          <Select
            ref={memberField}
            autoFocus
            id="walk-in-member"
            className="full-width"
            value={memberId}
            onChange={(id: string) => {
              setMember(found.find((m) => m.id === id) ?? member);
              create.reset();
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && found.length > 1) setEnterMissed(found.length);
            }}
            // Enter picks only the one member matching (or one chosen with the arrows): with two
            // Taras it waits, never booking the first in the list.
            {...memberPickerProps(
              [...found, ...(member && !found.some((m) => m.id === member.id) ? [member] : [])],
              (typed) => {
                setSearch(typed);
                if (typed.trim()) setEnterMissed(0);
              },
            )}
            placeholder="Name, email or phone, then Enter"
            loading={!settled}
            notFoundContent={
              !search.trim() ? 'Type a name, email or phone' : settled ? 'No member found' : 'Searching…'
            }
          />
          {/* Enter with two Taras takes no one: this says why, where the member field is. */}
          <p className="walk-in-matches" aria-live="polite">
            {several > 0 ? memberSearchCopy.several(several) : ''}
          </p>
        </div>
        <fieldset className="walk-in-field">
          <legend>Bay</legend>
          <Radio.Group
            optionType="button"
            value={chosenBay}
            onChange={(e) => setBay(e.target.value)}
            options={bayOptions.map((o) =>
              o.disabled || freeFor(o.value, shortest) ? o : { ...o, disabled: true },
            )}
          />
        </fieldset>
        <fieldset className="walk-in-field">
          <legend>Until</legend>
          <Radio.Group
            optionType="button"
            value={minutes}
            onChange={(e) => setMinutes(e.target.value)}
            options={lengths.map((m) => ({
              value: m,
              label: endOf(m)?.label ?? `${m / 60} h`,
              disabled: chosenBay === undefined || !freeFor(chosenBay, m),
            }))}
          />
        </fieldset>
        <fieldset className="walk-in-field">
          <legend>Players (member included)</legend>
          <Radio.Group
            optionType="button"
            value={players}
            onChange={(e) => setPlayers(e.target.value)}
            options={PLAYERS.map((n) => ({ value: n, label: String(n) }))}
          />
        </fieldset>
        <p className="walk-in-quote" aria-live="polite">
          <strong>Guests: </strong>
          {quoted?.guests ? guestQuoteLine(quoted.guests, 'staff') : 'Chosen with the member.'}
        </p>
        <RefusalAlert refusal={refusal} />
      </div>
    </Modal>
  );
}

/** Why nothing can be booked from the start chosen: past closing, or every bay taken. */
function noRoom(start: GridPoint | null | undefined, bay: string | undefined) {
  if (!start) return { title: 'Closed', message: 'The bays are not bookable at this hour.' };
  if (!bay) return { title: 'No Bay Free', message: `No bay is free from ${start.label} for an hour.` };
  return { title: 'Bay Taken', message: 'That length runs into the next booking. Choose a shorter one.' };
}

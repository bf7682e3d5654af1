/**
 * A booking's details and the desk's actions on it: check in (inside its window, else the reason),
 * no-show after a confirmation, undo of either on the booking's day, change or move (the edit
 * dialog: the keyboard's way to do what dragging a block does), cancel with a reason. Each
 * action refetches the board (scheduleQueries), so the drawer always shows the server's word.
 */
import {
  bayLabel,
  CORRECTED_STATUSES,
  correctionRefusal,
  dayGrid,
  deskMessages,
  formatPrice,
  type GridPoint,
  guestFeeLine,
  hasEnded,
  isOccupyingStatus,
  type MemberProfile,
  MINUTE_MS,
  NO_SHOW_CONFIRM,
  parseIsoInstant,
  rangesOverlap,
  type Schedule,
  type ScheduleBooking,
  type StaffCorrectionRequest,
  type VenueSettings,
} from '@lounge/core';
import { useQuery } from '@tanstack/react-query';
import { Button, Drawer, Form, Input, Modal, Radio, Tag } from 'antd';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { staffApi } from '../api/staffApi';
import { memberProfileApi, memberProfileKey } from '../members/memberProfileApi';
import { useOpenMemberProfile } from '../members/memberProfileAtoms';
import { shortDate, venueTimeOf } from '../ui/venueTime';
import { bookingSubject, memberName } from './BayBoard';
import { editBookingAtom } from './boardAtoms';
import { bookingActions, statusColor, statusLabel, statusOf } from './bookingStatus';
import { useBookingAction } from './scheduleQueries';

export function BookingDrawer({
  schedule,
  bookingId,
  now,
  onClose,
}: {
  schedule: Schedule | undefined;
  bookingId: string | null;
  now: number;
  onClose: () => void;
}) {
  const booking = schedule?.bookings.find((b) => b.id === bookingId);
  const openProfile = useOpenMemberProfile();
  const [cancelling, setCancelling] = useState(false);
  const [confirmNoShow, setConfirmNoShow] = useState(false);
  const checkIn = useBookingAction(
    (b: ScheduleBooking) => staffApi.checkIn(b.id),
    'Checked in',
    bookingSubject,
  );
  const noShow = useBookingAction(
    (b: ScheduleBooking) => staffApi.markNoShow(b.id),
    'Marked as no-show',
    bookingSubject,
  );
  const cancel = useBookingAction(
    ({ booking: b, reason }: { booking: ScheduleBooking; reason: string }) =>
      staffApi.cancelBooking(b.id, reason),
    'Booking cancelled',
    ({ booking: b }) => bookingSubject(b),
  );
  const undo = useBookingAction(
    (b: ScheduleBooking) => staffApi.undoStatus(b.id),
    'Undone, confirmed again',
    bookingSubject,
  );
  const extend = useBookingAction(
    ({ booking: b, endTime }: { booking: ScheduleBooking; endTime: string; label: string }) =>
      staffApi.editBooking(b.id, { endTime }),
    'Extended',
    ({ booking: b, label }) => `${bookingSubject(b)}, until ${label}`,
  );
  const [correcting, setCorrecting] = useState(false);
  const correct = useBookingAction(
    ({ booking: b, status, reason }: { booking: ScheduleBooking } & StaffCorrectionRequest) =>
      staffApi.correctBooking(b.id, { status, reason }),
    'Corrected',
    ({ booking: b }) => bookingSubject(b),
  );
  const profile = useQuery({
    queryKey: memberProfileKey(booking?.member.id ?? null),
    queryFn: () => memberProfileApi.profile(booking?.member.id ?? ''),
    enabled: booking !== undefined,
  });
  const openEdit = useSetAtom(editBookingAtom);
  const busy =
    checkIn.isPending || noShow.isPending || cancel.isPending || undo.isPending || extend.isPending;

  if (!booking || !schedule) {
    return <Drawer open={bookingId !== null && !!schedule} onClose={onClose} title="Booking" size={460} />;
  }
  const zone = schedule.timeZone;
  const allowed = bookingActions(booking, now, zone, schedule.windows);
  const status = statusOf(booking, now);
  const tier = booking.member.membershipType;
  const longer = allowed.edit ? extension(schedule, booking, now) : null;
  const correctable = correctionRefusal(booking, now) === null;
  // An ended booking is not offered Cancel at all: Correct is its way.
  const ended = hasEnded(booking, now);

  return (
    <Drawer
      open
      onClose={onClose}
      size={460}
      title={memberName(booking)}
      footer={
        <div className="drawer-actions">
          <Button
            type="primary"
            disabled={!allowed.checkIn || busy}
            loading={checkIn.isPending}
            onClick={() => checkIn.mutate(booking)}
          >
            Check In
          </Button>
          <Button
            disabled={!allowed.noShow || busy}
            loading={noShow.isPending}
            onClick={() => setConfirmNoShow(true)}
          >
            No-show
          </Button>
          {allowed.undo && (
            <Button disabled={busy} loading={undo.isPending} onClick={() => undo.mutate(booking)}>
              Undo {booking.status === 'no_show' ? 'No-show' : 'Check-in'}
            </Button>
          )}
          {longer && (
            <Button
              disabled={busy}
              loading={extend.isPending}
              aria-label={`${schedule.hours.stepMinutes} minutes more, until ${longer.label}`}
              onClick={() => extend.mutate({ booking, endTime: longer.value, label: longer.label })}
            >
              +{schedule.hours.stepMinutes} min
            </Button>
          )}
          <Button disabled={!allowed.edit || busy} onClick={() => openEdit({ bookingId: booking.id })}>
            Change or Move
          </Button>
          {correctable && (
            <Button disabled={busy} onClick={() => setCorrecting(true)}>
              Correct…
            </Button>
          )}
          {!ended && (
            <Button danger disabled={!allowed.cancel || busy} onClick={() => setCancelling(true)}>
              Cancel Booking
            </Button>
          )}
        </div>
      }
    >
      <dl className="details">
        <dt>Status</dt>
        <dd>
          <Tag color={statusColor(status)}>{statusLabel(status)}</Tag>
          {allowed.checkInWhy && <div className="muted">{allowed.checkInWhy}</div>}
          {allowed.noShowWhy && <div className="muted">{allowed.noShowWhy}</div>}
        </dd>
        <dt>Bay</dt>
        <dd>{bayLabel(booking.bayNumber)}</dd>
        <dt>When</dt>
        <dd>
          {shortDate(booking.bookingDate, true)}, {venueTimeOf(booking.startTime, zone)} –{' '}
          {venueTimeOf(booking.endTime, zone)}
        </dd>
        <dt>Players</dt>
        <dd>{booking.players}</dd>
        <dt>Guest fee</dt>
        <dd>{guestFeeLine(booking.guestFee, booking.guestFeeRefundedCents)}</dd>
        <dt>Member</dt>
        <dd>
          {memberName(booking)}
          <br />
          <a href={`mailto:${booking.member.email}`}>{booking.member.email}</a>
          <br />
          {tier ? `${tier === 'vip' ? 'VIP' : 'General'} member` : 'No membership'}
          <br />
          <Button size="small" onClick={() => openProfile(booking.member.id)}>
            Member Profile
          </Button>
        </dd>
        <MemberFacts profile={profile.data} loading={profile.isLoading} />
        <dt>Notes</dt>
        <dd className="pre-wrap">{booking.notes || 'None'}</dd>
        {(booking.createdBy || booking.limitOverride) && (
          <>
            <dt>Booked</dt>
            <dd>
              {booking.createdBy ? 'At the desk' : 'By the member'}
              {booking.limitOverride && (
                <Tag color="purple" className="inline-tag">
                  Limit override
                </Tag>
              )}
            </dd>
          </>
        )}
      </dl>
      <Modal
        open={confirmNoShow}
        title={NO_SHOW_CONFIRM.title}
        okText={NO_SHOW_CONFIRM.ok}
        cancelText="Keep Waiting"
        okButtonProps={{ loading: noShow.isPending }}
        onOk={() => noShow.mutate(booking, { onSettled: () => setConfirmNoShow(false) })}
        onCancel={() => setConfirmNoShow(false)}
        destroyOnHidden
      >
        <p>{NO_SHOW_CONFIRM.message}</p>
      </Modal>
      <CorrectBookingModal
        open={correcting}
        name={memberName(booking)}
        busy={correct.isPending}
        onCancel={() => setCorrecting(false)}
        onConfirm={(fields) =>
          correct.mutate({ booking, ...fields }, { onSuccess: () => setCorrecting(false) })
        }
      />
      <CancelBookingModal
        open={cancelling}
        busy={cancel.isPending}
        onCancel={() => setCancelling(false)}
        onConfirm={(reason) => cancel.mutate({ booking, reason }, { onSuccess: () => setCancelling(false) })}
      />
    </Drawer>
  );
}

/** What the desk wants to know about the member at a glance: phone, no-shows, fees owed, guest passes. */
function MemberFacts({ profile, loading }: { profile: MemberProfile | undefined; loading: boolean }) {
  if (!profile) {
    return loading ? (
      <>
        <dt>Phone</dt>
        <dd className="muted">Loading…</dd>
      </>
    ) : null;
  }
  const owed = profile.payments
    .filter((p) => p.kind === 'desk' && p.status === 'pending')
    .reduce((sum, p) => sum + p.amountCents, 0);
  const passes = profile.guestPasses;
  return (
    <>
      <dt>Phone</dt>
      <dd>{profile.phone ? <a href={`tel:${profile.phone}`}>{profile.phone}</a> : 'None given'}</dd>
      <dt>No-shows</dt>
      <dd>
        {profile.noShows.count} in the last {profile.noShows.days} days
      </dd>
      <dt>Fees owed</dt>
      <dd>{owed > 0 ? <strong>{formatPrice(owed)}</strong> : 'None'}</dd>
      <dt>Guest passes</dt>
      <dd>
        {passes.allowance > 0
          ? `${passes.left} of ${passes.allowance} left this month`
          : 'None with this plan'}
      </dd>
    </>
  );
}

/** After a booking has ended: what happened, with a reason (POST .../correct; audited). */
function CorrectBookingModal({
  open,
  name,
  busy,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  name: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (fields: StaffCorrectionRequest) => void;
}) {
  const [form] = Form.useForm<StaffCorrectionRequest>();
  const words = deskMessages.correctDialog;
  return (
    <Modal
      open={open}
      title={words.title(name)}
      okText="Correct"
      cancelText="Keep It"
      okButtonProps={{ loading: busy }}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <p>{words.intro}</p>
      <Form
        form={form}
        layout="vertical"
        onFinish={({ status, reason }) => onConfirm({ status, reason: reason.trim() })}
      >
        <Form.Item
          name="status"
          label="What happened"
          rules={[{ required: true, message: 'Choose what happened.' }]}
        >
          <Radio.Group
            className="stacked-radios"
            options={CORRECTED_STATUSES.map((value) => ({ value, label: words.statuses[value] }))}
          />
        </Form.Item>
        <Form.Item
          name="reason"
          label="Reason"
          rules={[{ required: true, whitespace: true, message: words.reasonRequired }]}
        >
          <Input.TextArea rows={2} maxLength={500} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function CancelBookingModal({
  open,
  busy,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}) {
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open={open}
      title="Cancel this booking?"
      okText="Cancel Booking"
      cancelText="Keep It"
      okButtonProps={{ danger: true, loading: busy }}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={({ reason }) => onConfirm(reason.trim())}>
        <Form.Item
          name="reason"
          label="Reason"
          extra="Kept with the booking and in the staff log. Guest passes go back to the member."
          rules={[{ required: true, whitespace: true, message: 'Give a reason for the cancellation.' }]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * One more step of the grid after the booking ('+30 min'), when it has not ended, the venue is still
 * open then, and nothing holds the bay in that time (a booking or a block): the grid point of the new
 * end, or null. The server's edit rules (the tier's session length) still decide.
 */
function extension(schedule: Schedule, booking: ScheduleBooking, now: number): GridPoint | null {
  const end = parseIsoInstant(booking.endTime);
  if (end === null || end <= now) return null;
  const venue = { timeZone: schedule.timeZone, hours: schedule.hours } as VenueSettings;
  const next = dayGrid(booking.bookingDate, venue).find(
    (p) => p.instant === end + schedule.hours.stepMinutes * MINUTE_MS,
  );
  if (!next) return null;
  const span = { start: end, end: next.instant };
  const overlaps = (start: string, finish: string) =>
    rangesOverlap(span, { start: parseIsoInstant(start) ?? 0, end: parseIsoInstant(finish) ?? 0 });
  const taken =
    schedule.bookings.some(
      (b) =>
        b.id !== booking.id &&
        b.bayNumber === booking.bayNumber &&
        isOccupyingStatus(b.status) &&
        overlaps(b.startTime, b.endTime),
    ) || schedule.blocks.some((b) => b.bayNumber === booking.bayNumber && overlaps(b.startTime, b.endTime));
  return taken ? null : next;
}

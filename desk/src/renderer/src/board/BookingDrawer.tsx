/**
 * A booking's details and the desk's actions on it: check in (inside its window, else the reason),
 * no-show after a confirmation, undo of either on the booking's day, change or move (the edit
 * dialog: the keyboard's way to do what dragging a block does), cancel with a reason. Each
 * action refetches the board (scheduleQueries), so the drawer always shows the server's word.
 */
import { formatPrice, NO_SHOW_CONFIRM, type Schedule, type ScheduleBooking } from '@lounge/core';
import { Button, Drawer, Form, Input, Modal, Tag } from 'antd';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { staffApi } from '../api/staffApi';
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
  const openEdit = useSetAtom(editBookingAtom);
  const busy = checkIn.isPending || noShow.isPending || cancel.isPending || undo.isPending;

  if (!booking || !schedule) {
    return <Drawer open={bookingId !== null && !!schedule} onClose={onClose} title="Booking" size={460} />;
  }
  const zone = schedule.timeZone;
  const allowed = bookingActions(booking, now, zone, schedule.windows);
  const status = statusOf(booking, now);
  const tier = booking.member.membershipType;

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
          <Button disabled={!allowed.edit || busy} onClick={() => openEdit({ bookingId: booking.id })}>
            Change or Move
          </Button>
          <Button danger disabled={!allowed.cancel || busy} onClick={() => setCancelling(true)}>
            Cancel Booking
          </Button>
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
        <dd>Bay {booking.bayNumber}</dd>
        <dt>When</dt>
        <dd>
          {shortDate(booking.bookingDate, true)}, {venueTimeOf(booking.startTime, zone)} –{' '}
          {venueTimeOf(booking.endTime, zone)}
        </dd>
        <dt>Players</dt>
        <dd>{booking.players}</dd>
        <dt>Guest fee paid</dt>
        <dd>{booking.guestFee > 0 ? formatPrice(booking.guestFee) : 'None'}</dd>
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
        {booking.notes && (
          <>
            <dt>Notes</dt>
            <dd className="pre-wrap">{booking.notes}</dd>
          </>
        )}
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
      <CancelBookingModal
        open={cancelling}
        busy={cancel.isPending}
        onCancel={() => setCancelling(false)}
        onConfirm={(reason) => cancel.mutate({ booking, reason }, { onSuccess: () => setCancelling(false) })}
      />
    </Drawer>
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

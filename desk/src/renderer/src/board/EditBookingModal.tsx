/**
 * Moving or changing a booking at the desk (PATCH /api/staff/bookings/{id}): date, start, end, bay,
 * players, notes, and the override of the tier's limits as on a desk booking. Opened from the
 * drawer ('Change or Move', the keyboard's way) or by dropping a block on another bay or time (the
 * drop fills the new bay and times in; nothing moves until staff save). The server keeps every rule
 * and tells the member (the 'updated' email with a new calendar file). Guests added beyond the
 * member's passes owe a fee: the first save answers 402 with it, and staff say whether they
 * collected it or leave it owed; either is written to the ledger.
 */
import {
  bayLabel,
  formatPrice,
  instantToWall,
  parseIsoInstant,
  type Schedule,
  type ScheduleBooking,
  type StaffEditRequest,
} from '@lounge/core';
import { asApiError } from '@lounge/web/api';
import { Alert, Button, Form, Input, Modal, Select, Space, Switch } from 'antd';
import { useAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { refusalText, staffApi } from '../api/staffApi';
import { venueTimeOf } from '../ui/venueTime';
import { bookingSubject, memberName } from './BayBoard';
import { editBookingAtom } from './boardAtoms';
import { PlayersField, RefusalAlert, useBayOptions } from './bookingFormParts';
import { useBookingAction } from './scheduleQueries';

interface EditFields {
  bookingDate: string;
  startTime: string;
  endTime: string;
  bayNumber: string;
  players: number;
  notes?: string;
  override: boolean;
}

/** 'HH:mm' at the venue for an ISO instant. */
function wallTime(iso: string, zone: string): string {
  return instantToWall(parseIsoInstant(iso) ?? 0, zone).time;
}

function fieldsOf(booking: ScheduleBooking, zone: string): EditFields {
  return {
    bookingDate: booking.bookingDate,
    startTime: wallTime(booking.startTime, zone),
    endTime: wallTime(booking.endTime, zone),
    bayNumber: booking.bayNumber,
    players: booking.players,
    notes: booking.notes ?? '',
    override: false,
  };
}

export function EditBookingModal({ schedule }: { schedule: Schedule | undefined }) {
  const [editing, setEditing] = useAtom(editBookingAtom);
  const [form] = Form.useForm<EditFields>();
  const [feeDue, setFeeDue] = useState<{ cents: number; change: StaffEditRequest } | null>(null);
  const save = useBookingAction(
    ({ id, change }: { id: string; change: StaffEditRequest; subject: string }) =>
      staffApi.editBooking(id, change),
    'Booking updated, member emailed',
    ({ subject }) => subject,
  );
  const booking = schedule?.bookings.find((b) => b.id === editing?.bookingId);
  const bayOptions = useBayOptions(schedule?.bays ?? [], booking?.member.membershipType);
  const zone = schedule?.timeZone ?? 'UTC';
  const open = editing !== null && booking !== undefined;

  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the dialog opens (or a new drop lands); a board refetch must not reset a half-filled form.
  useEffect(() => {
    if (!open || !booking) return;
    form.resetFields();
    form.setFieldsValue({ ...fieldsOf(booking, zone), ...editing?.move });
    setFeeDue(null);
    save.reset();
  }, [open, editing]);

  const close = () => setEditing(null);
  const send = (change: StaffEditRequest) => {
    if (!booking) return;
    save.mutate(
      {
        id: booking.id,
        change,
        subject: bookingSubject({ ...booking, bayNumber: String(change.bayNumber ?? booking.bayNumber) }),
      },
      {
        onSuccess: close,
        onError: (error) => {
          const fee = asApiError(error)?.refusal?.feeCents;
          if (typeof fee === 'number') setFeeDue({ cents: fee, change });
        },
      },
    );
  };
  const submit = (fields: EditFields) => {
    setFeeDue(null);
    send({
      bookingDate: fields.bookingDate,
      startTime: fields.startTime,
      endTime: fields.endTime,
      bayNumber: fields.bayNumber,
      guestCount: String(fields.players),
      notes: fields.notes?.trim() ?? '',
      override: fields.override,
    });
  };
  const refusal = save.error && feeDue === null ? refusalText(save.error) : null;
  const name = booking ? memberName(booking) : '';

  return (
    <Modal
      open={open}
      title={editing?.move ? `Move ${name}’s booking` : `Change ${name}’s booking`}
      onCancel={close}
      footer={[
        <Button key="close" onClick={close}>
          Close
        </Button>,
        <Button
          key="save"
          type="primary"
          loading={save.isPending}
          disabled={feeDue !== null}
          onClick={() => form.submit()}
        >
          Save Changes
        </Button>,
      ]}
      width={560}
      destroyOnHidden
    >
      {booking && (
        <p className="muted">
          Now: {bayLabel(booking.bayNumber)}, {booking.bookingDate}, {venueTimeOf(booking.startTime, zone)} –{' '}
          {venueTimeOf(booking.endTime, zone)}, {booking.players}{' '}
          {booking.players === 1 ? 'player' : 'players'}
        </p>
      )}
      {feeDue && (
        <Alert
          type="warning"
          showIcon
          className="modal-alert"
          title={`Added guests’ fee: ${formatPrice(feeDue.cents)}`}
          description={
            <Space direction="vertical">
              <span>
                Collect it at the desk now, or leave it owed by the member. Either goes in the ledger.
              </span>
              <Space>
                <Button
                  type="primary"
                  loading={save.isPending}
                  onClick={() => send({ ...feeDue.change, guestFeeCollected: true })}
                >
                  Collected at the Desk
                </Button>
                <Button
                  loading={save.isPending}
                  onClick={() => send({ ...feeDue.change, guestFeeOwed: true })}
                >
                  Leave It Owed
                </Button>
              </Space>
            </Space>
          }
        />
      )}
      <RefusalAlert refusal={refusal} />
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <div className="form-grid">
          <Form.Item name="bookingDate" label="Date" rules={[{ required: true, message: 'Choose a date.' }]}>
            <Input type="date" />
          </Form.Item>
          <Form.Item name="bayNumber" label="Bay" rules={[{ required: true, message: 'Choose a bay.' }]}>
            <Select options={bayOptions} />
          </Form.Item>
          <Form.Item
            name="startTime"
            label="Start"
            rules={[{ required: true, message: 'Choose a start time.' }]}
          >
            <Input type="time" step={1800} />
          </Form.Item>
          <Form.Item name="endTime" label="End" rules={[{ required: true, message: 'Choose an end time.' }]}>
            <Input type="time" step={1800} />
          </Form.Item>
          <PlayersField />
        </div>
        <Form.Item name="notes" label="Notes">
          <Input.TextArea rows={2} maxLength={2000} />
        </Form.Item>
        <Form.Item
          name="override"
          label="Override tier limits"
          valuePropName="checked"
          extra="Past the member's limits (advance window, upcoming count, length), as on a desk booking. Recorded in the staff log."
        >
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * Booking a bay for a member at the desk. The server applies the member's own rules (tier limits,
 * hours, overlaps, guest fees); staff may override the tier's limits, which the server records.
 * Guests beyond free passes are paid at the desk: the first try answers 402 with the fee, and the
 * dialog asks staff to collect it and confirm.
 */
import {
  endOptions,
  formatPrice,
  isOccupyingStatus,
  MAX_PLAYERS,
  type MembershipType,
  parseIsoInstant,
  rangesOverlap,
  type Schedule,
  type StaffMemberView,
  startOptions,
  TIERS,
  type TimeRange,
  type VenueSettings,
} from '@lounge/core';
import { asApiError } from '@lounge/web/api';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Form, Input, Modal, Select, Switch } from 'antd';
import { useAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { refusalText, staffApi } from '../api/staffApi';
import { newBookingAtom } from './boardAtoms';
import { useBookingAction, useSchedule } from './scheduleQueries';

interface BookingFields {
  userId: string;
  bayNumber: string;
  bookingDate: string;
  startTime: string;
  endTime: string;
  players: number;
  notes?: string;
  override: boolean;
  guestFeeCollected: boolean;
}

/** Where the chosen bay is taken that day, from the schedule the board already loads. */
function takenRanges(schedule: Schedule | undefined, bay: string | undefined): TimeRange[] {
  if (!schedule || !bay) return [];
  return schedule.bookings
    .filter((b) => b.bayNumber === bay && isOccupyingStatus(b.status))
    .map((b) => ({ start: parseIsoInstant(b.startTime) ?? 0, end: parseIsoInstant(b.endTime) ?? 0 }));
}

function useMemberSearch(query: string) {
  const [debounced, setDebounced] = useState(query);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(query), 250);
    return () => window.clearTimeout(timer);
  }, [query]);
  return useQuery({
    queryKey: ['members', 'search', debounced],
    queryFn: () => staffApi.members({ q: debounced, tier: '', status: '' }),
    placeholderData: (previous) => previous,
  });
}

export function NewBookingModal({ boardDate, now }: { boardDate: string; now: number }) {
  const [request, setRequest] = useAtom(newBookingAtom);
  const [form] = Form.useForm<BookingFields>();
  const [search, setSearch] = useState('');
  const [feeDue, setFeeDue] = useState<number | null>(null);
  const members = useMemberSearch(search);
  const create = useBookingAction(staffApi.createBooking, 'Booking made');

  const date = Form.useWatch('bookingDate', form) ?? boardDate;
  const bay = Form.useWatch('bayNumber', form);
  const start = Form.useWatch('startTime', form);
  const override = Form.useWatch('override', form) ?? false;
  const userId = Form.useWatch('userId', form);
  const { data: schedule } = useSchedule(request ? date : null);

  const open = request !== null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the dialog opens; a board refetch must not reset a half-filled form.
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({
      bookingDate: boardDate,
      players: 1,
      override: false,
      guestFeeCollected: false,
      ...(request?.member ? { userId: request.member.id } : {}),
    });
    setSearch(request?.member?.name ?? '');
    setFeeDue(null);
    create.reset();
  }, [open]);

  const member: StaffMemberView | undefined = members.data?.find((m) => m.id === userId);
  const venue = schedule ? ({ timeZone: schedule.timeZone, hours: schedule.hours } as VenueSettings) : null;
  const taken = takenRanges(schedule, bay);
  const starts = venue ? startOptions(date, venue, now, taken) : [];
  const startInstant = starts.find((o) => o.value === start)?.instant;
  const tierType: MembershipType = member?.membershipType ?? 'general';
  // With the override, any length up to closing: the tier's maximum is one of the limits it lifts.
  const tier = override ? { ...TIERS[tierType], maxSessionHours: 24 } : TIERS[tierType];
  const ends =
    venue && startInstant !== undefined
      ? endOptions(date, venue, tier, startInstant, taken).filter(
          (o) => !taken.some((r) => rangesOverlap({ start: startInstant, end: o.instant }, r)),
        )
      : [];

  const submit = (fields: BookingFields) => {
    setFeeDue(null);
    create.mutate(
      {
        userId: fields.userId,
        bayNumber: fields.bayNumber,
        bookingDate: fields.bookingDate,
        startTime: fields.startTime,
        endTime: fields.endTime,
        guestCount: String(fields.players),
        notes: fields.notes?.trim() ?? '',
        override: fields.override,
        guestFeeCollected: fields.guestFeeCollected,
      },
      {
        onSuccess: () => setRequest(null),
        onError: (error) => {
          const fee = asApiError(error)?.refusal?.feeCents;
          if (typeof fee === 'number') setFeeDue(fee);
        },
      },
    );
  };
  const refusal = create.error && feeDue === null ? refusalText(create.error) : null;

  return (
    <Modal
      open={open}
      title="New booking"
      onCancel={() => setRequest(null)}
      footer={[
        <Button key="close" onClick={() => setRequest(null)}>
          Close
        </Button>,
        <Button key="book" type="primary" loading={create.isPending} onClick={() => form.submit()}>
          Book Bay
        </Button>,
      ]}
      width={560}
      destroyOnHidden
    >
      {feeDue !== null && (
        <Alert
          type="warning"
          showIcon
          className="modal-alert"
          title={`Guest fee due: ${formatPrice(feeDue)}`}
          description="Collect it at the desk, tick 'Guest fee collected', then book again."
        />
      )}
      {refusal && (
        <Alert
          type="error"
          showIcon
          className="modal-alert"
          title={refusal.title}
          description={refusal.message}
        />
      )}
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item name="userId" label="Member" rules={[{ required: true, message: 'Choose a member.' }]}>
          <Select
            showSearch={{ filterOption: false, onSearch: setSearch, searchValue: search }}
            placeholder="Search by name or email"
            loading={members.isFetching}
            notFoundContent={members.isFetching ? 'Searching…' : 'No member found'}
            options={(members.data ?? []).map((m) => ({
              value: m.id,
              label: `${m.firstName} ${m.lastName} · ${m.email}${m.membershipType ? ` · ${m.membershipType === 'vip' ? 'VIP' : 'General'}` : ''}`,
            }))}
          />
        </Form.Item>
        <div className="form-grid">
          <Form.Item name="bookingDate" label="Date" rules={[{ required: true, message: 'Choose a date.' }]}>
            <Input
              type="date"
              onChange={() => form.setFieldsValue({ startTime: undefined, endTime: undefined })}
            />
          </Form.Item>
          <Form.Item name="bayNumber" label="Bay" rules={[{ required: true, message: 'Choose a bay.' }]}>
            <Select
              options={(schedule?.bays ?? []).map((b) => ({ value: b, label: `Bay ${b}` }))}
              onChange={() => form.setFieldsValue({ startTime: undefined, endTime: undefined })}
            />
          </Form.Item>
          <Form.Item
            name="startTime"
            label="Start"
            rules={[{ required: true, message: 'Choose a start time.' }]}
          >
            <Select
              options={starts.map((o) => ({ value: o.value, label: o.label, disabled: o.disabled }))}
              onChange={() => form.setFieldsValue({ endTime: undefined })}
            />
          </Form.Item>
          <Form.Item name="endTime" label="End" rules={[{ required: true, message: 'Choose an end time.' }]}>
            <Select options={ends.map((o) => ({ value: o.value, label: o.label, disabled: o.disabled }))} />
          </Form.Item>
          <Form.Item name="players" label="Players (member included)">
            <Select
              options={Array.from({ length: MAX_PLAYERS }, (_, i) => ({
                value: i + 1,
                label: String(i + 1),
              }))}
            />
          </Form.Item>
        </div>
        <Form.Item name="notes" label="Notes">
          <Input.TextArea rows={2} maxLength={2000} />
        </Form.Item>
        <Form.Item
          name="override"
          label="Override tier limits"
          valuePropName="checked"
          extra="Books past the member's limits (upcoming count, advance window, length). Recorded with the booking."
        >
          <Switch />
        </Form.Item>
        <Form.Item name="guestFeeCollected" valuePropName="checked">
          <Checkbox>Guest fee collected at the desk</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * Booking a bay for a member at the desk, in one submit: the member first (searched by name or
 * email), then the day, bay and times (from now on: past starts are not offered), players and notes.
 * Before the submit the server's quote (deskQuote.ts) shows what the guests cost or which passes they
 * use, the refusal if the booking would be refused (once, in staff's words), and what the override
 * lifts. A fee is collected first and its method chosen, so the one submit books and records it.
 * It fits a 1366x768 screen without scrolling.
 */
import {
  bayLabel,
  type DeskBookingRequest,
  endOptions,
  isOccupyingStatus,
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
import { showToast } from '@lounge/web/feedback';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Modal, type RefSelectProps, Select } from 'antd';
import { useAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { refusalText, staffApi } from '../api/staffApi';
import { newBookingAtom } from './boardAtoms';
import { DeskQuotePanel } from './DeskQuotePanel';
import { type DeskQuoteRequest, useDeskQuote } from './deskQuote';
import { memberPickerProps, tierLabel, useMemberSearch } from './memberPicker';
import { useSchedule } from './scheduleQueries';
import './newBooking.css';
import { PlayersField, useBayOptions } from './bookingFormParts';

interface BookingFields {
  userId: string;
  bayNumber: string;
  bookingDate: string;
  startTime: string;
  endTime: string;
  players: number;
  notes?: string;
  override: boolean;
  paymentMethod?: 'cash' | 'card';
}

/** Where the chosen bay is taken that day, from the schedule the board already loads. */
function takenRanges(schedule: Schedule | undefined, bay: string | undefined): TimeRange[] {
  if (!schedule || !bay) return [];
  return schedule.bookings
    .filter((b) => b.bayNumber === bay && isOccupyingStatus(b.status))
    .map((b) => ({ start: parseIsoInstant(b.startTime) ?? 0, end: parseIsoInstant(b.endTime) ?? 0 }));
}

export function NewBookingModal({ boardDate, now }: { boardDate: string; now: number }) {
  const [request, setRequest] = useAtom(newBookingAtom);
  const [form] = Form.useForm<BookingFields>();
  const [search, setSearch] = useState('');
  const memberField = useRef<RefSelectProps>(null);
  const { members } = useMemberSearch(search);
  const client = useQueryClient();
  const create = useMutation({
    mutationFn: (booking: DeskBookingRequest) => staffApi.createBooking(booking),
    onSuccess: (_, sent) => {
      const name = member ? `${member.firstName} ${member.lastName}` : 'the member';
      showToast({ title: `Booking made: ${name}, ${bayLabel(String(sent.bayNumber))}`, kind: 'success' });
      setRequest(null);
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['schedule'] });
      void client.invalidateQueries({ queryKey: ['members'] });
    },
  });

  const date = Form.useWatch('bookingDate', form) ?? boardDate;
  const bay = Form.useWatch('bayNumber', form);
  const start = Form.useWatch('startTime', form);
  const end = Form.useWatch('endTime', form);
  const players = Form.useWatch('players', form) ?? 1;
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
      ...(request?.member ? { userId: request.member.id } : {}),
    });
    setSearch(request?.member?.name ?? '');
    create.reset();
  }, [open]);

  const member: StaffMemberView | undefined = members.data?.find((m) => m.id === userId);
  const venue = schedule ? ({ timeZone: schedule.timeZone, hours: schedule.hours } as VenueSettings) : null;
  const taken = takenRanges(schedule, bay);
  // From now on: a start that has passed is not offered at all (a taken one is, greyed with why).
  const starts = venue ? startOptions(date, venue, now, taken).filter((o) => o.reason !== 'past') : [];
  const startInstant = starts.find((o) => o.value === start)?.instant;
  const tierType: MembershipType = member?.membershipType ?? 'general';
  const bayOptions = useBayOptions(schedule?.bays ?? [], member?.membershipType);
  // With the override, any length up to closing: the tier's maximum is one of the limits it lifts.
  const tier = override ? { ...TIERS[tierType], maxSessionHours: 24 } : TIERS[tierType];
  const ends =
    venue && startInstant !== undefined
      ? endOptions(date, venue, tier, startInstant, taken).filter(
          (o) => !taken.some((r) => rangesOverlap({ start: startInstant, end: o.instant }, r)),
        )
      : [];

  const quoteRequest: DeskQuoteRequest | null =
    userId && date && bay && start && end
      ? {
          userId,
          bookingDate: date,
          bayNumber: bay,
          startTime: start,
          endTime: end,
          guestCount: String(players),
          override,
        }
      : null;
  const quote = useDeskQuote(open ? quoteRequest : null);
  const current = quoteRequest ? quote.data : undefined;
  const submitRefusal = create.error ? refusalText(create.error, 'Not booked') : null;
  const refusal = submitRefusal ?? current?.refusal ?? null;
  const ready = current !== undefined && !quote.isPlaceholderData && current.refusal === null;

  const submit = (fields: BookingFields) => {
    const fee = current?.guests?.feeCents ?? 0;
    create.mutate({
      userId: fields.userId,
      bayNumber: fields.bayNumber,
      bookingDate: fields.bookingDate,
      startTime: fields.startTime,
      endTime: fields.endTime,
      guestCount: String(fields.players),
      notes: fields.notes?.trim() ?? '',
      override: fields.override,
      guestFeeCollected: fee > 0,
      ...(fee > 0 && fields.paymentMethod ? { paymentMethod: fields.paymentMethod } : {}),
    });
  };

  return (
    <Modal
      open={open}
      title="New booking"
      onCancel={() => setRequest(null)}
      footer={[
        <Button key="close" onClick={() => setRequest(null)}>
          Close
        </Button>,
        <Button
          key="book"
          type="primary"
          disabled={!ready}
          loading={create.isPending}
          onClick={() => form.submit()}
        >
          Book Bay
        </Button>,
      ]}
      width={760}
      style={{ top: 24 }}
      destroyOnHidden
      // The member's field has the focus once the dialog is open, with or without its motion: a
      // dialog shown at once (a wish for reduced motion) takes the focus itself after the field's own
      // autoFocus has run.
      afterOpenChange={(opened) => {
        if (opened) memberField.current?.focus();
      }}
    >
      <Form
        form={form}
        name="desk-booking"
        layout="vertical"
        onFinish={submit}
        onValuesChange={() => create.reset()}
        requiredMark={false}
        className="desk-booking-form"
      >
        <Form.Item
          name="userId"
          label="Member"
          rules={[{ required: true, message: 'Choose a member.' }]}
          extra={
            member
              ? `${tierLabel(member)} · ${member.upcomingBookings} upcoming · ${member.guestPassesUsedThisMonth} guest passes used this month`
              : undefined
          }
        >
          <Select
            ref={memberField}
            autoFocus
            placeholder="Search by name, email or phone"
            loading={members.isFetching}
            notFoundContent={members.isFetching ? 'Searching…' : 'No member found'}
            {...memberPickerProps(members.data ?? [], setSearch)}
          />
        </Form.Item>
        <div className="desk-booking-grid">
          <Form.Item name="bookingDate" label="Date" rules={[{ required: true, message: 'Choose a date.' }]}>
            <Input
              type="date"
              onChange={() => form.setFieldsValue({ startTime: undefined, endTime: undefined })}
            />
          </Form.Item>
          <Form.Item name="bayNumber" label="Bay" rules={[{ required: true, message: 'Choose a bay.' }]}>
            <Select
              options={bayOptions}
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
              notFoundContent="No start left this day"
              onChange={() => form.setFieldsValue({ endTime: undefined })}
            />
          </Form.Item>
          <Form.Item name="endTime" label="End" rules={[{ required: true, message: 'Choose an end time.' }]}>
            <Select options={ends.map((o) => ({ value: o.value, label: o.label, disabled: o.disabled }))} />
          </Form.Item>
          <PlayersField />
          <Form.Item name="notes" label="Notes" className="desk-booking-notes">
            <Input maxLength={2000} />
          </Form.Item>
        </div>
        <DeskQuotePanel quote={current} refusal={refusal} loading={quote.isFetching} />
      </Form>
    </Modal>
  );
}

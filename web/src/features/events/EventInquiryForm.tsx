import {
  busyLabels,
  EVENT_GUEST_RANGES,
  EVENT_TYPE_LABELS,
  EVENT_TYPES,
  type EventInquiryInput,
  type InquiryReceived,
  toastMessages,
  validateEventInquiry,
} from '@lounge/core';
import { Form, Input } from 'antd';
import { useEffect, useMemo } from 'react';
import { sendJson } from '../../api/http';
import { useVenue } from '../../api/venue';
import { coreRules } from '../forms/coreRules';
import { useKeptTypedBeforeStart } from '../forms/keptTypedBeforeStart';
import { NativeDateField } from '../forms/NativeDateField';
import { NativeSelect } from '../forms/NativeSelect';
import { SubmitButton } from '../forms/SubmitButton';
import { useSubmitFirst } from '../forms/submitFirst';
import { useVisitorFormSubmit } from '../forms/visitorForms';

interface EventValues {
  contactName?: string;
  email?: string;
  phone?: string;
  eventType?: string;
  /** A venue date, 'YYYY-MM-DD', or '' (none). */
  eventDate?: string;
  guestCount?: string;
  message?: string;
}

const FIELDS = ['contactName', 'email', 'phone', 'eventType', 'eventDate', 'guestCount', 'message'] as const;

const typeOptions = EVENT_TYPES.map((type) => ({ value: type, label: EVENT_TYPE_LABELS[type] }));
const guestOptions = EVENT_GUEST_RANGES.map((range) => ({ value: range, label: `${range} guests` }));

function toInquiry(values: EventValues): EventInquiryInput {
  return { ...values, eventDate: values.eventDate || null, guestCount: values.guestCount || null };
}

/** A signed-in member's details, which the form starts from ('Plan My Custom Event'). */
export interface EventContact {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
}

/**
 * The event inquiry (docs/product.md): contact, email, type and message required; no past date.
 * For a signed-in member the contact fields start filled with their details (still editable). Its
 * choices and date are the browser's own fields, so the page starts on demand (docs/decisions/071).
 */
export function EventInquiryForm({ contact }: { contact?: EventContact | null }) {
  const { venue } = useVenue();
  const [form] = Form.useForm<EventValues>();
  useEffect(() => {
    if (!contact) return;
    const filled = {
      contactName: `${contact.firstName} ${contact.lastName}`.trim(),
      email: contact.email,
      phone: contact.phone ?? '',
    };
    // Only fields still empty: whatever the member typed first stays.
    const empty = Object.fromEntries(
      Object.entries(filled).filter(([key]) => !form.getFieldValue(key as keyof EventValues)),
    );
    form.setFieldsValue(empty);
  }, [contact, form]);
  const rules = useMemo(
    () => coreRules((v: EventValues) => validateEventInquiry(toInquiry(v), venue, Date.now()), FIELDS),
    [venue],
  );

  const checks = useSubmitFirst(form);
  useKeptTypedBeforeStart(form, 'event');
  const mutation = useVisitorFormSubmit(
    form,
    checks,
    (values: EventValues) => sendJson<InquiryReceived>('POST', '/api/events', toInquiry(values)),
    toastMessages.eventSubmitted,
    () => toastMessages.eventFailed,
  );

  return (
    <Form
      noValidate
      form={form}
      name="event"
      layout="vertical"
      onFinish={(values) => mutation.mutate(values)}
      {...checks.formProps}
    >
      {checks.announcer}
      <div className="form-row">
        <Form.Item name="contactName" label="Contact name" required rules={rules.contactName}>
          <Input autoComplete="name" />
        </Form.Item>
        <Form.Item name="email" label="Email" required rules={rules.email}>
          <Input type="email" autoComplete="email" />
        </Form.Item>
      </div>
      <div className="form-row">
        <Form.Item name="phone" label="Phone (optional)" rules={rules.phone}>
          <Input type="tel" autoComplete="tel" />
        </Form.Item>
        <Form.Item name="eventType" label="Event type" required rules={rules.eventType}>
          <NativeSelect options={typeOptions} placeholder="Choose a type" />
        </Form.Item>
      </div>
      <div className="form-row">
        {/* A past date (typed past the calendar's first day) is named as soon as it is chosen. */}
        <Form.Item
          name="eventDate"
          label="Event date (optional)"
          rules={rules.eventDate}
          validateTrigger="onChange"
        >
          <NativeDateField timeZone={venue.timeZone} />
        </Form.Item>
        <Form.Item name="guestCount" label="Number of guests (optional)" rules={rules.guestCount}>
          <NativeSelect options={guestOptions} placeholder="Not sure yet" optional />
        </Form.Item>
      </div>
      <Form.Item name="message" label="Tell us about your event" required rules={rules.message}>
        <Input.TextArea rows={4} />
      </Form.Item>
      <SubmitButton busy={mutation.isPending} busyLabel={busyLabels.submitting}>
        Submit Inquiry
      </SubmitButton>
    </Form>
  );
}

import {
  busyLabels,
  EVENT_GUEST_RANGES,
  EVENT_TYPE_LABELS,
  EVENT_TYPES,
  type EventInquiryInput,
  type InquiryReceived,
  toastMessages,
  validateEventInquiry,
  venueDate,
} from '@lounge/core';
import { useMutation } from '@tanstack/react-query';
import { Button, DatePicker, Form, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { sendJson } from '../../api/http';
import { useVenue } from '../../api/venue';
import { showToast } from '../../feedback/toast';
import { coreRules } from '../forms/coreRules';
import { disabledBy, toIsoDate } from '../forms/dates';
import { useSubmitFirst } from '../forms/submitFirst';

interface EventValues {
  contactName?: string;
  email?: string;
  phone?: string;
  eventType?: string;
  eventDate?: Dayjs | null;
  guestCount?: string;
  message?: string;
}

const FIELDS = ['contactName', 'email', 'phone', 'eventType', 'eventDate', 'guestCount', 'message'] as const;

const typeOptions = EVENT_TYPES.map((type) => ({ value: type, label: EVENT_TYPE_LABELS[type] }));
const guestOptions = EVENT_GUEST_RANGES.map((range) => ({ value: range, label: `${range} guests` }));

function toInquiry(values: EventValues): EventInquiryInput {
  return { ...values, eventDate: toIsoDate(values.eventDate) || null };
}

/** The event inquiry (docs/product.md): contact, email, type and message required; no past date. */
export function EventInquiryForm() {
  const { venue } = useVenue();
  const [form] = Form.useForm<EventValues>();
  const errors = useSubmitFirst(form);
  const rules = useMemo(
    () => coreRules((v: EventValues) => validateEventInquiry(toInquiry(v), venue, Date.now()), FIELDS),
    [venue],
  );

  const mutation = useMutation({
    mutationFn: (values: EventValues) => sendJson<InquiryReceived>('POST', '/api/events', toInquiry(values)),
    onSuccess: () => {
      showToast({ ...toastMessages.eventSubmitted, kind: 'success' });
      form.resetFields();
      errors.reset();
    },
    onError: () => showToast({ ...toastMessages.eventFailed, kind: 'error' }),
  });

  return (
    <Form
      noValidate
      form={form}
      name="event"
      layout="vertical"
      onFinish={(values) => mutation.mutate(values)}
      {...errors.formProps}
    >
      {errors.announcer}
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
          <Select options={typeOptions} placeholder="Choose a type" />
        </Form.Item>
      </div>
      <div className="form-row">
        <Form.Item name="eventDate" label="Event date (optional)" rules={rules.eventDate}>
          <DatePicker
            className="full-width"
            format="YYYY-MM-DD"
            placeholder="YYYY-MM-DD"
            disabledDate={disabledBy((d) => d < venueDate(Date.now(), venue.timeZone))}
          />
        </Form.Item>
        <Form.Item name="guestCount" label="Number of guests (optional)" rules={rules.guestCount}>
          <Select options={guestOptions} placeholder="Choose a range" allowClear />
        </Form.Item>
      </div>
      <Form.Item name="message" label="Tell us about your event" required rules={rules.message}>
        <Input.TextArea rows={4} />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" loading={mutation.isPending}>
        {mutation.isPending ? busyLabels.submitting : 'Submit Inquiry'}
      </Button>
    </Form>
  );
}

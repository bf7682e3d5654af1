import {
  busyLabels,
  formMessages,
  type TourRequested,
  type TourRequestInput,
  toastMessages,
  tourDateProblem,
  tourSlotIsAhead,
  tourTimeSlots,
  validateTourRequest,
} from '@lounge/core';
import { Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useCallback, useMemo, useState } from 'react';
import { refusalMessage } from '../../api/apiError';
import { sendJson } from '../../api/http';
import { useVenue } from '../../api/venue';
import { showToast } from '../../feedback/toast';
import { useCarriedValues } from '../../ui/DeferUntilNear';
import { coreRules } from '../forms/coreRules';
import { toIsoDate } from '../forms/dates';
import { useKeptTypedBeforeStart } from '../forms/keptTypedBeforeStart';
import { SubmitButton } from '../forms/SubmitButton';
import { useSubmitFirst } from '../forms/submitFirst';
import { VenueDatePicker } from '../forms/VenueDatePicker';
import { useVisitorFormSubmit, VisitorContactFields } from '../forms/visitorForms';
import { TourRequestedCard } from './TourRequestedCard';

interface TourValues {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  preferredDate?: Dayjs | null;
  preferredTime?: string;
  partySize?: number;
  specialRequests?: string;
}

const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'preferredDate',
  'preferredTime',
  'partySize',
] as const;

/** The fields a visitor may have typed into before the form's code arrived, by their ids. */
const TYPED = ['firstName', 'lastName', 'email', 'phone', 'specialRequests'] as const;

/** What was typed into the page's prerendered form, as the form's values (a date typed in full too). */
function carriedValues(values: ReadonlyMap<string, string>): TourValues {
  const found: TourValues = {};
  for (const name of TYPED) {
    const value = values.get(`tour_${name}`);
    if (value !== undefined) found[name] = value;
  }
  const date = values.get('tour_preferredDate');
  if (date && /^\d{4}-\d{2}-\d{2}$/.test(date) && dayjs(date).isValid()) found.preferredDate = dayjs(date);
  return found;
}

function toRequest(values: TourValues): TourRequestInput {
  return { ...values, preferredDate: toIsoDate(values.preferredDate) };
}

/**
 * The tour request form (docs/product.md): Wednesday to Saturday, 30-minute slots, parties of 1 to 4.
 * Once sent, its place is taken by the request's confirmation, which stays.
 */
export function TourForm() {
  const [requested, setRequested] = useState<TourRequested | null>(null);
  return requested ? (
    <TourRequestedCard answer={requested} />
  ) : (
    <TourRequestForm onRequested={setRequested} />
  );
}

function TourRequestForm({ onRequested }: { onRequested: (answer: TourRequested) => void }) {
  const { venue } = useVenue();
  const [form] = Form.useForm<TourValues>();
  // Typed into the prerendered form before this code arrived: kept, not lost.
  useCarriedValues(useCallback((values) => form.setFieldsValue(carriedValues(values)), [form]));
  const date = Form.useWatch('preferredDate', form);
  const rules = useMemo(
    () => coreRules((v: TourValues) => validateTourRequest(toRequest(v), venue, Date.now()), FIELDS),
    [venue],
  );
  const isoDate = toIsoDate(date);
  const slots = tourTimeSlots(venue).map((slot) => ({
    value: slot.value,
    label: slot.label,
    // Today's earlier times are gone.
    disabled: isoDate !== '' && !tourSlotIsAhead(isoDate, slot.value, venue, Date.now()),
  }));
  const partySizes = Array.from({ length: venue.tours.maxPartySize }, (_, i) => ({
    value: i + 1,
    label: i === 0 ? '1 person' : `${i + 1} people`,
  }));

  // A missing date or time also gets its own toast (docs/product.md).
  const toastMissing = () => {
    const { preferredDate, preferredTime } = form.getFieldsValue();
    if (!preferredDate) showToast({ ...formMessages.tourDateRequired, kind: 'error' });
    else if (!preferredTime) showToast({ ...formMessages.tourTimeRequired, kind: 'error' });
  };
  const checks = useSubmitFirst(form, toastMissing);
  useKeptTypedBeforeStart(form, 'tour');
  const mutation = useVisitorFormSubmit(
    form,
    checks,
    (values: TourValues) => sendJson<TourRequested>('POST', '/api/tours/book', toRequest(values)),
    onRequested,
    (error) => ({
      title: toastMessages.tourFailed.title,
      message: refusalMessage(error) ?? toastMessages.tourFailed.message,
    }),
  );

  return (
    <Form
      noValidate
      form={form}
      name="tour"
      layout="vertical"
      initialValues={{ partySize: 1 }}
      onFinish={(values) => mutation.mutate(values)}
      {...checks.formProps}
    >
      {checks.announcer}
      <VisitorContactFields rules={rules} />
      <div className="form-row">
        <Form.Item
          name="preferredDate"
          label="Preferred date"
          required
          rules={rules.preferredDate}
          extra={formMessages.tourWeekdaysOnly}
        >
          <VenueDatePicker problem={(d) => tourDateProblem(d, venue, Date.now())} />
        </Form.Item>
        <Form.Item name="preferredTime" label="Preferred time" required rules={rules.preferredTime}>
          <Select options={slots} placeholder="Choose a time" />
        </Form.Item>
      </div>
      <Form.Item name="partySize" label="Party size" required rules={rules.partySize}>
        <Select options={partySizes} />
      </Form.Item>
      <Form.Item name="specialRequests" label="Special requests (optional)">
        <Input.TextArea rows={3} />
      </Form.Item>
      <SubmitButton busy={mutation.isPending} busyLabel={busyLabels.schedulingTour}>
        Schedule My Tour
      </SubmitButton>
    </Form>
  );
}

import {
  busyLabels,
  formMessages,
  type TourRequested,
  toastMessages,
  tourDateProblem,
  tourSlotIsAhead,
  tourTimeSlots,
  validateTourRequest,
} from '@lounge/core';
import { Form, Input } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { refusalMessage } from '../../api/apiError';
import { sendJson } from '../../api/http';
import { useVenue } from '../../api/venue';
import { showToast } from '../../feedback/toast';
import { useCarriedValues } from '../../ui/DeferUntilNear';
import { coreRules } from '../forms/coreRules';
import { useKeptTypedBeforeStart } from '../forms/keptTypedBeforeStart';
import { NativeDateField } from '../forms/NativeDateField';
import { NativeSelect } from '../forms/NativeSelect';
import { SubmitButton } from '../forms/SubmitButton';
import { useSubmitFirst } from '../forms/submitFirst';
import { useVisitorFormSubmit, VisitorContactFields } from '../forms/visitorForms';
import { TourRequestedCard } from './TourRequestedCard';

interface TourValues {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  /** A venue date, 'YYYY-MM-DD' (the browser's date field gives it so). */
  preferredDate?: string;
  preferredTime?: string;
  /** As the select gives it ('2'); core reads it. */
  partySize?: string;
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

/**
 * The fields a visitor may have filled in before the form's code arrived, by their ids: every one,
 * the date and the choices too, all the browser's own fields (docs/decisions/071).
 */
const CARRIED = [...FIELDS, 'specialRequests'] as const;

/** What was filled into the page's prerendered form, as the form's values. */
function carriedValues(values: ReadonlyMap<string, string>): TourValues {
  const found: TourValues = {};
  for (const name of CARRIED) {
    const value = values.get(`tour_${name}`);
    if (value !== undefined) found[name] = value;
  }
  return found;
}

/**
 * The tour request form (docs/product.md): Wednesday to Saturday, 30-minute slots, parties of 1 to 4.
 * Once sent, its place is taken by the request's confirmation, which stays. Its date and choices
 * are the browser's own fields, so the page starts on demand (docs/decisions/071).
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
  // Typed and chosen in the prerendered form before this code arrived: kept, not lost.
  useCarriedValues(useCallback((values) => form.setFieldsValue(carriedValues(values)), [form]));
  const date = Form.useWatch('preferredDate', form);
  const rules = useMemo(
    () => coreRules((v: TourValues) => validateTourRequest(v, venue, Date.now()), FIELDS),
    [venue],
  );
  const isoDate = date ?? '';
  const weekdayRefused =
    /^\d{4}-\d{2}-\d{2}$/.test(isoDate) &&
    tourDateProblem(isoDate, venue, Date.now()) === formMessages.tourWeekdaysOnly;
  const slots = tourTimeSlots(venue).map((slot) => ({
    value: slot.value,
    label: slot.label,
    // Today's earlier times are gone.
    disabled: isoDate !== '' && !tourSlotIsAhead(isoDate, slot.value, venue, Date.now()),
  }));
  const partySizes = Array.from({ length: venue.tours.maxPartySize }, (_, i) => ({
    value: String(i + 1),
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
    (values: TourValues) => sendJson<TourRequested>('POST', '/api/tours/book', values),
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
      initialValues={{ partySize: '1' }}
      onFinish={(values) => mutation.mutate(values)}
      {...checks.formProps}
    >
      {checks.announcer}
      <VisitorContactFields rules={rules} />
      <div className="form-row">
        {/*
          The browser's calendar cannot grey the days core refuses (Sunday to Tuesday): a refused day
          is named at the field as soon as it is chosen (tourDateProblem, through core's rules).
        */}
        <Form.Item
          name="preferredDate"
          label="Preferred date"
          required
          rules={rules.preferredDate}
          validateTrigger="onChange"
          // The hint steps aside while a refused weekday is named at the field: the same sentence
          // twice on screen, and read out twice.
          extra={weekdayRefused ? undefined : formMessages.tourWeekdaysOnly}
        >
          <NativeDateField timeZone={venue.timeZone} daysAhead={venue.tours.windowDays} />
        </Form.Item>
        <Form.Item name="preferredTime" label="Preferred time" required rules={rules.preferredTime}>
          <NativeSelect options={slots} placeholder="Choose a time" />
        </Form.Item>
      </div>
      <Form.Item name="partySize" label="Party size" required rules={rules.partySize}>
        <NativeSelect options={partySizes} />
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

import {
  activeTier,
  BOOKING_NOTES_MAX,
  type BookingView,
  bookingDateDisabledReason,
  bookingHours,
  bookingMessages,
  busyLabels,
  memberLabels,
  type TierRules,
  validateBookingEdit,
} from '@lounge/core';
import { Alert, Button, Form, Input, Modal, Select } from 'antd';
import { useMemo, useState } from 'react';
import { useVenue } from '../../api/venue';
import { showToast } from '../../feedback/toast';
import { useCurrentUser } from '../auth/currentUser';
import { refundSentence } from '../payments/refundSentence';
import { type BookingFormValues, toBookingRequest } from './bookingForm';
import { durationProblem, editValuesOf, guestHint, ownSlot } from './editBooking';
import { playerChoices } from './slotOptions';
import { TimeRangeFields } from './TimeRangeFields';
import { useEditBooking } from './useEditBooking';
import { useNow } from './useNow';
import { useSlotChoices } from './useSlotChoices';
import './booking.css';
import { VenueDatePicker } from '../forms/VenueDatePicker';

const L = memberLabels.editDialog;

/** The Edit Booking dialog (docs/product.md), open while `booking` is set. */
export function EditBookingDialog({
  booking,
  onClose,
}: {
  booking: BookingView | null;
  onClose: () => void;
}) {
  const { user } = useCurrentUser();
  const tier = activeTier(user);
  return (
    <Modal open={booking !== null} title={L.title} onCancel={onClose} footer={null} destroyOnHidden>
      {booking &&
        (tier ? (
          <EditBookingForm booking={booking} tier={tier} onDone={onClose} />
        ) : (
          <Alert
            type="warning"
            showIcon
            title={bookingMessages.membershipRequired.title}
            description={bookingMessages.membershipRequired.message}
          />
        ))}
    </Modal>
  );
}

/**
 * Date, start, end, bay (the venue's, as on the booking page), players 1-5 and notes. An end that
 * makes a length outside 1 hour to the tier's maximum is marked and disabled as on the booking page
 * (a length still found wrong shows 'Invalid Duration' and disables the submit); players
 * beyond the member show the tier's guest hint. 'Cancel Booking' asks the browser to confirm.
 */
function EditBookingForm({
  booking,
  tier,
  onDone,
}: {
  booking: BookingView;
  tier: TierRules;
  onDone: () => void;
}) {
  const { venue } = useVenue();
  const { user } = useCurrentUser();
  const now = useNow();
  const [form] = Form.useForm<BookingFormValues>();
  const [initialValues] = useState(() => editValuesOf(booking, venue));
  const { update, cancel } = useEditBooking(booking.id, onDone);

  const players = Form.useWatch('players', form) ?? initialValues.players ?? 1;
  const own = useMemo(() => ownSlot(booking), [booking]);
  // The booking page's choices: an end past the tier's limit is marked and disabled here too.
  const { start, end, starts, ends, bays } = useSlotChoices(form, tier, now, { exclude: own });
  const problem = durationProblem(start, end, tier);
  const hint = guestHint(tier, players);

  const submit = (values: BookingFormValues) => {
    const request = toBookingRequest(values);
    const check = validateBookingEdit(request, { venue, now: Date.now(), user });
    if (!check.ok) {
      showToast({ title: check.error.title, message: check.error.message, kind: 'error' });
      return;
    }
    update.mutate({ request, durationHours: bookingHours(check.booking.start, check.booking.end) });
  };

  const cancelBooking = async () => {
    // The confirmation says what happens to a paid guest fee before the member confirms.
    const refund = await refundSentence(booking.id);
    if (
      window.confirm(refund ? `${bookingMessages.cancelConfirm}\n\n${refund}` : bookingMessages.cancelConfirm)
    )
      cancel.mutate();
  };

  return (
    <Form
      noValidate
      form={form}
      name="edit-booking"
      layout="vertical"
      initialValues={initialValues}
      onFinish={submit}
    >
      <Form.Item name="bookingDate" label="Date" required>
        <VenueDatePicker problem={(d) => bookingDateDisabledReason(d, tier, venue, now)} />
      </Form.Item>
      <TimeRangeFields starts={starts} ends={ends} start={start} />
      {problem && (
        <Alert
          className="edit-hint"
          type="error"
          showIcon
          role="alert"
          title={problem.title}
          description={problem.message}
        />
      )}
      <div className="form-row">
        <Form.Item name="bayNumber" label="Bay" required>
          <Select options={bays} placeholder="Choose a bay" virtual={false} />
        </Form.Item>
        <Form.Item name="players" label="Players" required>
          <Select options={playerChoices()} virtual={false} />
        </Form.Item>
      </div>
      {hint && <Alert className="edit-hint" type="info" showIcon title={hint} />}
      <Form.Item name="notes" label="Notes (optional)">
        <Input.TextArea rows={2} maxLength={BOOKING_NOTES_MAX} showCount />
      </Form.Item>
      <div className="edit-actions">
        <Button danger onClick={cancelBooking} loading={cancel.isPending} disabled={update.isPending}>
          {L.cancelBooking}
        </Button>
        <div className="edit-actions-end">
          <Button onClick={onDone}>{L.close}</Button>
          {/* Not a submit button: Enter in the date picker accepts a typed date and must not send the change. */}
          <Button
            type="primary"
            onClick={() => form.submit()}
            disabled={problem !== null || cancel.isPending}
            loading={update.isPending}
          >
            {update.isPending ? busyLabels.processing : L.save}
          </Button>
        </div>
      </div>
    </Form>
  );
}

import {
  type AccountView,
  bayLabel,
  billingDate,
  billingIndexOnOrAfter,
  busyLabels,
  type FreezeOptionsView,
  formatIsoDate,
  membershipTermsLabels,
  parseIsoInstant,
  type VenueSettings,
  venueDate,
} from '@lounge/core';
import { Alert, Modal, Radio } from 'antd';
import { useState } from 'react';
import { asApiError } from '../../api/apiError';
import { isUnauthorized } from '../../api/http';
import { useVenue } from '../../api/venue';
import { dateLabel, timeRangeLabel } from '../booking/bookingTimes';
import type { useMembershipTermsActions } from './useMembershipTermsActions';

const L = membershipTermsLabels.freezeDialog;

/** A booking inside the freeze, as the refusal lists it. */
interface InsideBooking {
  id: string;
  bayNumber: string;
  startTime: string;
  endTime: string;
}

/**
 * The day a freeze of `months` starting on `startsOn` ends, as core's decideFreeze works it out:
 * whole billing months counted from the plan's anchor (a courtesy: the server's answer is the law).
 */
function resumesOnFor(user: AccountView, startsOn: string, months: number, timeZone: string): string {
  const expires = parseIsoInstant(user.membershipExpiresAt);
  const anchor = expires === null ? startsOn : venueDate(expires, timeZone);
  return billingDate(anchor, billingIndexOnOrAfter(anchor, startsOn) + months);
}

function bookingLine(booking: InsideBooking, venue: VenueSettings): string {
  const start = parseIsoInstant(booking.startTime);
  const day = start === null ? '' : `${dateLabel(venueDate(start, venue.timeZone), 'short')}, `;
  return `${bayLabel(booking.bayNumber)} · ${day}${timeRangeLabel(booking.startTime, booking.endTime, venue)}`;
}

/**
 * Freeze Membership: how long (the venue's month choices the year still allows) and from which
 * billing date, and what that means with its dates. When bookings fall inside the freeze, the
 * server lists them: the dialog shows them and asks again before cancelling them with the freeze.
 */
export function FreezeDialog({
  user,
  options,
  freeze,
  onClose,
}: {
  user: AccountView;
  options: FreezeOptionsView;
  freeze: ReturnType<typeof useMembershipTermsActions>['freeze'];
  onClose: () => void;
}) {
  const { venue } = useVenue();
  const monthChoices = options.monthChoices.filter((m) => m <= options.monthsLeft);
  const [months, setMonths] = useState(monthChoices[0] ?? 1);
  const [startsOn, setStartsOn] = useState(options.startChoices[0] ?? '');
  const [inside, setInside] = useState<InsideBooking[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const resumesOn = resumesOnFor(user, startsOn, months, venue.timeZone);

  const send = () => {
    setProblem(null);
    freeze.mutate(
      { months, startsOn, ...(inside ? { cancelBookings: true } : {}) },
      {
        onSuccess: onClose,
        onError: (error) => {
          if (isUnauthorized(error)) return;
          const refusal = asApiError(error)?.refusal;
          if (refusal?.code === 'freeze_has_bookings' && refusal.bookings?.length) {
            setInside(refusal.bookings);
            setProblem(refusal.message);
          } else {
            setProblem(refusal?.message || membershipTermsLabels.toasts.failed(L.title).message);
          }
        },
      },
    );
  };

  // Changing the freeze's length or start asks the server afresh which bookings it covers.
  const change = (next: () => void) => {
    setInside(null);
    setProblem(null);
    next();
  };

  return (
    <Modal
      open
      title={L.title}
      okText={freeze.isPending ? busyLabels.processing : inside ? L.cancelBookingsAndFreeze : L.title}
      cancelText={membershipTermsLabels.close}
      okButtonProps={{ danger: inside !== null }}
      confirmLoading={freeze.isPending}
      onOk={send}
      onCancel={onClose}
    >
      <fieldset className="terms-choice">
        <legend>{L.months}</legend>
        <Radio.Group
          value={months}
          onChange={(e) => change(() => setMonths(Number(e.target.value)))}
          options={monthChoices.map((m) => ({ value: m, label: L.monthsChoice(m) }))}
        />
      </fieldset>
      <fieldset className="terms-choice">
        <legend>{L.startsOn}</legend>
        <Radio.Group
          value={startsOn}
          onChange={(e) => change(() => setStartsOn(String(e.target.value)))}
          options={options.startChoices.map((d) => ({ value: d, label: formatIsoDate(d) }))}
        />
      </fieldset>
      <p>{L.confirm(formatIsoDate(startsOn), formatIsoDate(resumesOn))}</p>
      <p className="muted">{L.monthsLeft(options.monthsLeft)}</p>
      {problem && <Alert type={inside ? 'warning' : 'error'} showIcon title={problem} />}
      {inside && (
        <section className="terms-inside" aria-label={L.bookingsTitle}>
          <h3>{L.bookingsTitle}</h3>
          <ul>
            {inside.map((b) => (
              <li key={b.id}>{bookingLine(b, venue)}</li>
            ))}
          </ul>
        </section>
      )}
    </Modal>
  );
}

import {
  type BookingView,
  bayLabel,
  bookingHours,
  calendarMessages,
  checkInMessages,
  displayStatus,
  memberLabels,
  parseIsoInstant,
  passPagePath,
  statusTone,
} from '@lounge/core';
import { Button, Tag } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useVenue } from '../../api/venue';
import { dateLabel, statusLabel, timeRangeLabel } from '../booking/bookingTimes';
import { hoursLabel, playersLabel } from '../booking/sessionLabels';
import { bookingCalendarHref } from './calendarFeed';

const toneColor = { success: 'success', error: 'error', default: 'default' } as const;

/**
 * One booking: bay, date and time, players, length and status (cancelled red, others grey); Edit,
 * 'Show Pass' (its check-in pass) and 'Add to calendar' (the booking's .ics file) when upcoming.
 */
export function BookingListItem({
  booking,
  now,
  onEdit,
}: {
  booking: BookingView;
  now: number;
  onEdit?: () => void;
}) {
  const { venue } = useVenue();
  const navigate = useNavigate();
  const start = parseIsoInstant(booking.startTime);
  const end = parseIsoInstant(booking.endTime);
  const status = displayStatus(booking, now);
  const when = `${dateLabel(booking.bookingDate, 'short')}, ${timeRangeLabel(booking.startTime, booking.endTime, venue)}`;
  return (
    <li className="booking-item">
      <div className="booking-item-main">
        <p className="booking-item-title">
          {bayLabel(booking.bayNumber)} <span className="muted">·</span> {when}
        </p>
        <p className="booking-item-meta muted">
          {playersLabel(Number(booking.guestCount) || 1)}
          {start !== null && end !== null ? ` · ${hoursLabel(bookingHours(start, end))}` : ''}
        </p>
      </div>
      <div className="booking-item-side">
        <Tag color={toneColor[statusTone(status)]}>{statusLabel(status)}</Tag>
        {onEdit && (
          <Button
            size="small"
            onClick={onEdit}
            aria-label={`${memberLabels.dashboard.edit} booking: ${bayLabel(booking.bayNumber)}, ${when}`}
          >
            {memberLabels.dashboard.edit}
          </Button>
        )}
        {onEdit && (
          <Button
            size="small"
            onClick={() => navigate(passPagePath(booking.id))}
            aria-label={`${checkInMessages.pass.show}: ${bayLabel(booking.bayNumber)}, ${when}`}
          >
            {checkInMessages.pass.show}
          </Button>
        )}
        {onEdit && (
          <Button
            size="small"
            href={bookingCalendarHref(booking.id)}
            download
            aria-label={`${calendarMessages.addToCalendar}: ${bayLabel(booking.bayNumber)}, ${when}`}
          >
            {calendarMessages.addToCalendar}
          </Button>
        )}
      </div>
    </li>
  );
}

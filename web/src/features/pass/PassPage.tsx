import {
  bayLabel,
  checkInMessages,
  formatPassCode,
  formatWallTime,
  instantToWall,
  parseIsoInstant,
} from '@lounge/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { refusalMessage } from '../../api/apiError';
import { useVenue } from '../../api/venue';
import { ButtonLink } from '../../ui/ButtonLink';
import { PageLoading } from '../../ui/PageLoading';
import { usePageTitle } from '../../ui/usePageTitle';
import { bookingsQuery } from '../booking/bookingApi';
import { dateLabel, timeRangeLabel } from '../booking/bookingTimes';
import { passQuery } from './passApi';
import { QrCode } from './QrCode';
import './pass.css';

const P = checkInMessages.pass;

/**
 * /bookings/:id/pass: the booking's check-in pass, to hold up to the kiosk by the door: the QR code,
 * the 6-digit code in large type for typing instead, and when it checks in. Plain HTML, bright
 * enough to scan off a phone in the lounge's dim light.
 */
export default function PassPage() {
  usePageTitle(P.title);
  const { id = '' } = useParams();
  const { venue } = useVenue();
  const pass = useQuery(passQuery(id));
  const bookings = useQuery(bookingsQuery);
  const booking = bookings.data?.find((b) => b.id === id);
  const wall = (iso: string) => formatWallTime(instantToWall(parseIsoInstant(iso) ?? 0, venue.timeZone).time);

  return (
    <section className="section pass-page" aria-labelledby="pass-title">
      <div className="container pass-card">
        <h1 id="pass-title">{P.title}</h1>
        {booking && (
          <p className="pass-booking">
            {bayLabel(booking.bayNumber)} · {dateLabel(booking.bookingDate)},{' '}
            {timeRangeLabel(booking.startTime, booking.endTime, venue)}
          </p>
        )}
        {pass.error ? (
          <p role="alert">
            {refusalMessage(pass.error) ?? 'Your pass could not be loaded. Please reload the page.'}
          </p>
        ) : !pass.data ? (
          <PageLoading label="Loading your pass" />
        ) : (
          <>
            <p className="muted">{P.intro}</p>
            <QrCode text={pass.data.qr} label={P.qrLabel(formatPassCode(pass.data.code))} />
            <p className="pass-code-label">{P.codeLabel}</p>
            <p className="pass-code">{formatPassCode(pass.data.code)}</p>
            <p className="muted">{P.window(wall(pass.data.opensAt), wall(pass.data.closesAt))}</p>
          </>
        )}
        <ButtonLink to="/dashboard">{checkInMessages.pass.backToDashboard}</ButtonLink>
      </div>
    </section>
  );
}

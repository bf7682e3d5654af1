/**
 * One event quote as the contact will read it: its lines (a changed price shows the price it
 * replaced and why), the total, the deposit and the balance with its due date, the notes. A draft
 * is opened again in the quote form to change it; a draft (or a quote already out) is sent from
 * here. When sending is refused because bookings are in the event's time, the server lists them
 * and so does this dialog, each with 'Move' (the board's dialog that changes a booking, the member
 * emailed as from the board); staff move them, then send again. What is owed shows at its price now:
 * when the member discount is not the one quoted (a membership ended, or began at a proven address),
 * the dialog says so, in the words the contact's page uses. On a box without a mail server the
 * dialog says the contact cannot be emailed, and sending shows the quote's new link here, once, to
 * pass on (core's mailHandOverCopy; never listed, never fetched again). A paid Golf Tournaments
 * event's dialog holds its guests' competition (EventCompetitionSection).
 */
import {
  bayLabel,
  type CoveredBooking,
  GUEST_COMPETITION_PACKAGE,
  GUEST_COMPETITION_STATUS,
  instantToWall,
  mailHandOverCopy,
  parseIsoInstant,
  type StaffEventQuote,
} from '@lounge/core';
import { asApiError } from '@lounge/web/api';
import { showToast } from '@lounge/web/feedback';
import { QuoteLines } from '@lounge/web/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Input, Modal, Tag } from 'antd';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { refusalText, staffApi } from '../api/staffApi';
import { editBookingAtom } from '../board/boardAtoms';
import { EditBookingModal } from '../board/EditBookingModal';
import { useSchedule } from '../board/scheduleQueries';
import { useMailDelivery } from '../outbox/mailDelivery';
import { shortDate, venueTimeOf, wallTimeLabel } from '../ui/venueTime';
import { BuildQuoteModal, EVENT_QUOTES_KEY } from './BuildQuoteModal';
import { EventCompetitionSection } from './EventCompetitionSection';
import { DISCOUNT_CHANGED, SENDABLE, STATUS_WORDS } from './quoteWords';

interface InTheWay {
  title: string;
  message: string;
  bookings: CoveredBooking[];
}

/** The quote's link, shown once to pass on, with a button that copies it. */
function HandOverLink({ link }: { link: string }) {
  const copy = () =>
    void navigator.clipboard
      .writeText(link)
      .then(() => showToast({ title: mailHandOverCopy.quote.copied, kind: 'success' }));
  return (
    <>
      <p>{mailHandOverCopy.quote.linkShownOnce}</p>
      <Input
        readOnly
        value={link}
        aria-label={mailHandOverCopy.quote.linkTitle}
        onFocus={(e) => e.target.select()}
      />
      <Button className="hand-over-copy" onClick={copy}>
        {mailHandOverCopy.quote.copy}
      </Button>
    </>
  );
}

export function QuoteDialog({
  quote,
  bays,
  zone,
  onClose,
}: {
  quote: StaffEventQuote | null;
  bays: readonly string[];
  zone: string;
  onClose: () => void;
}) {
  const [inTheWay, setInTheWay] = useState<InTheWay | null>(null);
  const [refusal, setRefusal] = useState<{ title: string; message: string } | null>(null);
  const [editing, setEditing] = useState(false);
  // The day of the booking being moved: the board's edit dialog reads it from that day's schedule.
  const [movingOn, setMovingOn] = useState<string | null>(null);
  const schedule = useSchedule(movingOn);
  const setEditBooking = useSetAtom(editBookingAtom);
  const client = useQueryClient();
  const noMailServer = useMailDelivery().data?.mailServer === false;
  // The link made for a box without a mail server: in this dialog's state alone, until it closes.
  const [handOver, setHandOver] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (id: string) => staffApi.sendEventQuote(id),
    // Nothing of the answer outlives the dialog (it may carry the link).
    gcTime: 0,
    onSuccess: ({ handOverLink, ...sent }) => {
      setInTheWay(null);
      setHandOver(handOverLink ?? null);
      const title = handOverLink ? mailHandOverCopy.quote.made(sent.email) : `Quote sent to ${sent.email}`;
      showToast({ title, kind: 'success' });
    },
    onError: (error) => {
      const refused = asApiError(error);
      const listed = refused?.refusal?.bookings;
      if (refused?.code === 'event_covers_bookings' && listed) {
        // The refusal's own words (an ApiError's `message` is the raw answer, for logs).
        setInTheWay({ ...refusalText(error, 'Bookings in the Way'), bookings: listed as CoveredBooking[] });
        return;
      }
      setInTheWay(null);
      setRefusal(refusalText(error, 'Quote not sent'));
    },
    onSettled: () => void client.invalidateQueries({ queryKey: EVENT_QUOTES_KEY }),
  });

  const close = () => {
    setHandOver(null);
    setInTheWay(null);
    setRefusal(null);
    setMovingOn(null);
    setEditBooking(null);
    onClose();
  };
  const move = (booking: CoveredBooking) => {
    setMovingOn(instantToWall(parseIsoInstant(booking.startTime) ?? 0, zone).date);
    setEditBooking({ bookingId: booking.id });
  };
  const trySend = () => {
    if (!quote) return;
    setRefusal(null);
    send.mutate(quote.id);
  };
  const sendable = quote !== null && SENDABLE.includes(quote.status);

  const footer = [
    <Button key="close" onClick={close}>
      Close
    </Button>,
  ];
  if (quote?.status === 'draft')
    footer.push(
      <Button key="edit" onClick={() => setEditing(true)}>
        Edit Draft
      </Button>,
    );
  if (sendable)
    footer.push(
      <Button key="send" type="primary" loading={send.isPending} onClick={trySend}>
        {noMailServer
          ? mailHandOverCopy.quote.makeLink
          : quote.status === 'draft'
            ? 'Send Quote'
            : 'Send Again'}
      </Button>,
    );

  return (
    <>
      <Modal
        open={quote !== null && !editing}
        title={quote ? `Quote for ${quote.contactName}` : 'Quote'}
        onCancel={close}
        footer={footer}
        width={620}
        style={{ top: 24 }}
        destroyOnHidden
      >
        {inTheWay && (
          <Alert
            type="warning"
            showIcon
            className="block-refusal"
            title={inTheWay.title}
            description={
              <>
                <p className="block-refusal-message">{inTheWay.message}</p>
                <ul className="plain-list block-refusal-list quote-in-the-way">
                  {inTheWay.bookings.map((b) => (
                    <li key={b.id}>
                      <span>
                        {b.memberName}, {bayLabel(b.bayNumber)}, {venueTimeOf(b.startTime, zone)} –{' '}
                        {venueTimeOf(b.endTime, zone)}
                      </span>
                      <Tag>{b.statusWords}</Tag>
                      <Button
                        size="small"
                        aria-label={`Move ${b.memberName}'s booking on ${bayLabel(b.bayNumber)}`}
                        onClick={() => move(b)}
                      >
                        Move
                      </Button>
                    </li>
                  ))}
                </ul>
              </>
            }
          />
        )}
        {handOver ? (
          <Alert
            type="success"
            showIcon
            className="modal-alert"
            title={mailHandOverCopy.quote.linkTitle}
            description={<HandOverLink link={handOver} />}
          />
        ) : (
          sendable &&
          noMailServer && (
            <Alert
              type="info"
              showIcon
              className="modal-alert"
              description={mailHandOverCopy.quote.noMailServer(quote.contactName)}
            />
          )
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
        {quote && (
          <>
            <p>
              <Tag color={quote.status === 'paid' ? 'green' : 'blue'}>{STATUS_WORDS[quote.status]}</Tag>{' '}
              {quote.packageName}, {shortDate(quote.date, true)} {wallTimeLabel(quote.startTime)},{' '}
              {quote.hours} hours,{' '}
              {quote.space === 'facility' ? 'the whole facility' : quote.space.map(bayLabel).join(', ')},{' '}
              {quote.headCount} guests
            </p>
            <p className="muted">
              {quote.email}
              {quote.discountPercent > 0 && `: a member, ${quote.discountPercent}% off the package`}
            </p>
            {quote.discountNote && (
              <Alert
                type="warning"
                showIcon
                className="modal-alert"
                title={DISCOUNT_CHANGED}
                description={quote.discountNote}
              />
            )}
            <QuoteLines
              quote={quote}
              className="quote-lines"
              caption="Lines of the quote"
              depositLabel="Deposit"
              dueDate={shortDate(quote.balanceDueOn, true)}
            />
            {quote.notes && <p>Notes: {quote.notes}</p>}
            {quote.packageId === GUEST_COMPETITION_PACKAGE && quote.status === GUEST_COMPETITION_STATUS && (
              <EventCompetitionSection quote={quote} />
            )}
          </>
        )}
      </Modal>
      {quote && editing && <BuildQuoteModal draft={quote} bays={bays} onClose={() => setEditing(false)} />}
      {movingOn && <EditBookingModal schedule={schedule.data} />}
    </>
  );
}

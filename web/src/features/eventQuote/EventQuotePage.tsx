import {
  eventQuotePageCopy as C,
  eventQuoteMessages,
  formatMoney,
  type Notice,
  type PublicEventQuote,
} from '@lounge/core';
import { Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { asApiError, refusalNotice } from '../../api/apiError';
import { usePageTitle } from '../../ui/usePageTitle';
import {
  acceptQuote,
  cancelQuote,
  payPart,
  rememberedToken,
  rememberToken,
  returnFromCheckout,
  viewQuote,
} from './eventQuoteApi';
import { MemberEventQuote } from './MemberEventQuote';
import { QuoteDetails } from './QuoteDetails';
import './eventQuote.css';

const failed: Notice = { title: 'Something Went Wrong', message: 'Please try again.' };

/**
 * /event-quote?token=...: the quote emailed to an event's contact (no account needed). The lines,
 * the total, the deposit, the balance's due date and the cancellation terms; accept the terms, pay
 * the deposit, later the balance, or cancel. The token is kept for this tab and dropped from the
 * address bar; the return from checkout (?payment=success&session_id=...) finds it there.
 * What is owed is priced with the member discount of this moment: when that is not the discount
 * quoted, the server's note says why. Paying sends the amount shown, so a price that changed since
 * (a membership ended) is refused rather than charged, and the quote is shown again at its price.
 * /event-quote?event=<id>: a signed-in member's own event, from the dashboard (MemberEventQuote).
 */
export default function EventQuotePage() {
  usePageTitle(C.title);
  const [params] = useSearchParams();
  const eventId = params.get('event');
  // A link's token wins: its page can accept and pay; ?event= alone is the member's signed-in view.
  if (eventId && !params.get('token'))
    return (
      <div className="event-quote">
        <h1>{C.title}</h1>
        <MemberEventQuote eventId={eventId} />
      </div>
    );
  return <QuoteByLink />;
}

/** The quote the emailed link opens, by its token. */
function QuoteByLink() {
  const [params, setParams] = useSearchParams();
  const [token] = useState(() => params.get('token') ?? rememberedToken());
  const [quote, setQuote] = useState<PublicEventQuote | null>(null);
  const [problem, setProblem] = useState<Notice | null>(token ? null : C.missingLink);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    rememberToken(token);
    const sessionId = params.get('session_id');
    const paymentCancelled = params.get('payment') === 'cancelled';
    // The secret leaves the address bar (and so the history and any referrer).
    setParams({}, { replace: true });
    const first =
      params.get('payment') === 'success' && sessionId
        ? returnFromCheckout(token, sessionId)
        : viewQuote(token);
    first
      .then((q) => {
        setQuote(q);
        if (paymentCancelled) setNotice(C.paymentCancelled);
      })
      .catch((error: unknown) => {
        if (params.get('payment') === 'success') {
          // Told at once (another event was paid first): the quote is still shown, with why.
          setNotice(refusalNotice(error, failed).message);
          viewQuote(token).then(setQuote, (e: unknown) =>
            setProblem(refusalNotice(e, eventQuoteMessages.badLink)),
          );
          return;
        }
        setProblem(refusalNotice(error, eventQuoteMessages.badLink));
      });
  }, [token, params, setParams]);

  const act = async (step: () => Promise<PublicEventQuote>) => {
    setBusy(true);
    setNotice(null);
    try {
      setQuote(await step());
    } catch (error) {
      setNotice(refusalNotice(error, failed).message);
    } finally {
      setBusy(false);
    }
  };
  const pay = async (part: 'deposit' | 'balance', cents: number) => {
    setBusy(true);
    setNotice(null);
    try {
      const { url } = await payPart(token, part, cents);
      window.location.assign(url);
    } catch (error) {
      setNotice(refusalNotice(error, failed).message);
      // The price changed since it was shown: show the quote at its price now, and why.
      if (asApiError(error)?.code === 'quote_price_changed') await viewQuote(token).then(setQuote, () => {});
      setBusy(false);
    }
  };

  if (problem)
    return (
      <div className="event-quote">
        <h1>{C.title}</h1>
        <div role="alert">
          <h2>{problem.title}</h2>
          <p>{problem.message}</p>
        </div>
      </div>
    );
  if (!quote)
    return (
      <div className="event-quote">
        <h1>{C.title}</h1>
        <p role="status">{C.loading}</p>
      </div>
    );
  return (
    <div className="event-quote">
      <h1>{C.title}</h1>
      <QuoteDetails quote={quote} />
      {notice && (
        <p role="alert" className="event-quote-notice">
          {notice}
        </p>
      )}
      <Actions quote={quote} busy={busy} token={token} act={act} pay={pay} />
    </div>
  );
}

function Actions({
  quote,
  busy,
  token,
  act,
  pay,
}: {
  quote: PublicEventQuote;
  busy: boolean;
  token: string;
  act: (step: () => Promise<PublicEventQuote>) => Promise<void>;
  pay: (part: 'deposit' | 'balance', cents: number) => Promise<void>;
}) {
  const [agreed, setAgreed] = useState(false);
  const [asking, setAsking] = useState(false);
  const { status } = quote;
  if (status === 'cancelled')
    return quote.refundCents ? <p>{C.refunded(formatMoney(quote.refundCents))}</p> : null;
  if (status === 'expired' || status === 'draft') return null;
  return (
    <div className="event-quote-actions">
      {(status === 'sent' || status === 'viewed') && (
        <>
          <label className="event-quote-agree">
            <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />{' '}
            {C.acceptLabel}
          </label>
          <Button
            type="primary"
            disabled={!agreed}
            loading={busy}
            onClick={() => act(() => acceptQuote(token))}
          >
            {C.accept}
          </Button>
        </>
      )}
      {status === 'accepted' && (
        <Button type="primary" loading={busy} onClick={() => pay('deposit', quote.depositCents)}>
          {C.payDeposit}
        </Button>
      )}
      {status === 'paid' &&
        (quote.balancePaidAt ? (
          <p>{C.balancePaid}</p>
        ) : (
          <Button type="primary" loading={busy} onClick={() => pay('balance', quote.balanceCents)}>
            {C.payBalance}
          </Button>
        ))}
      {asking ? (
        <fieldset className="event-quote-cancel">
          <legend>{C.cancelQuestion}</legend>
          <Button
            danger
            loading={busy}
            onClick={() => act(() => cancelQuote(token)).then(() => setAsking(false))}
          >
            {C.confirmCancel}
          </Button>
          <Button onClick={() => setAsking(false)}>{C.keep}</Button>
        </fieldset>
      ) : (
        <Button onClick={() => setAsking(true)}>{C.cancel}</Button>
      )}
    </div>
  );
}

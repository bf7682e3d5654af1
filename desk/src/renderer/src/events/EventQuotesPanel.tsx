/**
 * Event Quotes: every quote with where it stands (sent, viewed, accepted, paid, expired), its
 * sums and an overdue balance flagged; open one to read its lines, change a draft and send it (or
 * send again); take the balance at the desk (card, cash or invoice: chosen, never assumed), cancel
 * with a reason (the deposit refunded by the schedule; a paid event by a manager or an admin only),
 * each stated and confirmed before it is sent. Above, the add-ons' price list the quotes are priced from.
 * What is owed is shown at its price now (the member discount is the payer's at the moment of
 * paying); a quote whose discount changed since it went out is flagged, and the balance recorded is
 * the one shown (a changed price is refused, and the list shows it again).
 */
import {
  DEFAULT_EVENT_TERMS,
  EVENT_BALANCE_METHODS,
  type EventAddOnPrice,
  type EventBalanceMethod,
  eventCancellationRefund,
  formatMoney,
  MONEY_METHOD_WORDS as METHOD_WORDS,
  managerStepNotes,
  moneyStepCopy,
  parseCountedCash,
  type StaffEventQuote,
  venueDate,
} from '@lounge/core';
import { showToast } from '@lounge/web/feedback';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Input, Select, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { refusalText, staffApi } from '../api/staffApi';
import { useMayTakeManagerSteps } from '../auth/staffSession';
import { type MoneyStatement, MoneyStepConfirm } from '../ui/MoneyStepConfirm';
import { useVenue } from '../ui/useVenue';
import { shortDate, wallTimeLabel } from '../ui/venueTime';
import { EVENT_ADD_ONS_KEY, EVENT_QUOTES_KEY } from './BuildQuoteModal';
import { QuoteDialog } from './QuoteDialog';
import { DISCOUNT_CHANGED, SENDABLE, STATUS_WORDS } from './quoteWords';

const M = moneyStepCopy;

/** The step being confirmed: a balance by the method chosen, or a cancel with its reason. */
type Asking =
  | { step: 'balance'; quote: StaffEventQuote; method: EventBalanceMethod }
  | { step: 'cancel'; quote: StaffEventQuote; reason: string };

/** What cancelling refunds, by the same schedule the server applies (its answer is the law). */
function cancelStatement(q: StaffEventQuote, zone: string): MoneyStatement {
  if (q.status !== 'paid' || !q.depositPaidAt)
    return { amount: M.cancelEvent.noRefund, method: '-', follows: M.cancelEvent.followsUnpaid };
  const { refundCents } = eventCancellationRefund(
    { depositPaidCents: q.depositCents, cancelledOn: venueDate(Date.now(), zone), eventDate: q.date },
    DEFAULT_EVENT_TERMS,
  );
  return {
    amount: refundCents > 0 ? formatMoney(refundCents) : M.cancelEvent.noRefund,
    method: refundCents > 0 ? M.cancelEvent.method : '-',
    follows: M.cancelEvent.follows(formatMoney(refundCents), formatMoney(q.depositCents)),
  };
}

function useQuoteAction<V>(
  run: (v: V) => Promise<StaffEventQuote>,
  done: (q: StaffEventQuote, v: V) => string,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (q, v) => showToast({ title: done(q, v), kind: 'success' }),
    onError: (error) => showToast({ ...refusalText(error), kind: 'error' }),
    onSettled: () => client.invalidateQueries({ queryKey: EVENT_QUOTES_KEY }),
  });
}

export function EventQuotesPanel() {
  const quotes = useQuery({ queryKey: EVENT_QUOTES_KEY, queryFn: staffApi.eventQuotes });
  const venue = useVenue();
  const balance = useQuoteAction(
    (v: { id: string; method: EventBalanceMethod; cents: number }) =>
      staffApi.recordEventBalance(v.id, v.method, v.cents),
    (q, v) => M.balance.done(formatMoney(v.cents), METHOD_WORDS[v.method], q.contactName),
  );
  const cancel = useQuoteAction(
    (v: { id: string; reason: string }) => staffApi.cancelEvent(v.id, v.reason),
    (q) => M.cancelEvent.done(q.refundCents ? formatMoney(q.refundCents) : null),
  );
  const [methods, setMethods] = useState<Record<string, EventBalanceMethod>>({});
  const [asking, setAsking] = useState<Asking | null>(null);
  const [reasons, setReasons] = useState<Record<string, string>>({});
  const [openId, setOpenId] = useState<string | null>(null);
  const manager = useMayTakeManagerSteps();
  const rows = quotes.data ?? [];
  const opened = rows.find((q) => q.id === openId) ?? null;

  return (
    <section className="panel" aria-label="Event quotes">
      <PriceList />
      <h2>Event quotes</h2>
      {rows.length === 0 ? (
        <p className="muted">
          {quotes.isLoading ? 'Loading...' : 'No quotes yet. Build one from an event inquiry.'}
        </p>
      ) : (
        <table className="desk-table">
          <thead>
            <tr>
              <th scope="col">Contact</th>
              <th scope="col">Event</th>
              <th scope="col">Total</th>
              <th scope="col">Status</th>
              <th scope="col">Balance</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((q) => (
              <tr key={q.id}>
                <td>
                  {q.contactName}
                  <br />
                  <span className="muted">{q.email}</span>
                </td>
                <td>
                  {q.packageName}, {shortDate(q.date, true)} {wallTimeLabel(q.startTime)}, {q.headCount}{' '}
                  guests
                </td>
                <td>
                  {formatMoney(q.totalCents)}
                  {q.discountNote && (
                    <>
                      {' '}
                      <Tag color="orange">{DISCOUNT_CHANGED}</Tag>
                    </>
                  )}
                </td>
                <td>
                  <Tag color={q.status === 'paid' ? 'green' : q.status === 'expired' ? 'default' : 'blue'}>
                    {STATUS_WORDS[q.status]}
                  </Tag>
                </td>
                <td>
                  {q.balanceOverdue && <Tag color="red">Balance overdue</Tag>}
                  {q.balancePaidAt
                    ? `Paid (${METHOD_WORDS[q.balanceMethod as EventBalanceMethod] ?? q.balanceMethod})`
                    : `${formatMoney(q.balanceCents)} due ${shortDate(q.balanceDueOn, true)}`}
                </td>
                <td>
                  <div className="row-actions">
                    <Button
                      size="small"
                      type={SENDABLE.includes(q.status) ? 'primary' : 'default'}
                      aria-label={`Open ${q.contactName}'s quote`}
                      onClick={() => setOpenId(q.id)}
                    >
                      {q.status === 'draft' ? 'Open Draft' : 'Open'}
                    </Button>
                    {q.status === 'paid' && !q.balancePaidAt && (
                      <>
                        <Select
                          size="small"
                          aria-label={`Balance method for ${q.contactName}`}
                          placeholder={M.chooseMethod}
                          value={methods[q.id]}
                          onChange={(m: EventBalanceMethod) => setMethods({ ...methods, [q.id]: m })}
                          options={EVENT_BALANCE_METHODS.map((m) => ({ value: m, label: METHOD_WORDS[m] }))}
                        />
                        <Button
                          size="small"
                          disabled={methods[q.id] === undefined}
                          onClick={() => {
                            const method = methods[q.id];
                            if (method) setAsking({ step: 'balance', quote: q, method });
                          }}
                        >
                          Record Balance
                        </Button>
                      </>
                    )}
                    {q.status === 'paid' && !manager && (
                      <span className="muted">{managerStepNotes.cancelPaidEvent}</span>
                    )}
                    {q.status !== 'cancelled' && (q.status !== 'paid' || manager) && (
                      <>
                        <Input
                          size="small"
                          aria-label={`Why cancel ${q.contactName}'s event`}
                          placeholder="Reason to cancel"
                          value={reasons[q.id] ?? ''}
                          onChange={(e) => setReasons({ ...reasons, [q.id]: e.target.value })}
                        />
                        <Button
                          size="small"
                          danger
                          disabled={!(reasons[q.id] ?? '').trim()}
                          onClick={() => setAsking({ step: 'cancel', quote: q, reason: reasons[q.id] ?? '' })}
                        >
                          Cancel Event
                        </Button>
                      </>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {asking?.step === 'balance' && (
        <MoneyStepConfirm
          open
          title={M.balance.title(asking.quote.contactName)}
          statement={{
            amount: formatMoney(asking.quote.balanceCents),
            method: METHOD_WORDS[asking.method],
            follows: M.balance.follows,
          }}
          okText={M.balance.ok}
          pending={balance.isPending}
          onCancel={() => setAsking(null)}
          onConfirm={() =>
            balance.mutate(
              { id: asking.quote.id, method: asking.method, cents: asking.quote.balanceCents },
              { onSettled: () => setAsking(null) },
            )
          }
        />
      )}
      {asking?.step === 'cancel' && (
        <MoneyStepConfirm
          open
          title={M.cancelEvent.title(asking.quote.contactName)}
          statement={cancelStatement(asking.quote, venue?.timeZone ?? 'UTC')}
          okText={M.cancelEvent.ok}
          keepText={M.cancelEvent.keep}
          pending={cancel.isPending}
          onCancel={() => setAsking(null)}
          onConfirm={() =>
            cancel.mutate(
              { id: asking.quote.id, reason: asking.reason },
              { onSettled: () => setAsking(null) },
            )
          }
        />
      )}
      <QuoteDialog
        quote={opened}
        bays={venue?.bays ?? []}
        zone={venue?.timeZone ?? 'UTC'}
        onClose={() => setOpenId(null)}
      />
    </section>
  );
}

interface PriceRow {
  name: string;
  price: string;
}

/** The add-ons' price list: names and prices in dollars, saved together. */
function PriceList() {
  const list = useQuery({ queryKey: EVENT_ADD_ONS_KEY, queryFn: staffApi.eventAddOns });
  const [rows, setRows] = useState<PriceRow[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (list.data) setRows(list.data.map((a) => ({ name: a.name, price: (a.cents / 100).toFixed(2) })));
  }, [list.data]);
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: (addOns: EventAddOnPrice[]) => staffApi.saveEventAddOns(addOns),
    onSuccess: () => showToast({ title: 'Price list saved', kind: 'success' }),
    onError: (error) => showToast({ ...refusalText(error), kind: 'error' }),
    onSettled: () => client.invalidateQueries({ queryKey: EVENT_ADD_ONS_KEY }),
  });
  const submit = () => {
    const priced = rows
      .filter((r) => r.name.trim())
      .map((r) => ({ name: r.name.trim(), cents: parseCountedCash(r.price) }));
    const bad = priced.find((r) => r.cents === null);
    if (bad) {
      setProblem(`Type ${bad.name}'s price in dollars and cents, like 250.00.`);
      return;
    }
    setProblem(null);
    save.mutate(priced.map((r) => ({ name: r.name, cents: r.cents ?? 0 })));
  };
  const edit = (i: number, change: Partial<PriceRow>) =>
    setRows(rows.map((r, k) => (k === i ? { ...r, ...change } : r)));

  return (
    <div className="event-price-list">
      <h2>Add-on prices</h2>
      {rows.map((r, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place, their names may change
        <div className="row-actions" key={i}>
          <Input
            aria-label={`Add-on ${i + 1} name`}
            value={r.name}
            onChange={(e) => edit(i, { name: e.target.value })}
          />
          <Input
            aria-label={`Add-on ${i + 1} price`}
            inputMode="decimal"
            value={r.price}
            onChange={(e) => edit(i, { price: e.target.value })}
          />
          <Button size="small" onClick={() => setRows(rows.filter((_, k) => k !== i))}>
            Remove
          </Button>
        </div>
      ))}
      {problem && <p role="alert">{problem}</p>}
      <div className="row-actions">
        <Button size="small" onClick={() => setRows([...rows, { name: '', price: '' }])}>
          Add Add-on
        </Button>
        <Button size="small" type="primary" loading={save.isPending} onClick={submit}>
          Save Price List
        </Button>
      </div>
    </div>
  );
}

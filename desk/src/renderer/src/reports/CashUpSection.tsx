/**
 * Takings and the cash-up: a venue day's money by method (cash, card at the desk, online) and
 * what was refunded of each, the cash the drawer should hold, and the drawer counted at close
 * against it, the difference stated as staff type and again once saved, with who counted and when.
 * A count already made is shown with 'Count Again' (the recount replaces it; both are audited).
 * Tabs still open are flagged above the count (docs/shop.md).
 */
import {
  type CashUpDay,
  cashDifference,
  cashUpCopy,
  formatMoney,
  parseCountedCash,
  shopMessages,
} from '@lounge/core';
import { showToast } from '@lounge/web/feedback';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Input } from 'antd';
import { useState } from 'react';
import { refusalText, staffApi } from '../api/staffApi';
import { LoadErrorAlert } from '../ui/LoadErrorAlert';
import { useVenue } from '../ui/useVenue';
import { shortDate, venueTimeOf } from '../ui/venueTime';

export function CashUpSection({ today }: { today: string }) {
  const [picked, setPicked] = useState<string | null>(null);
  const date = picked ?? today;
  const day = useQuery({ queryKey: ['cash-up', date], queryFn: () => staffApi.cashUp(date) });
  return (
    <section aria-labelledby="cash-up-heading" className="cash-up">
      <div className="toolbar-group">
        <h3 className="report-heading" id="cash-up-heading">
          Takings and cash-up
        </h3>
        <Input
          type="date"
          aria-label="Cash-up date"
          className="date-input"
          value={date}
          max={today}
          onChange={(e) => setPicked(e.target.value || null)}
        />
        <span className="muted">{shortDate(date, true)}</span>
      </div>
      <LoadErrorAlert error={day.error} title="Takings not loaded" />
      {day.data && <Takings day={day.data} />}
      {day.data && day.data.openTabs.length > 0 && <OpenTabs tabs={day.data.openTabs} />}
      {day.data && <Count key={`${date}-${day.data.count?.countedAt ?? ''}`} day={day.data} />}
    </section>
  );
}

function Takings({ day }: { day: CashUpDay }) {
  return (
    <section aria-label="Takings">
      <dl className="stat-row report-figures">
        {cashUpCopy.takingsLabels.map(([field, label]) => (
          <div className="stat" key={field}>
            <dt className="stat-label">{label}</dt>
            <dd className="stat-value">{formatMoney(day.takings[field])}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Tabs still open at the count: their money is not in the drawer, and they must not be lost. */
function OpenTabs({ tabs }: { tabs: CashUpDay['openTabs'] }) {
  return (
    <Alert
      type="warning"
      showIcon
      message={shopMessages.openTabsAtCashUp(tabs.length)}
      description={
        <ul aria-label="Open tabs">
          {tabs.map((tab) => (
            <li key={tab.id}>
              {tab.label}: {formatMoney(tab.totalCents)}
            </li>
          ))}
        </ul>
      }
    />
  );
}

function Count({ day }: { day: CashUpDay }) {
  const venue = useVenue();
  const client = useQueryClient();
  const [counting, setCounting] = useState(day.count === null);
  const [typed, setTyped] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const counted = parseCountedCash(typed);
  const save = useMutation({
    mutationFn: (countedCents: number) => staffApi.countCash({ date: day.date, countedCents, note }),
    onSuccess: (answer) => {
      client.setQueryData(['cash-up', day.date], answer);
      showToast({
        title: 'Cash-up saved',
        message: cashUpCopy.saved(answer.count?.differenceWords ?? ''),
        kind: 'success',
      });
    },
    onError: (error) => setProblem(refusalText(error, 'Count not saved').message),
  });
  const submit = () => {
    if (counted === null) {
      setProblem(cashUpCopy.countInvalid);
      return;
    }
    setProblem(null);
    save.mutate(counted);
  };

  if (day.count && !counting) {
    const c = day.count;
    return (
      <section className="cash-up-count" aria-label="Cash-up">
        <dl className="stat-row report-figures">
          <div className="stat">
            <dt className="stat-label">Expected cash</dt>
            <dd className="stat-value">{formatMoney(c.expectedCashCents)}</dd>
          </div>
          <div className="stat">
            <dt className="stat-label">{cashUpCopy.countLabel}</dt>
            <dd className="stat-value">{formatMoney(c.countedCents)}</dd>
          </div>
          <div className="stat">
            <dt className="stat-label">Difference</dt>
            <dd className="stat-value" data-testid="cash-difference">
              {c.differenceWords}
            </dd>
          </div>
        </dl>
        <p className="muted">
          {cashUpCopy.countedBy(c.countedByName, venue ? venueTimeOf(c.countedAt, venue.timeZone) : '')}
          {c.note ? ` · ${c.note}` : ''}
        </p>
        {c.expectedCashCents !== day.takings.expectedCashCents && (
          <Alert
            type="warning"
            showIcon
            message={cashUpCopy.movedSince(formatMoney(day.takings.expectedCashCents))}
          />
        )}
        <Button onClick={() => setCounting(true)}>{cashUpCopy.recount}</Button>
      </section>
    );
  }

  return (
    <form
      className="toolbar-group cash-up-form"
      aria-label="Count the drawer"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {!day.count && <p className="muted">{cashUpCopy.notCounted}</p>}
      <label className="field-label" htmlFor="cash-counted">
        {cashUpCopy.countLabel} ($)
        <Input
          id="cash-counted"
          inputMode="decimal"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          className="cash-input"
          aria-invalid={problem !== null}
          aria-describedby="cash-up-difference"
        />
      </label>
      <label className="field-label" htmlFor="cash-note">
        Note (optional)
        <Input id="cash-note" value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} />
      </label>
      <output id="cash-up-difference" aria-live="polite">
        Expected {formatMoney(day.takings.expectedCashCents)}
        {counted !== null && ` · ${cashDifference(day.takings.expectedCashCents, counted).words}`}
      </output>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        Save Count
      </Button>
      {day.count && <Button onClick={() => setCounting(false)}>Back</Button>}
      {problem && (
        <p role="alert" className="range-problem">
          {problem}
        </p>
      )}
    </form>
  );
}

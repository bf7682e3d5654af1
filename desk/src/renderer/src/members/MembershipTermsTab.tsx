/**
 * The member profile's Membership tab: the freeze running or to come, a cancellation under way and
 * its last day, and the desk's actions on them, each with a reason (audited). Cancelling with notice
 * has its own reason and confirmation, apart from the freeze. A freeze over
 * bookings lists them first; staff confirm cancelling them. Past the yearly freeze cap only with
 * 'Past the yearly limit' ticked (docs/membership-terms.md). The override and cancelling are a
 * manager's steps: plain staff see who does them instead (docs/decisions/054).
 */
import {
  bayLabel,
  type CancelOptionsView,
  cancelCopy,
  formatIsoDate,
  formatMoney,
  managerStepNotes,
  moneyStepCopy,
} from '@lounge/core';
import { asApiError } from '@lounge/web/api';
import { showToast } from '@lounge/web/feedback';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Input, Select } from 'antd';
import { useState } from 'react';
import { refusalText } from '../api/staffApi';
import { useMayTakeManagerSteps } from '../auth/staffSession';
import { MoneyStepConfirm } from '../ui/MoneyStepConfirm';
import { membershipTermsApi, membershipTermsKey } from './membershipTermsApi';

interface Listed {
  id: string;
  bookingDate: string;
  bayNumber: string;
}

export function MembershipTermsTab({ memberId, name }: { memberId: string; name: string }) {
  const client = useQueryClient();
  const key = membershipTermsKey(memberId);
  const terms = useQuery({
    queryKey: key,
    queryFn: async () => ({
      freeze: await membershipTermsApi.freezeOptions(memberId),
      cancel: await membershipTermsApi.cancelOptions(memberId),
    }),
  });
  const [months, setMonths] = useState<number | undefined>();
  const [startsOn, setStartsOn] = useState<string | undefined>();
  const [reason, setReason] = useState('');
  const [override, setOverride] = useState(false);
  const [inside, setInside] = useState<Listed[] | null>(null);
  const manager = useMayTakeManagerSteps();

  const act = useMutation({
    mutationFn: (run: () => Promise<unknown>) => run(),
    onSuccess: (_answer, _run) => {
      setInside(null);
      setReason('');
      return client.invalidateQueries({ queryKey: ['members'] });
    },
    onError: (error) => {
      const refused = asApiError(error);
      if (refused?.code === 'freeze_has_bookings') {
        setInside((refused.refusal?.bookings as Listed[] | undefined) ?? []);
        return;
      }
      showToast({ ...refusalText(error, `Not changed: ${name}`), kind: 'error' });
    },
  });

  if (terms.error)
    return <Alert type="error" showIcon title={refusalText(terms.error, 'Membership not loaded').title} />;
  if (!terms.data) return <p className="muted">Loading the membership…</p>;
  const { freeze, cancel } = terms.data;
  const needReason = reason.trim() === '';
  const done = (message: string) => () =>
    showToast({ title: `${message}: ${name}`, message: '', kind: 'success' });
  const run = (call: () => Promise<unknown>, message: string) => act.mutate(() => call().then(done(message)));

  return (
    <div className="membership-terms">
      <dl className="details">
        <dt>Freeze</dt>
        <dd>
          {freeze.freeze
            ? `Frozen from ${formatIsoDate(freeze.freeze.startsOn)} until ${formatIsoDate(freeze.freeze.resumesOn)}`
            : `None (${freeze.monthsLeft} of the year's months left)`}
        </dd>
        <dt>Cancellation</dt>
        <dd>
          {cancel.cancellation
            ? `Ends after ${formatIsoDate(cancel.cancellation.lastDay)}${cancel.cancellation.guarantee ? ' (money-back guarantee)' : ''}`
            : 'None'}
        </dd>
        {cancel.notice && !cancel.cancellation && (
          <>
            <dt>If cancelled today</dt>
            {/* Staff read whose membership it is, not 'your membership' (the member's own words). */}
            <dd>{cancelCopy.summary(cancel.notice, `${name}’s`)}</dd>
          </>
        )}
      </dl>
      <label className="field-label" htmlFor="terms-reason">
        Reason (kept in the audit trail)
      </label>
      <Input id="terms-reason" value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
      {inside && (
        <Alert
          type="warning"
          showIcon
          title="Bookings inside the freeze"
          description={
            <ul className="plain-list" aria-label="Bookings inside the freeze">
              {inside.map((b) => (
                <li key={b.id}>
                  {formatIsoDate(b.bookingDate)}, {bayLabel(b.bayNumber)}
                </li>
              ))}
            </ul>
          }
        />
      )}
      <div className="terms-actions">
        {freeze.freeze ? (
          <Button
            disabled={needReason}
            loading={act.isPending}
            onClick={() => run(() => membershipTermsApi.endFreeze(memberId, reason), 'Freeze ended')}
          >
            End Freeze
          </Button>
        ) : (
          freeze.startChoices.length > 0 && (
            <>
              <Select
                aria-label="Months"
                placeholder="Months"
                value={months}
                onChange={setMonths}
                options={freeze.monthChoices.map((m) => ({
                  value: m,
                  label: `${m} ${m === 1 ? 'month' : 'months'}`,
                }))}
              />
              <Select
                aria-label="Starting"
                placeholder="Starting"
                value={startsOn}
                onChange={setStartsOn}
                options={freeze.startChoices.map((d) => ({ value: d, label: formatIsoDate(d) }))}
              />
              {manager && (
                <Checkbox checked={override} onChange={(e) => setOverride(e.target.checked)}>
                  Past the yearly limit
                </Checkbox>
              )}
              <Button
                disabled={needReason || months === undefined}
                loading={act.isPending}
                onClick={() =>
                  run(
                    () =>
                      membershipTermsApi.freeze(memberId, {
                        months: months ?? 1,
                        startsOn,
                        reason,
                        override,
                        cancelBookings: inside !== null,
                      }),
                    'Membership frozen',
                  )
                }
              >
                {inside ? 'Cancel Them and Freeze' : 'Freeze'}
              </Button>
            </>
          )
        )}
        {cancel.cancellation && !cancel.cancellation.guarantee && (
          <Button
            disabled={needReason}
            loading={act.isPending}
            onClick={() =>
              run(() => membershipTermsApi.takeBack(memberId, reason), 'Cancellation taken back')
            }
          >
            Take Back Cancellation
          </Button>
        )}
      </div>
      {!manager && freeze.monthsLeft === 0 && !freeze.freeze && (
        <p className="muted">{managerStepNotes.freezeOverride}</p>
      )}
      {!cancel.cancellation &&
        cancel.notice &&
        (manager ? (
          <CancelWithNotice memberId={memberId} name={name} notice={cancel.notice} />
        ) : (
          <p className="muted">{managerStepNotes.cancelMembership}</p>
        ))}
    </div>
  );
}

/**
 * Cancelling with notice, apart from the freeze: its own reason, and one confirmation that states
 * what is still charged (nothing is refunded), how, and the last day, before anything is sent.
 */
function CancelWithNotice({
  memberId,
  name,
  notice,
}: {
  memberId: string;
  name: string;
  notice: NonNullable<CancelOptionsView['notice']>;
}) {
  const client = useQueryClient();
  const [reason, setReason] = useState('');
  const [asking, setAsking] = useState(false);
  const M = moneyStepCopy.cancelNotice;
  const lastDay = formatIsoDate(notice.lastDay);
  const amount = M.amount(
    formatMoney(notice.charges.reduce((s, c) => s + c.cents, 0)),
    notice.charges.length,
  );
  const cancel = useMutation({
    mutationFn: () => membershipTermsApi.cancel(memberId, reason),
    onSuccess: () => {
      showToast({ title: M.done(name, lastDay), message: M.doneMessage(amount, M.method), kind: 'success' });
      setReason('');
    },
    onError: (error) => showToast({ ...refusalText(error, `Not changed: ${name}`), kind: 'error' }),
    onSettled: () => {
      setAsking(false);
      return client.invalidateQueries({ queryKey: ['members'] });
    },
  });
  return (
    <section className="terms-cancel" aria-label="Cancel with notice">
      <label className="field-label" htmlFor="cancel-reason">
        {M.reason}
      </label>
      <Input id="cancel-reason" value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
      <Button danger disabled={reason.trim() === ''} onClick={() => setAsking(true)}>
        {M.ok}
      </Button>
      {asking && (
        <MoneyStepConfirm
          open
          title={M.title(name)}
          statement={{
            amount,
            method: M.method,
            follows: M.follows(cancelCopy.summary(notice, `${name}’s`), lastDay),
          }}
          okText={M.ok}
          keepText={M.keep}
          pending={cancel.isPending}
          onCancel={() => setAsking(false)}
          onConfirm={() => cancel.mutate()}
        />
      )}
    </section>
  );
}

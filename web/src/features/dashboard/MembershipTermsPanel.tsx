import {
  type AccountView,
  formatIsoDate,
  freezeCopy,
  hasPaidPlan,
  membershipTermsLabels,
  venueDate,
} from '@lounge/core';
import { useQuery } from '@tanstack/react-query';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { useMembershipTerms, useVenue } from '../../api/venue';
import { CancelMembershipDialog } from './CancelMembershipDialog';
import { FreezeDialog } from './FreezeDialog';
import { cancelOptionsQuery, freezeQuery } from './membershipTermsApi';
import { subscriptionQuery } from './subscriptionApi';
import { useMembershipTermsActions } from './useMembershipTermsActions';

const L = membershipTermsLabels;

type Dialog = 'freeze' | 'endFreeze' | 'cancel' | 'takeBack' | null;

/**
 * The membership card's freezing and leaving (docs/membership-terms.md): the freeze running or to
 * come, the last day of a cancellation under way, the guarantee's last day while it applies; and
 * Freeze, End Freeze (or Cancel Scheduled Freeze), Cancel Membership and Take Back Cancellation,
 * each confirmed in a dialog that states the dates. Nothing for an account without a paid plan.
 * The lines state the dates GET /api/subscription/status gives (frozenFrom, frozenUntil, endsOn,
 * guaranteeUntil); the freeze and cancel options only decide the buttons and fill the dialogs.
 */
export function MembershipTermsPanel({ user }: { user: AccountView }) {
  const { venue } = useVenue();
  const terms = useMembershipTerms();
  const enabled = hasPaidPlan(user);
  const freezeOptions = useQuery({ ...freezeQuery, enabled });
  const cancelOptions = useQuery({ ...cancelOptionsQuery, enabled });
  const status = useQuery({ ...subscriptionQuery, enabled });
  const actions = useMembershipTermsActions();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  if (!enabled) return null;

  const today = venueDate(Date.now(), venue.timeZone);
  const options = freezeOptions.data;
  const freeze = options?.freeze ?? null;
  const scheduled = freeze !== null && freeze.startsOn > today;
  const leaving = cancelOptions.data;
  const cancellation = leaving?.cancellation ?? null;
  const canFreeze =
    options !== undefined &&
    freeze === null &&
    options.startChoices.length > 0 &&
    options.monthChoices.some((m) => m <= options.monthsLeft);
  const capReached =
    options !== undefined && freeze === null && options.startChoices.length > 0 && !canFreeze;

  const dates = status.data;
  const frozenFrom = dates?.frozenFrom ?? null;
  const frozenUntil = dates?.frozenUntil ?? null;
  const lines = [
    frozenFrom &&
      frozenUntil &&
      (frozenFrom > today
        ? L.freezeScheduled(formatIsoDate(frozenFrom), formatIsoDate(frozenUntil))
        : L.frozenUntil(formatIsoDate(frozenUntil))),
    dates?.endsOn && L.endsOn(formatIsoDate(dates.endsOn)),
    dates?.guaranteeUntil && L.guaranteeUntil(formatIsoDate(dates.guaranteeUntil)),
    capReached && freezeCopy.cap(terms, options?.monthsLeft ?? 0),
  ].filter((line): line is string => typeof line === 'string');

  return (
    <>
      {lines.length > 0 && (
        <ul className="dash-terms">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      <div className="dash-card-actions">
        {canFreeze && <Button onClick={() => setDialog('freeze')}>{L.freeze}</Button>}
        {freeze && (
          <Button onClick={() => setDialog('endFreeze')} loading={actions.end.isPending}>
            {scheduled ? L.cancelScheduledFreeze : L.endFreeze}
          </Button>
        )}
        {cancellation === null && leaving?.notice && (
          <Button danger onClick={() => setDialog('cancel')}>
            {L.cancelMembership}
          </Button>
        )}
        {cancellation && !cancellation.guarantee && (
          <Button onClick={() => setDialog('takeBack')} loading={actions.takeBack.isPending}>
            {L.takeBack}
          </Button>
        )}
      </div>
      {dialog === 'freeze' && options && (
        <FreezeDialog user={user} options={options} freeze={actions.freeze} onClose={close} />
      )}
      {dialog === 'cancel' && <CancelMembershipDialog cancel={actions.cancel} onClose={close} />}
      {freeze && (
        <Modal
          open={dialog === 'endFreeze'}
          title={scheduled ? L.cancelScheduledFreeze : L.endFreezeDialog.title}
          okText={scheduled ? L.cancelScheduledFreeze : L.endFreeze}
          cancelText={L.close}
          onOk={() => {
            close();
            actions.end.mutate(freeze);
          }}
          onCancel={close}
        >
          <p>
            {scheduled
              ? L.endFreezeDialog.scheduled(formatIsoDate(freeze.startsOn), formatIsoDate(freeze.resumesOn))
              : L.endFreezeDialog.running(formatIsoDate(today))}
          </p>
        </Modal>
      )}
      {cancellation && !cancellation.guarantee && (
        <Modal
          open={dialog === 'takeBack'}
          title={L.takeBackDialog.title}
          okText={L.takeBack}
          cancelText={L.close}
          onOk={() => {
            close();
            actions.takeBack.mutate(cancellation.lastDay);
          }}
          onCancel={close}
        >
          <p>{L.takeBackDialog.text(formatIsoDate(cancellation.lastDay))}</p>
        </Modal>
      )}
    </>
  );
}

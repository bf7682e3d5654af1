import { type AccountView, formatDateLong, hasPaidPlan, planChangeCopy } from '@lounge/core';
import { useQuery } from '@tanstack/react-query';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { useVenue } from '../../api/venue';
import { subscriptionQuery } from '../dashboard/subscriptionApi';
import { planChangeQuoteQuery } from './paymentsApi';
import { usePlanChange } from './usePlanChange';

/**
 * For a member with a paid plan, in place of a second purchase: 'Upgrade to VIP' (now, the prorated
 * difference charged; the confirm states that sum and the new price from the next billing date) or 'Switch to General' (when the paid period ends, with its date), each
 * confirmed first; a downgrade already scheduled says when it applies. Nothing without a paid plan.
 */
export function PlanChangeButton({ user, size }: { user: AccountView; size?: 'large' | 'middle' }) {
  const { venue } = useVenue();
  const status = useQuery({ ...subscriptionQuery, enabled: hasPaidPlan(user) });
  const change = usePlanChange();
  const [confirming, setConfirming] = useState(false);
  const upgrade = user.membershipType === 'general';
  const target = upgrade ? 'vip' : 'general';
  // The sums the change would move, read when the confirm opens: nothing is charged unseen.
  const quote = useQuery(planChangeQuoteQuery(target, confirming));
  if (!hasPaidPlan(user) || !user.membershipType) return null;

  const periodEnd = status.data?.currentPeriodEnd ?? user.membershipExpiresAt;
  const endDate = periodEnd
    ? formatDateLong(Date.parse(periodEnd), venue.timeZone)
    : 'the end of this period';
  if (user.pendingMembershipType === 'general' && user.pendingChangeAt) {
    return (
      <p className="muted plan-change-pending">
        {planChangeCopy.switchesOn(formatDateLong(Date.parse(user.pendingChangeAt), venue.timeZone))}
      </p>
    );
  }
  const label = upgrade ? planChangeCopy.upgradeToVip : `${planChangeCopy.switchToGeneral} (${endDate})`;

  return (
    <>
      <Button
        size={size}
        type={upgrade ? 'primary' : 'default'}
        loading={change.isPending}
        onClick={() => setConfirming(true)}
      >
        {label}
      </Button>
      <Modal
        open={confirming}
        title={upgrade ? planChangeCopy.upgradeTitle : planChangeCopy.switchTitle}
        okText={upgrade ? planChangeCopy.upgradeToVip : planChangeCopy.switchToGeneral}
        okButtonProps={{ disabled: upgrade && quote.isFetching }}
        onOk={() => {
          setConfirming(false);
          change.mutate(target);
        }}
        onCancel={() => setConfirming(false)}
      >
        <p>
          {quote.data?.message ??
            (upgrade
              ? planChangeCopy.upgradeConfirm('the prorated difference')
              : planChangeCopy.downgradeConfirm(endDate))}
        </p>
      </Modal>
    </>
  );
}

import { type AccountView, hasPaidPlan, planChangeCopy, TIERS } from '@lounge/core';
import { Tag } from 'antd';
import { GuestPassesLeft } from './GuestPassesLeft';
import { PlanChangeButton } from './PlanChangeButton';

/** The dashboard's plan: 'Current Plan' and the one change open to it, with the passes left. */
export function PlanChoiceCard({ user }: { user: AccountView }) {
  if (!hasPaidPlan(user) || !user.membershipType) return null;
  return (
    <section className="dash-card" aria-labelledby="plan-choice-title">
      <div className="dash-card-header">
        <h2 id="plan-choice-title">{TIERS[user.membershipType].name}</h2>
        <Tag color="success">{planChangeCopy.currentPlan}</Tag>
      </div>
      <GuestPassesLeft user={user} />
      <div className="dash-card-actions">
        <PlanChangeButton user={user} />
      </div>
    </section>
  );
}

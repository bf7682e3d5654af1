import { type AccountView, hasPaidPlan, planChangeCopy, TIERS } from '@lounge/core';
import { ButtonLink } from '../../ui/ButtonLink';
import { planQuery } from '../membership/planPricing';

/**
 * A signed-in account that chose a plan but never paid (or whose plan ended): 'Finish joining'
 * resumes the checkout of the plan it chose.
 */
export function FinishJoiningCard({ user }: { user: AccountView }) {
  if (hasPaidPlan(user) || !user.membershipType) return null;
  const plan = user.membershipType;
  return (
    <section className="dash-card finish-joining" aria-labelledby="finish-joining-title">
      <h2 id="finish-joining-title">{planChangeCopy.finishJoining}</h2>
      <p className="muted">{planChangeCopy.finishJoiningText(TIERS[plan].name)}</p>
      <ButtonLink to={`/checkout?${planQuery(plan, 'intro')}`} type="primary">
        {planChangeCopy.finishJoining}
      </ButtonLink>
    </section>
  );
}

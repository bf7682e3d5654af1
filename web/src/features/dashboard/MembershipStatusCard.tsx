import { type AccountView, activeTier, busyLabels, memberLabels } from '@lounge/core';
import { useQuery } from '@tanstack/react-query';
import { Button, Tag } from 'antd';
import { useVenue } from '../../api/venue';
import { ButtonLink } from '../../ui/ButtonLink';
import { MembershipTermsPanel } from './MembershipTermsPanel';
import { membershipFacts } from './membershipFacts';
import { subscriptionQuery } from './subscriptionApi';
import { useSubscriptionActions } from './useSubscriptionActions';

const L = memberLabels.dashboard;

/**
 * Plan, badge, billing flow, the payments' standing in plain words, next billing (or 'Cancels on') date, price and
 * member-since date, with the buttons docs/product.md gives each situation: 'Find My Subscription' when
 * nothing is linked and there is no active membership; 'Check My Payments' and 'Manage
 * Membership' once the account has a type; 'Upgrade Membership' when it has none. Below them, the
 * freeze, cancellation and guarantee lines and their buttons (MembershipTermsPanel).
 */
export function MembershipStatusCard({ user }: { user: AccountView }) {
  const { venue } = useVenue();
  const status = useQuery(subscriptionQuery);
  const { find, check, manage } = useSubscriptionActions();
  const facts = membershipFacts(user, status.data, venue.timeZone);
  const hasType = user.membershipType !== null;
  const showFind = status.data?.hasSubscription === false && activeTier(user) === null;

  return (
    <section className="dash-card" aria-labelledby="membership-card-title">
      <div className="dash-card-header">
        <h2 id="membership-card-title">Membership</h2>
        <Tag color={facts.active ? 'success' : 'default'}>
          {facts.active ? L.activeMember : L.noActiveSubscription}
        </Tag>
      </div>
      <p className="dash-plan">{facts.plan}</p>
      {status.isError && <p className="muted">The subscription details could not be loaded.</p>}
      <dl className="dash-facts">
        <div>
          <dt>Billing</dt>
          <dd>{facts.flow}</dd>
        </div>
        <div>
          <dt>{L.payments}</dt>
          <dd>{status.isPending ? 'Loading...' : facts.payments}</dd>
        </div>
        {facts.billing && (
          <div>
            <dt>{facts.billing.label}</dt>
            <dd>{facts.billing.date}</dd>
          </div>
        )}
        <div>
          <dt>Current price</dt>
          <dd>{facts.price}</dd>
        </div>
        <div>
          <dt>Member since</dt>
          <dd>{facts.memberSince}</dd>
        </div>
      </dl>
      <div className="dash-card-actions">
        {showFind && (
          <Button onClick={() => find.mutate()} loading={find.isPending}>
            {find.isPending ? busyLabels.processing : L.findSubscription}
          </Button>
        )}
        {hasType && (
          <Button onClick={() => check.mutate()} loading={check.isPending}>
            {check.isPending ? busyLabels.processing : L.refreshStatus}
          </Button>
        )}
        {hasType ? (
          <Button
            type="primary"
            onClick={() => manage.mutate()}
            loading={manage.isPending || manage.isSuccess}
          >
            {L.manage}
          </Button>
        ) : (
          <ButtonLink to="/membership" type="primary">
            {L.upgrade}
          </ButtonLink>
        )}
      </div>
      <MembershipTermsPanel user={user} />
    </section>
  );
}

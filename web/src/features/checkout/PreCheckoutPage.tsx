import {
  busyLabels,
  siteLabels,
  TIERS,
  toastMessages,
  UI_TIMINGS,
  validatePreCheckoutSignup,
} from '@lounge/core';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { refusalMessage } from '../../api/apiError';
import { showToast } from '../../feedback/toast';
import { PageHero } from '../../ui/PageHero';
import { usePageTitle } from '../../ui/usePageTitle';
import { AccountFields, type AccountFieldValues } from '../auth/AccountFields';
import { signup } from '../auth/authApi';
import { useCurrentUser, userQueryKey } from '../auth/currentUser';
import { loginHref } from '../auth/redirectTarget';
import { AccountForm } from '../forms/AccountForm';
import { coreRules, showRefusedFields } from '../forms/coreRules';
import { usePasswordStrength } from '../forms/passwordStrength';
import { planQuery } from '../membership/planPricing';
import { OrderSummary } from './OrderSummary';
import { usePlanQuery } from './usePlanQuery';
import { useStartPayment } from './useStartPayment';

type Phase = 'form' | 'creating' | 'redirecting';

const fields = ['firstName', 'lastName', 'email', 'password', 'confirmPassword', 'phone'] as const;

/**
 * /pre-checkout: the account is created first, pending, with the chosen plan (docs/product.md);
 * a second later the payment session opens. A signed-in member goes straight on to checkout.
 */
export default function PreCheckoutPage() {
  const { plan, flow } = usePlanQuery();
  const { user } = useCurrentUser();
  const [phase, setPhase] = useState<Phase>('form');
  // A visitor creates an account here; someone already signed in goes straight on to checkout.
  const signedIn = user !== null && phase === 'form';
  const title = 'Create Your Account';
  usePageTitle(title);
  const queryClient = useQueryClient();
  const [form] = Form.useForm<AccountFieldValues>();
  const payment = useStartPayment();
  const timer = useRef<number | undefined>(undefined);
  const strength = usePasswordStrength();
  const rules = useMemo(
    () => coreRules((values: AccountFieldValues) => validatePreCheckoutSignup(values, strength), fields),
    [strength],
  );
  const checkoutPath = `/checkout?${planQuery(plan, flow)}`;

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const startPayment = (email: string) => {
    payment.mutate(
      { plan, flow, email },
      {
        onError: () => {
          setPhase('form');
          showToast({ ...toastMessages.paymentStartFailed, kind: 'error' });
        },
      },
    );
  };

  const createAccount = async (values: AccountFieldValues) => {
    setPhase('creating');
    try {
      const account = await signup({
        firstName: values.firstName,
        lastName: values.lastName,
        email: values.email,
        password: values.password,
        phone: values.phone ?? '',
        membershipType: plan,
        membershipStatus: 'pending',
      });
      queryClient.setQueryData(userQueryKey, account);
      showToast({ ...toastMessages.accountCreated, kind: 'success' });
      setPhase('redirecting');
      timer.current = window.setTimeout(() => startPayment(account.email), UI_TIMINGS.signupToPaymentDelay);
    } catch (error) {
      setPhase('form');
      showRefusedFields(form, error);
      showToast({
        title: toastMessages.accountCreationFailed.title,
        message: refusalMessage(error) ?? toastMessages.accountCreationFailed.message,
        kind: 'error',
      });
    }
  };

  const busy = phase !== 'form';
  if (signedIn) return <Navigate to={checkoutPath} replace />;
  return (
    <>
      <PageHero eyebrow={`${TIERS[plan].name} membership`} title={title}>
        <p>Your account comes first, then secure payment. It takes about a minute.</p>
      </PageHero>
      <section className="section" aria-label="Account and payment">
        <div className="container checkout-layout">
          <div className="checkout-panel">
            <h2>Your details</h2>
            <AccountForm name="account" form={form} onFinish={createAccount} disabled={busy}>
              <AccountFields rules={rules} />
              <Button type="primary" htmlType="submit" size="large" block loading={busy} disabled={false}>
                {phase === 'creating'
                  ? busyLabels.creatingAccount
                  : phase === 'redirecting'
                    ? busyLabels.redirectingToStripe
                    : 'Create Account & Continue'}
              </Button>
            </AccountForm>
            <p className="muted pre-checkout-signin">
              Already a member?{' '}
              <Link to={loginHref(checkoutPath)}>{siteLabels.preCheckout.signInInstead}</Link>
            </p>
          </div>
          <OrderSummary plan={plan} flow={flow} />
        </div>
      </section>
    </>
  );
}

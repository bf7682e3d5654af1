import { formatPrice, formMessages, TIERS } from '@lounge/core';
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { makeUser, renderWithApp } from '../../testing/renderWithApp';
import PreCheckoutPage from './PreCheckoutPage';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('pre-checkout (docs/product.md)', () => {
  it('shows every account field message from core', async () => {
    renderWithApp(<PreCheckoutPage />, { route: '/pre-checkout?plan=vip&flow=monthly' });
    type('Password', 'short');
    type('Confirm password', 'other');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account & Continue' }));
    expect(await screen.findByText(formMessages.firstNameRequired)).toBeTruthy();
    expect(await screen.findByText(formMessages.lastNameRequired)).toBeTruthy();
    expect(await screen.findByText(formMessages.emailInvalid)).toBeTruthy();
    expect(await screen.findByText(formMessages.passwordTooShort)).toBeTruthy();
    expect(await screen.findByText(formMessages.passwordsDontMatch)).toBeTruthy();
  });

  it('accepts one-letter names, unlike the signup page', async () => {
    renderWithApp(<PreCheckoutPage />, { route: '/pre-checkout' });
    type('First name', 'A');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account & Continue' }));
    expect(await screen.findByText(formMessages.lastNameRequired)).toBeTruthy();
    expect(screen.queryByText(formMessages.firstNameRequired)).toBeNull();
    expect(screen.queryByText(formMessages.firstNameTooShort)).toBeNull();
  });

  it('summarises the plan from the query, and signs in towards checkout', () => {
    renderWithApp(<PreCheckoutPage />, { route: '/pre-checkout?plan=vip&flow=monthly' });
    expect(screen.getByText(formatPrice(TIERS.vip.prices.monthlyCents))).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In Instead' }).getAttribute('href')).toBe(
      `/login?redirect=${encodeURIComponent('/checkout?plan=vip&flow=monthly')}`,
    );
  });

  it('defaults to the General intro offer', () => {
    renderWithApp(<PreCheckoutPage />, { route: '/pre-checkout' });
    expect(screen.getByText(formatPrice(TIERS.general.prices.introCents))).toBeTruthy();
  });

  it('sends a signed-in member straight to checkout, asking nothing again', () => {
    renderWithApp(
      <Routes>
        <Route path="/pre-checkout" element={<PreCheckoutPage />} />
        <Route path="/checkout" element={<Where />} />
      </Routes>,
      { route: '/pre-checkout?plan=vip&flow=intro', user: makeUser() },
    );
    expect(screen.getByTestId('where').textContent).toBe('/checkout?plan=vip&flow=intro');
    expect(screen.queryByText(/Confirm Your Account|Create Your Account/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create Account & Continue' })).toBeNull();
  });
});

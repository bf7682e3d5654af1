import { formMessages, passwordResetMessages as M } from '@lounge/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../testing/fakeApi';
import { renderWithApp } from '../../testing/renderWithApp';
import ForgotPasswordPage from './ForgotPasswordPage';
import ResetPasswordPage from './ResetPasswordPage';

afterEach(() => vi.unstubAllGlobals());

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function Where() {
  return <p>At {useLocation().pathname}</p>;
}

function renderReset(route: string, routes: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({
    'GET /api/auth/session': { body: { user: null } },
    ...routes,
  });
  renderWithApp(
    <Routes>
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      <Route path="/login" element={<Where />} />
    </Routes>,
    { route },
  );
  return api;
}

describe('forgot password', () => {
  it('asks for a valid email before sending anything', async () => {
    const api = stubApi({});
    renderWithApp(<ForgotPasswordPage />, { route: '/forgot-password' });
    expect(screen.getByRole('heading', { level: 1, name: M.forgotTitle })).toBeTruthy();
    type('Email', 'not-an-email');
    fireEvent.click(screen.getByRole('button', { name: M.sendLink }));
    expect(await screen.findByText(formMessages.emailInvalid)).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it.each(['member@example.com', 'nobody@example.com'])(
    'shows the same confirmation in place of the form after asking for %s',
    async (email) => {
      const api = stubApi({ 'POST /api/auth/forgot-password': { body: M.linkSent } });
      renderWithApp(<ForgotPasswordPage />, { route: '/forgot-password' });
      type('Email', email);
      fireEvent.click(screen.getByRole('button', { name: M.sendLink }));
      const sent = await screen.findByRole('status');
      expect(within(sent).getByRole('heading', { name: M.linkSent.title })).toBeTruthy();
      expect(within(sent).getByText(M.linkSent.message)).toBeTruthy();
      expect(screen.queryByRole('button', { name: M.sendLink })).toBeNull();
      expect(api.calls).toEqual([{ method: 'POST', path: '/api/auth/forgot-password', body: { email } }]);
      expect(screen.getByRole('link', { name: M.backToLogin }).getAttribute('href')).toBe('/login');
    },
  );

  it("shows a rate limit in the server's words", async () => {
    stubApi({
      'POST /api/auth/forgot-password': { status: 429, body: { message: 'Too many requests. Wait a bit.' } },
    });
    renderWithApp(<ForgotPasswordPage />, { route: '/forgot-password' });
    type('Email', 'member@example.com');
    fireEvent.click(screen.getByRole('button', { name: M.sendLink }));
    expect(await screen.findByText('Too many requests. Wait a bit.')).toBeTruthy();
    expect(screen.getByRole('button', { name: M.sendLink })).toBeTruthy();
  });
});

describe('reset password', () => {
  it('without a token, says so and links to a new one', () => {
    const api = renderReset('/reset-password');
    expect(screen.getByRole('heading', { name: M.missingToken.title })).toBeTruthy();
    expect(screen.getByText(M.missingToken.message)).toBeTruthy();
    expect(screen.getByRole('link', { name: M.requestNewLink }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(api.calls).toEqual([]);
  });

  it("checks core's password rules before asking the server", async () => {
    const api = renderReset('/reset-password?token=abc');
    expect(screen.getByRole('heading', { level: 1, name: M.resetTitle })).toBeTruthy();
    type('New password', 'short');
    type('Confirm new password', 'different');
    fireEvent.click(screen.getByRole('button', { name: M.resetButton }));
    expect(await screen.findByText(formMessages.passwordTooShort)).toBeTruthy();
    expect(await screen.findByText(formMessages.passwordsDontMatch)).toBeTruthy();

    type('New password', 'a-long-new-password');
    type('Confirm new password', 'a-long-new-passwork');
    fireEvent.click(screen.getByRole('button', { name: M.resetButton }));
    await waitFor(() => expect(screen.queryByText(formMessages.passwordTooShort)).toBeNull());
    expect(screen.getByText(formMessages.passwordsDontMatch)).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('sets the new password with the token, says so and goes to sign in', async () => {
    const api = renderReset('/reset-password?token=abc', {
      'POST /api/auth/reset-password': { body: M.resetDone },
    });
    type('New password', 'fairway-2027');
    type('Confirm new password', 'fairway-2027');
    fireEvent.click(screen.getByRole('button', { name: M.resetButton }));
    expect(await screen.findByText('At /login')).toBeTruthy();
    expect(screen.getByText(M.resetDone.title)).toBeTruthy();
    expect(screen.getByText(M.resetDone.message)).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      token: 'abc',
      password: 'fairway-2027',
      confirmPassword: 'fairway-2027',
    });
  });

  it('shows an invalid or used link in place of the form, with the way to a new one', async () => {
    renderReset('/reset-password?token=used', {
      'POST /api/auth/reset-password': {
        status: 400,
        body: { statusCode: 400, ...M.invalidLink, code: 'invalid_token' },
      },
    });
    type('New password', 'fairway-2027');
    type('Confirm new password', 'fairway-2027');
    fireEvent.click(screen.getByRole('button', { name: M.resetButton }));
    // The notice replaces the form (and the form's own live region for its field errors).
    await waitFor(() => expect(screen.queryByLabelText('New password')).toBeNull());
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { name: M.invalidLink.title })).toBeTruthy();
    expect(within(alert).getByText(M.invalidLink.message)).toBeTruthy();
    expect(screen.getByRole('link', { name: M.requestNewLink }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  it("shows the server's field errors on the fields", async () => {
    renderReset('/reset-password?token=abc', {
      'POST /api/auth/reset-password': {
        status: 400,
        body: {
          statusCode: 400,
          title: 'Invalid Information',
          message: 'Password must be at most 128 characters',
          code: 'invalid_fields',
          field: 'password',
          errors: { password: 'Password must be at most 128 characters' },
        },
      },
    });
    type('New password', 'fairway-2027');
    type('Confirm new password', 'fairway-2027');
    fireEvent.click(screen.getByRole('button', { name: M.resetButton }));
    expect(await screen.findByText('Password must be at most 128 characters')).toBeTruthy();
  });
});

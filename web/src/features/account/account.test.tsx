import { accountMessages as M } from '@lounge/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../testing/fakeApi';
import { makeUser, renderWithApp } from '../../testing/renderWithApp';
import { EmailSection } from './EmailSection';
import VerifyEmailPage from './VerifyEmailPage';

afterEach(() => vi.unstubAllGlobals());

const user = makeUser({ email: 'ada@example.com' });

describe('/verify-email', () => {
  it('sends the token once and shows the new address', async () => {
    const api = stubApi({
      'GET /api/auth/user': { body: user },
      'POST /api/auth/verify-email': {
        body: { ...M.emailChanged('new@example.com'), email: 'new@example.com' },
      },
    });
    renderWithApp(<VerifyEmailPage />, { route: '/verify-email?token=abc' });
    const done = await screen.findByText(M.emailChanged('new@example.com').message);
    expect(done.closest('[role="status"]')).toBeTruthy();
    expect(api.calls.filter((c) => c.path === '/api/auth/verify-email')).toEqual([
      { method: 'POST', path: '/api/auth/verify-email', body: { token: 'abc' } },
    ]);
  });

  it("shows a dead link's refusal in the server's words", async () => {
    stubApi({
      'GET /api/auth/user': { body: user },
      'POST /api/auth/verify-email': { status: 400, body: { ...M.invalidEmailLink, code: 'invalid_token' } },
    });
    renderWithApp(<VerifyEmailPage />, { route: '/verify-email?token=used' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(M.invalidEmailLink.message)).toBeTruthy();
  });

  it('without a token, says so and asks nothing', () => {
    const api = stubApi({ 'GET /api/auth/user': { body: user } });
    renderWithApp(<VerifyEmailPage />, { route: '/verify-email' });
    expect(screen.getByText(M.missingEmailToken.message)).toBeTruthy();
    expect(api.calls.filter((c) => c.path === '/api/auth/verify-email')).toEqual([]);
  });
});

describe('the email section', () => {
  it("refuses the current address with core's words before asking the server", async () => {
    const api = stubApi({});
    renderWithApp(<EmailSection user={user} />, { route: '/account' });
    fireEvent.change(screen.getByLabelText('New email'), { target: { value: 'ADA@example.com' } });
    fireEvent.change(screen.getByLabelText('Your password'), { target: { value: 'pw-pw-pw-pw' } });
    fireEvent.click(screen.getByRole('button', { name: M.emailSave }));
    expect(await screen.findByText(M.sameEmail)).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it("puts the server's wrong-password answer on the password field", async () => {
    stubApi({
      'POST /api/auth/change-email': {
        status: 400,
        body: {
          title: M.emailRefusedTitle,
          message: M.wrongPassword,
          field: 'password',
          errors: { password: M.wrongPassword },
        },
      },
    });
    renderWithApp(<EmailSection user={user} />, { route: '/account' });
    fireEvent.change(screen.getByLabelText('New email'), { target: { value: 'new@example.com' } });
    fireEvent.change(screen.getByLabelText('Your password'), { target: { value: 'not-it-at-all' } });
    fireEvent.click(screen.getByRole('button', { name: M.emailSave }));
    await waitFor(() => expect(screen.getByText(M.wrongPassword)).toBeTruthy());
    expect(screen.getByLabelText('Your password').getAttribute('aria-invalid')).toBe('true');
  });
});

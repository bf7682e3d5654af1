import { PROFILE_FIELD_COPY as COPY, accountMessages as M, PROFILE_FIELDS } from '@lounge/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../testing/fakeApi';
import { makeUser, renderWithApp } from '../../testing/renderWithApp';
import { DataSection } from './DataSection';
import { EmailSection } from './EmailSection';
import { ProfileSection } from './ProfileSection';
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

describe('deleting the account', () => {
  const member = makeUser({ membershipType: 'general', membershipStatus: 'monthly' });

  it('states the rule for a renewing plan before the password is asked, pointing to Cancel Membership', () => {
    renderWithApp(<DataSection />, { route: '/account', user: member });
    const section = within(screen.getByRole('region', { name: M.deleteTitle }));
    expect(section.getByText((text) => text.startsWith(M.deleteRule))).toBeTruthy();
    expect(M.deleteRule).toContain('Cancel Membership');
    expect(section.getByRole('link', { name: M.deleteRuleLink }).getAttribute('href')).toBe('/dashboard');
    // Before the dialog and its password field, not after.
    expect(screen.queryByLabelText(/password/i)).toBeNull();
    // The refusal the rule spares the member names the same button, not the payment portal.
    expect(M.planStillRenews('May 1, 2027')).toContain('Cancel Membership');
    expect(M.planStillRenews(null)).not.toMatch(/Manage Membership|portal/);
  });

  it('says nothing of it to an account without a plan', () => {
    renderWithApp(<DataSection />, { route: '/account', user: makeUser() });
    expect(screen.queryByText((text) => text.startsWith(M.deleteRule))).toBeNull();
  });
});

describe('the profile', () => {
  it('has an input for every field of core’s profile, labelled in core’s words and holding the saved value', () => {
    const saved = makeUser({ firstName: 'Ada', lastName: 'Lovelace', phone: '+14065550123' });
    renderWithApp(<ProfileSection user={saved} />, { route: '/account', user: saved });
    const section = within(screen.getByRole('region', { name: M.profileTitle }));
    expect(section.getAllByRole('textbox')).toHaveLength(PROFILE_FIELDS.length);
    for (const field of PROFILE_FIELDS)
      expect((section.getByLabelText(COPY[field].label) as HTMLInputElement).value).toBe(saved[field] ?? '');
  });
});

import { formMessages } from '@lounge/core';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../testing/renderWithApp';
import { loadPasswordStrength } from '../forms/passwordStrength';
import LoginPage from './LoginPage';
import SignupPage from './SignupPage';

const type = (label: RegExp | string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('login form (docs/product.md)', () => {
  it('asks for a valid email and a password', async () => {
    renderWithApp(<LoginPage />, { route: '/login' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(formMessages.emailInvalid)).toBeTruthy();
    expect(await screen.findByText(formMessages.passwordRequired)).toBeTruthy();
  });

  it('links to the password reset and to joining', () => {
    renderWithApp(<LoginPage />, { route: '/login' });
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Join now' }).getAttribute('href')).toBe('/membership-selection');
  });
});

describe('signup page form', () => {
  it('wants names of at least 2 characters and matching passwords', async () => {
    renderWithApp(<SignupPage />, { route: '/signup' });
    type('First name', 'A');
    type('Last name', 'B');
    type('Email', 'not-an-email');
    type('Password', 'short');
    type('Confirm password', 'different');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(formMessages.firstNameTooShort)).toBeTruthy();
    expect(await screen.findByText(formMessages.lastNameTooShort)).toBeTruthy();
    expect(await screen.findByText(formMessages.emailInvalid)).toBeTruthy();
    expect(await screen.findByText(formMessages.passwordTooShort)).toBeTruthy();
    expect(await screen.findByText(formMessages.passwordsDontMatch)).toBeTruthy();
  });

  it("explains a common password, the email itself and only spaces in core's words", async () => {
    renderWithApp(<SignupPage />, { route: '/signup' });
    // The estimator arrives as its own chunk after the page mounts.
    await loadPasswordStrength();
    type('Email', 'ada@example.com');
    for (const [password, message] of [
      ['password', 'Password is too easy to guess. This is a heavily used password.'],
      ['Ada@Example.com', formMessages.passwordIsEmail],
      [' '.repeat(8), formMessages.passwordOnlySpaces],
    ] as const) {
      type('Password', password);
      fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
      expect(await screen.findByText((text) => text.startsWith(message))).toBeTruthy();
    }
  });

  it('offers no button that does nothing: social sign-in is not offered, so it is not shown', () => {
    for (const [page, route] of [
      [<SignupPage key="s" />, '/signup'],
      [<LoginPage key="l" />, '/login'],
    ] as const) {
      const { unmount } = renderWithApp(page, { route });
      expect(screen.queryByRole('button', { name: /continue with/i })).toBeNull();
      expect(screen.queryByText(/coming soon/i)).toBeNull();
      unmount();
    }
  });
});

import { toastMessages, UI_TIMINGS } from '@lounge/core';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { goToLogin } from '../api/unauthorized';
import { userQueryKey } from '../features/auth/currentUser';
import { makeUser, renderWithApp } from '../testing/renderWithApp';
import { SignInRedirect } from './SignInRedirect';

// The browser leaving for /api/login is the one thing jsdom cannot do; everything else is real.
vi.mock('../api/unauthorized', () => ({ goToLogin: vi.fn() }));

beforeEach(() => {
  vi.useFakeTimers();
  vi.mocked(goToLogin).mockClear();
});

afterEach(() => {
  vi.useRealTimers();
});

const waitPastDelay = () => act(() => vi.advanceTimersByTime(UI_TIMINGS.signInRedirectDelay * 3));

describe('a member page visited signed out', () => {
  it("says 'Sign In Required', then goes to sign in after the delay", () => {
    renderWithApp(<SignInRedirect notice="signIn" />, { route: '/booking', user: null });
    expect(screen.getByText(toastMessages.signInRequired.title)).toBeTruthy();
    act(() => vi.advanceTimersByTime(UI_TIMINGS.signInRedirectDelay - 1));
    expect(goToLogin).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(goToLogin).toHaveBeenCalledTimes(1);
  });

  it('never sends a member away once the answer says they are signed in', () => {
    // The moment the answer arrives, the route table swaps this for the member page; while that
    // page's code loads, React keeps this copy mounted and hands it the new answer.
    renderWithApp(<SignInRedirect notice="signIn" />, { route: '/booking', user: makeUser() });
    waitPastDelay();
    expect(goToLogin).not.toHaveBeenCalled();
    expect(screen.queryByText(toastMessages.signInRequired.title)).toBeNull();
  });

  it('a signed-in answer arriving during the delay cancels the redirect', () => {
    const { client } = renderWithApp(<SignInRedirect notice="signIn" />, { route: '/booking', user: null });
    act(() => vi.advanceTimersByTime(UI_TIMINGS.signInRedirectDelay / 2));
    act(() => client.setQueryData(userQueryKey, makeUser()));
    // react-query tells its observers on the next tick.
    act(() => vi.advanceTimersByTime(1));
    waitPastDelay();
    expect(goToLogin).not.toHaveBeenCalled();
  });
});

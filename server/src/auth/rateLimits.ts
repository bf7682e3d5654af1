/**
 * Limits on sign-in and sign-up (RATE_LIMIT_* settings), kept in memory: the lounge runs one
 * server process, and a restart forgetting the counts is harmless.
 *
 * Failed sign-ins are counted apart, per email and address (signInLimits.ts), so that a stranger
 * cannot shut a member out.
 */
import Boom from '@hapi/boom';
import type { RouteExtObject } from '@hapi/hapi';
import { authMessages } from '@lounge/core';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimits } from '../config';
import { clientAddress } from '../http/clientAddress';
import { refuse } from '../http/errors';

export interface AuthLimiters {
  loginByAddress: RateLimiterMemory;
  signupByAddress: RateLimiterMemory;
  signupByEmail: RateLimiterMemory;
  analyticsByAddress: RateLimiterMemory;
  inquiriesByAddress: RateLimiterMemory;
  /** Forgot-password requests: by address over 15 minutes, by email (known or not) over an hour. */
  resetByAddress: RateLimiterMemory;
  resetByEmail: RateLimiterMemory;
  /** Email change requests: per account, and per new address from every account, over an hour. */
  emailChangeByAccount: RateLimiterMemory;
  emailChangeByEmail: RateLimiterMemory;
  /** Signed-out membership checkouts: per client address and per email, over an hour. */
  checkoutByAddress: RateLimiterMemory;
  checkoutByEmail: RateLimiterMemory;
}

export function createLimiters(limits: RateLimits): AuthLimiters {
  const loginWindow = limits.loginWindowMinutes * 60;
  const signupWindow = limits.signupWindowMinutes * 60;
  return {
    loginByAddress: new RateLimiterMemory({ points: limits.loginPerAddress, duration: loginWindow }),
    signupByAddress: new RateLimiterMemory({ points: limits.signupPerAddress, duration: signupWindow }),
    signupByEmail: new RateLimiterMemory({ points: limits.signupPerEmail, duration: signupWindow }),
    analyticsByAddress: new RateLimiterMemory({ points: limits.analyticsPerMinute, duration: 60 }),
    inquiriesByAddress: new RateLimiterMemory({ points: limits.inquiriesPerHour, duration: 3600 }),
    resetByAddress: new RateLimiterMemory({ points: limits.resetRequestsPerAddress, duration: 15 * 60 }),
    resetByEmail: new RateLimiterMemory({ points: limits.resetRequestsPerEmailPerHour, duration: 3600 }),
    emailChangeByAccount: new RateLimiterMemory({
      points: limits.emailChangesPerAccountPerHour,
      duration: 3600,
    }),
    emailChangeByEmail: new RateLimiterMemory({ points: limits.emailChangesPerEmailPerHour, duration: 3600 }),
    checkoutByAddress: new RateLimiterMemory({ points: limits.checkoutsPerAddressPerHour, duration: 3600 }),
    checkoutByEmail: new RateLimiterMemory({ points: limits.checkoutsPerEmailPerHour, duration: 3600 }),
  };
}

/** Takes one point; returns the seconds to wait when the limit is reached, else null. */
export async function consume(limiter: RateLimiterMemory, key: string): Promise<number | null> {
  try {
    await limiter.consume(key);
    return null;
  } catch (result) {
    if (result instanceof RateLimiterRes) return Math.max(1, Math.ceil(result.msBeforeNext / 1000));
    throw result;
  }
}

/** Takes a point from each limiter in turn (by its key); the seconds to wait at the first that is spent. */
export async function consumeEach(
  pairs: readonly (readonly [RateLimiterMemory, string])[],
): Promise<number | null> {
  for (const [limiter, key] of pairs) {
    const wait = await consume(limiter, key);
    if (wait !== null) return wait;
  }
  return null;
}

/** Whole minutes to wait, at least one, for a message that speaks in minutes. */
export const waitMinutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/** A 429 with its Retry-After (seconds) and the refusal's title and words. */
export function tooManyRequests(wait: number, refusal: { title: string; message: string }): Boom.Boom {
  const error = refuse(429, refusal);
  error.output.headers['retry-after'] = String(wait);
  return error;
}

/**
 * A route extension that takes one point per request from the client's address (clientAddress.ts)
 * before the body is read or checked (bad requests count too), answering 429 with Retry-After once
 * the limit is reached.
 */
export function limitPerAddress(limiter: RateLimiterMemory): { onPreAuth: RouteExtObject } {
  return {
    onPreAuth: {
      async method(request, h) {
        const wait = await consume(limiter, clientAddress(request));
        if (wait === null) return h.continue;
        const error = Boom.tooManyRequests(authMessages.tooManyRequests);
        error.output.headers['retry-after'] = String(wait);
        throw error;
      },
    },
  };
}

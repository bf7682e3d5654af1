/**
 * Signing up and signing in, apart from the session cookie (the route sets it once this says who):
 * the limits per address and per email (RATE_LIMIT_*), one account per email, the password hash,
 * and the link that proves a new account's address (account/addressConfirmation.ts).
 * A password given again to confirm an account change is checked like a sign-in: refused while
 * the email is locked out by failed sign-ins, and a wrong one counts as another failure
 * (signInLimits.ts), so the account routes are no way around the limits.
 */
import { accountMessages, authMessages, type SignupValue } from '@lounge/core';
import type { AppContext } from '../appContext';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { consume, createLimiters } from '../auth/rateLimits';
import { isUniqueViolation, writeTransaction } from '../db/database';
import { invalidFields, refuse } from '../http/errors';
import type { UserRow } from '../users/userService';
import { findUserByEmail, insertUser } from '../users/userService';
import { sendAddressConfirmation } from './addressConfirmation';

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

const emailTaken = () =>
  refuse(409, {
    title: 'Signup Failed',
    message: authMessages.emailTaken,
    code: 'email_taken',
    field: 'email',
  });

export interface SignInService {
  /** A new account, pending its plan's payment when one was chosen (payment activates it). */
  signUp(fields: SignupValue, membershipType: 'general' | 'vip' | null, address: string): Promise<UserRow>;
  /** The account these credentials open; 401 when they open none, 429 while limited. */
  checkCredentials(email: string, password: string, address: string): Promise<UserRow>;
}

/** One per server: the limits' counts live in memory (one server process; a restart forgets them). */
export function createSignInService(ctx: AppContext): SignInService {
  const limiters = createLimiters(ctx.config.rateLimits);
  return {
    async signUp({ email, password, firstName, lastName, phone }, membershipType, address) {
      const wait =
        (await consume(limiters.signupByAddress, address)) ?? (await consume(limiters.signupByEmail, email));
      if (wait !== null) {
        throw refuse(429, { title: 'Signup Failed', message: authMessages.tooManySignups(minutes(wait)) });
      }
      if (findUserByEmail(ctx.db, email)) throw emailTaken();
      const passwordHash = await hashPassword(password, ctx.config.passwordHashCost);
      try {
        // The account and the link that proves its address, together.
        return writeTransaction(ctx.database, () => {
          const user = insertUser(
            ctx.db,
            {
              email,
              passwordHash,
              firstName,
              lastName,
              phone,
              membershipType,
              membershipStatus: membershipType ? 'pending' : 'inactive',
            },
            ctx.now(),
          );
          sendAddressConfirmation(ctx, user, ctx.now());
          return user;
        });
      } catch (error) {
        // Two sign-ups for one email at once: the unique index lets one through.
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
    },

    async checkCredentials(email, password, address) {
      const wait =
        (await consume(limiters.loginByAddress, address)) ?? ctx.signInLimits.waitFor(email, address);
      if (wait !== null) {
        const error = refuse(429, {
          title: 'Login Failed',
          message: authMessages.tooManyLogins(minutes(wait)),
        });
        error.output.headers['retry-after'] = String(wait);
        throw error;
      }
      const user = findUserByEmail(ctx.db, email);
      if (!(await verifyPassword(password, user?.passwordHash, ctx.config.passwordHashCost)) || !user) {
        ctx.signInLimits.failed(email, address);
        throw refuse(401, { title: 'Login Failed', message: authMessages.invalidCredentials });
      }
      ctx.signInLimits.succeeded(email, address);
      return user;
    },
  };
}

/**
 * The account's password, given again to confirm a change, checked like a sign-in: 429 while the
 * email is locked out, and a wrong one counts as a failed sign-in (400 naming `field`).
 */
export async function confirmPassword(
  ctx: AppContext,
  address: string,
  user: UserRow,
  password: string,
  { field, title }: { field: string; title: string },
): Promise<void> {
  const wait = ctx.signInLimits.waitFor(user.email, address);
  if (wait !== null) throw refuse(429, { title, message: authMessages.tooManyLogins(minutes(wait)) });
  if (!(await verifyPassword(password, user.passwordHash, ctx.config.passwordHashCost))) {
    ctx.signInLimits.failed(user.email, address);
    throw invalidFields({ [field]: accountMessages.wrongPassword }, title);
  }
  ctx.signInLimits.succeeded(user.email, address);
}

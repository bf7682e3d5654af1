import { count, type SectionOf, seconds, type Table } from './variables';

/** Limits on sign-in, sign-up, analytics, inquiries, reset links, email changes and signed-out checkouts. */
export const RATE_LIMITS = {
  /** Failed logins for one email from one address within the login window; then 429 for that pair. */
  loginFailuresPerEmail: count('RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL', 10),
  /** Failed logins for one email from all addresses before it is slowed (auth/signInLimits.ts). */
  loginFailuresPerEmailCeiling: count('RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL_CEILING', 50),
  /** Login attempts from one address within the login window. */
  loginPerAddress: count('RATE_LIMIT_LOGIN_PER_ADDRESS', 100),
  loginWindowMinutes: count('RATE_LIMIT_LOGIN_WINDOW_MINUTES', 15),
  /** Sign-ups from one address within the sign-up window (a front desk signing up a family fits). */
  signupPerAddress: count('RATE_LIMIT_SIGNUP_PER_ADDRESS', 30),
  /** Sign-up attempts for one email within the sign-up window. */
  signupPerEmail: count('RATE_LIMIT_SIGNUP_PER_EMAIL', 10),
  signupWindowMinutes: count('RATE_LIMIT_SIGNUP_WINDOW_MINUTES', 60),
  /** Analytics events from one address a minute. */
  analyticsPerMinute: count('RATE_LIMIT_ANALYTICS_PER_MINUTE', 120),
  /** Tour, event and contact requests from one address an hour. */
  inquiriesPerHour: count('RATE_LIMIT_INQUIRIES_PER_HOUR', 20),
  /** Forgot-password requests from one address within 15 minutes. */
  resetRequestsPerAddress: count('RATE_LIMIT_RESET_PER_ADDRESS', 20),
  /** Forgot-password requests for one email an hour (known or not: the answer is the same). */
  resetRequestsPerEmailPerHour: count('RATE_LIMIT_RESET_PER_EMAIL', 5),
  /** Email change requests of one account an hour (each checks a password: a bcrypt hash). */
  emailChangesPerAccountPerHour: count('RATE_LIMIT_EMAIL_CHANGE_PER_ACCOUNT', 5),
  /** Email change requests naming one new address an hour, from every account (mail to a stranger). */
  emailChangesPerEmailPerHour: count('RATE_LIMIT_EMAIL_CHANGE_PER_EMAIL', 3),
  /** Signed-out membership checkouts started from one address an hour (each a gateway session). */
  checkoutsPerAddressPerHour: count('RATE_LIMIT_CHECKOUT_PER_ADDRESS', 20),
  /** Signed-out membership checkouts started for one email an hour. */
  checkoutsPerEmailPerHour: count('RATE_LIMIT_CHECKOUT_PER_EMAIL', 10),
} satisfies Table;
export type RateLimits = SectionOf<typeof RATE_LIMITS>;

/** Slow clients and connection caps (http/connectionLimits.ts). */
export const CONNECTIONS = {
  headersTimeoutMs: seconds('HEADERS_TIMEOUT_SECONDS', 10),
  bodyTimeoutMs: seconds('BODY_TIMEOUT_SECONDS', 10),
  /** How long an idle kept-alive connection stays open (Node's keepAliveTimeout). */
  keepAliveTimeoutMs: seconds('KEEP_ALIVE_TIMEOUT_SECONDS', 5),
  maxPerAddress: count('MAX_CONNECTIONS_PER_ADDRESS', 64, 100_000),
  maxTotal: count('MAX_CONNECTIONS', 1024, 100_000),
} satisfies Table;

/**
 * The server's configuration, read once at start from the environment (see .env.example).
 *
 * Every variable is checked before anything starts, and every problem is reported at once, each
 * naming its variable: a box that will not start should say everything that is wrong in one go.
 * Variables we do not read are ignored (the environment also holds PATH, HOME and the like).
 */
import path from 'node:path';
import {
  DEFAULT_REFUND_CUTOFF_HOURS,
  resolveVenue,
  type VenueOverrides,
  type VenueSettings,
  VenueSettingsError,
} from '@lounge/core';
import Joi from 'joi';
import type { ConnectionLimits } from './http/connectionLimits';
import { REPO_ROOT } from './repoPaths';

export const NODE_ENVS = ['development', 'production', 'test'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];

/** pino's levels, so a structured logger can take this setting as it is. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  nodeEnv: NodeEnv;
  port: number;
  host: string;
  /** SQLite file; relative paths are taken from the working directory. */
  databasePath: string;
  /** The address members reach the app at, without a trailing slash (for links and redirects). */
  publicUrl: string;
  /**
   * Every origin that counts as this site: PUBLIC_URL's, then EXTRA_ORIGINS (the box's LAN address,
   * say). Redirect targets and the same-origin check use these, never the request's Host header.
   */
  siteOrigins: string[];
  logLevel: LogLevel;
  /** Absolute path of the built web app the server serves. */
  webDist: string;
  /** The venue, defaults with VENUE_* overrides applied and checked by core's rules. */
  venue: VenueSettings;
  /**
   * Seals the session cookie. Required in production; elsewhere, when unset, the server generates
   * one on first start and keeps it beside the database (see sessionSecret.ts).
   */
  sessionSecret?: string;
  /** Send the session cookie only over HTTPS (default: when PUBLIC_URL is https). */
  cookieSecure: boolean;
  rateLimits: RateLimits;
  /** Slow clients and connection caps (http/connectionLimits.ts). */
  connections: ConnectionLimits;
  payments: PaymentsConfig;
  backups: BackupConfig;
  mail: MailConfig;
  /**
   * TEST_CLOCK=1: the journeys' server lets them set its clock (PUT /api/test/clock). Only with
   * NODE_ENV=test; the loader refuses it anywhere else, so a box can never be told what time it is.
   */
  testClock?: true;
}

/** Email (see server/src/mail): SMTP when SMTP_URL is set; otherwise messages are kept in the outbox. */
export interface MailConfig {
  /** smtp://user:pass@host:587 or smtps://...:465; unset keeps every message in the outbox, unsent. */
  smtpUrl?: string;
  /** The From of every message. */
  from: string;
  /** Where notes about new tours, events and contact messages go. */
  staffTo: string[];
  /** How often the mail worker looks for messages to send and reminders to queue. */
  pollSeconds: number;
}

/** Daily online backups (see server/src/ops/backups.ts). */
export interface BackupConfig {
  dir: string;
  /** How many backups to keep, newest first. */
  retention: number;
  /** Hours between automatic backups; 0 turns them off. */
  intervalHours: number;
}

/** Stripe when a secret key is set; otherwise the built-in sandbox (never in production unless asked for). */
export interface PaymentsConfig {
  stripeSecretKey?: string;
  stripeWebhookSecret?: string;
  /** Another Stripe API address, for tests that point the real SDK at a local double. */
  stripeApiBase?: string;
  sandbox: boolean;
  /** A member who cancels at least this many hours ahead gets the booking's guest fee back. */
  refundCutoffHours: number;
}

/** Limits on sign-in, sign-up and analytics, each over its window. */
export interface RateLimits {
  /** Failed logins for one email from one address within the login window; then 429 for that pair. */
  loginFailuresPerEmail: number;
  /** Failed logins for one email from all addresses before it is slowed (auth/signInLimits.ts). */
  loginFailuresPerEmailCeiling: number;
  /** Login attempts from one address within the login window. */
  loginPerAddress: number;
  loginWindowMinutes: number;
  /** Sign-ups from one address within the sign-up window (a front desk signing up a family fits). */
  signupPerAddress: number;
  /** Sign-up attempts for one email within the sign-up window. */
  signupPerEmail: number;
  signupWindowMinutes: number;
  /** Analytics events from one address a minute. */
  analyticsPerMinute: number;
  /** Tour, event and contact requests from one address an hour. */
  inquiriesPerHour: number;
  /** Forgot-password requests from one address within 15 minutes. */
  resetRequestsPerAddress: number;
  /** Forgot-password requests for one email an hour (known or not: the answer is the same). */
  resetRequestsPerEmailPerHour: number;
}

/** Configuration that cannot work; `problems` holds one line a variable, each naming it. */
export class ConfigError extends Error {
  override name = 'ConfigError';
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(`Invalid configuration (see .env.example):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.problems = problems;
  }
}

export type Env = Readonly<Record<string, string | undefined>>;

const DEFAULT_PORT = 5000;

/** How each VENUE_* variable becomes a venue override; core's resolveVenue checks the values. */
const VENUE_VARIABLES = {
  VENUE_NAME: (v) => ({ name: v }),
  VENUE_TIME_ZONE: (v) => ({ timeZone: v }),
  VENUE_BAYS: (v) => ({
    bays: v
      .split(',')
      .map((bay) => bay.trim())
      .filter((bay) => bay.length > 0),
  }),
  VENUE_OPEN: (v) => ({ hours: { open: v } }),
  VENUE_CLOSE: (v) => ({ hours: { close: v } }),
  VENUE_PHONE: (v) => ({ contact: { phone: v } }),
  VENUE_EMAIL: (v) => ({ contact: { email: v } }),
  VENUE_ADDRESS: (v) => ({ contact: { address: v } }),
} satisfies Record<string, (value: string) => VenueOverrides>;

type VenueVariable = keyof typeof VENUE_VARIABLES;

// The shape of each variable. Venue rules (zone, bays, hours) are core's and are checked there,
// not repeated here; this schema only checks what is the server's own business.
const envSchema = Joi.object({
  NODE_ENV: Joi.string()
    .valid(...NODE_ENVS)
    .default('development'),
  PORT: Joi.number().integer().port().default(DEFAULT_PORT),
  HOST: Joi.string().hostname().default('0.0.0.0'),
  DATABASE_PATH: Joi.string().default('./data/lounge.db'),
  PUBLIC_URL: Joi.string().uri({ scheme: ['http', 'https'] }),
  EXTRA_ORIGINS: Joi.string().allow(''),
  REFUND_CUTOFF_HOURS: Joi.number()
    .min(0)
    .max(24 * 90)
    .default(DEFAULT_REFUND_CUTOFF_HOURS),
  LOG_LEVEL: Joi.string()
    .valid(...LOG_LEVELS)
    .default('info'),
  WEB_DIST: Joi.string(),
  VENUE_NAME: Joi.string(),
  VENUE_TIME_ZONE: Joi.string(),
  VENUE_BAYS: Joi.string(),
  VENUE_OPEN: Joi.string(),
  VENUE_CLOSE: Joi.string(),
  VENUE_PHONE: Joi.string().max(40),
  VENUE_EMAIL: Joi.string().email({ tlds: { allow: false } }),
  VENUE_ADDRESS: Joi.string().max(200),
  SESSION_SECRET: Joi.string().min(32),
  COOKIE_SECURE: Joi.boolean(),
  RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL: Joi.number().integer().min(1).default(10),
  RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL_CEILING: Joi.number().integer().min(1).default(50),
  RATE_LIMIT_LOGIN_PER_ADDRESS: Joi.number().integer().min(1).default(100),
  RATE_LIMIT_LOGIN_WINDOW_MINUTES: Joi.number().integer().min(1).default(15),
  RATE_LIMIT_SIGNUP_PER_ADDRESS: Joi.number().integer().min(1).default(30),
  RATE_LIMIT_SIGNUP_PER_EMAIL: Joi.number().integer().min(1).default(10),
  RATE_LIMIT_SIGNUP_WINDOW_MINUTES: Joi.number().integer().min(1).default(60),
  RATE_LIMIT_ANALYTICS_PER_MINUTE: Joi.number().integer().min(1).default(120),
  RATE_LIMIT_INQUIRIES_PER_HOUR: Joi.number().integer().min(1).default(20),
  RATE_LIMIT_RESET_PER_ADDRESS: Joi.number().integer().min(1).default(20),
  RATE_LIMIT_RESET_PER_EMAIL: Joi.number().integer().min(1).default(5),
  STRIPE_SECRET_KEY: Joi.string().pattern(/^(sk|rk)_(test|live)_/),
  STRIPE_WEBHOOK_SECRET: Joi.string().pattern(/^whsec_/),
  STRIPE_API_BASE: Joi.string().uri({ scheme: ['http', 'https'] }),
  PAYMENTS_SANDBOX: Joi.boolean().truthy('1').falsy('0'),
  BACKUP_DIR: Joi.string(),
  BACKUP_RETENTION: Joi.number().integer().min(1).max(1000).default(14),
  BACKUP_INTERVAL_HOURS: Joi.number()
    .min(0)
    .max(24 * 31)
    .default(24),
  SMTP_URL: Joi.string().uri({ scheme: ['smtp', 'smtps'] }),
  MAIL_FROM: Joi.string().max(320),
  STAFF_EMAIL: Joi.string().max(2000),
  MAIL_POLL_SECONDS: Joi.number().min(0.05).max(3600).default(5),
  HEADERS_TIMEOUT_SECONDS: Joi.number().min(0.05).max(300).default(10),
  BODY_TIMEOUT_SECONDS: Joi.number().min(0.05).max(300).default(10),
  MAX_CONNECTIONS_PER_ADDRESS: Joi.number().integer().min(1).max(100_000).default(64),
  MAX_CONNECTIONS: Joi.number().integer().min(1).max(100_000).default(1024),
  TEST_CLOCK: Joi.boolean().truthy('1').falsy('0'),
});

const KNOWN_VARIABLES = Object.keys(envSchema.describe().keys ?? {});

interface ValidatedEnv {
  NODE_ENV: NodeEnv;
  PORT: number;
  HOST: string;
  DATABASE_PATH: string;
  PUBLIC_URL?: string;
  EXTRA_ORIGINS?: string;
  REFUND_CUTOFF_HOURS: number;
  LOG_LEVEL: LogLevel;
  WEB_DIST?: string;
  VENUE_NAME?: string;
  VENUE_TIME_ZONE?: string;
  VENUE_BAYS?: string;
  VENUE_OPEN?: string;
  VENUE_CLOSE?: string;
  VENUE_PHONE?: string;
  VENUE_EMAIL?: string;
  VENUE_ADDRESS?: string;
  SESSION_SECRET?: string;
  COOKIE_SECURE?: boolean;
  RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL: number;
  RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL_CEILING: number;
  RATE_LIMIT_LOGIN_PER_ADDRESS: number;
  RATE_LIMIT_LOGIN_WINDOW_MINUTES: number;
  RATE_LIMIT_SIGNUP_PER_ADDRESS: number;
  RATE_LIMIT_SIGNUP_PER_EMAIL: number;
  RATE_LIMIT_SIGNUP_WINDOW_MINUTES: number;
  RATE_LIMIT_ANALYTICS_PER_MINUTE: number;
  RATE_LIMIT_INQUIRIES_PER_HOUR: number;
  RATE_LIMIT_RESET_PER_ADDRESS: number;
  RATE_LIMIT_RESET_PER_EMAIL: number;
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  STRIPE_API_BASE?: string;
  PAYMENTS_SANDBOX?: boolean;
  BACKUP_DIR?: string;
  BACKUP_RETENTION: number;
  BACKUP_INTERVAL_HOURS: number;
  SMTP_URL?: string;
  MAIL_FROM?: string;
  STAFF_EMAIL?: string;
  MAIL_POLL_SECONDS: number;
  HEADERS_TIMEOUT_SECONDS: number;
  BODY_TIMEOUT_SECONDS: number;
  MAX_CONNECTIONS_PER_ADDRESS: number;
  MAX_CONNECTIONS: number;
  TEST_CLOCK?: boolean;
}

/** The validated configuration; throws ConfigError listing every bad variable. */
export function loadConfig(env: Env = process.env): Config {
  const raw = pickKnown(env);
  const { value, error } = envSchema.validate(raw, {
    abortEarly: false,
    convert: true,
    errors: { wrap: { label: false } },
  });
  // One problem a variable: '50.5' is not an integer, and saying it is also not a port adds nothing.
  const problems: string[] = [];
  const named = new Set<string>();
  for (const detail of error?.details ?? []) {
    const name = String(detail.path[0]);
    if (named.has(name)) continue;
    named.add(name);
    problems.push(`${detail.message} (got ${JSON.stringify(raw[name])})`);
  }
  const valid = value as ValidatedEnv;
  if (valid.NODE_ENV === 'production' && !raw.SESSION_SECRET) {
    problems.push('SESSION_SECRET is required in production (32 or more random characters)');
  }
  if (raw.STRIPE_SECRET_KEY && !raw.STRIPE_WEBHOOK_SECRET) {
    problems.push(
      'STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY (whsec_..., from the Stripe webhook endpoint)',
    );
  }
  if (valid.NODE_ENV === 'production' && !raw.STRIPE_SECRET_KEY && valid.PAYMENTS_SANDBOX !== true) {
    problems.push(
      'STRIPE_SECRET_KEY is required in production (or PAYMENTS_SANDBOX=1 to take test payments only)',
    );
  }
  if (valid.TEST_CLOCK && valid.NODE_ENV !== 'test') {
    problems.push(
      'TEST_CLOCK is only for the test server of the journeys (NODE_ENV=test): it lets anyone set the clock',
    );
  }
  const venue = resolveVenueFromEnv(valid, problems);
  const staffTo = emailList(valid.STAFF_EMAIL, 'STAFF_EMAIL', problems);
  const extraOrigins = originList(valid.EXTRA_ORIGINS, problems);
  if (problems.length > 0 || !venue) throw new ConfigError(problems);

  const databasePath = path.resolve(REPO_ROOT, valid.DATABASE_PATH);
  const publicUrl = (valid.PUBLIC_URL ?? `http://localhost:${valid.PORT}`).replace(/\/+$/, '');
  return {
    nodeEnv: valid.NODE_ENV,
    port: valid.PORT,
    host: valid.HOST,
    // From the repository root, like WEB_DIST, so `npm run dev` (run in server/) opens the same file.
    databasePath,
    publicUrl,
    siteOrigins: [...new Set([new URL(publicUrl).origin, ...extraOrigins])],
    logLevel: valid.LOG_LEVEL,
    webDist: path.resolve(REPO_ROOT, valid.WEB_DIST ?? 'web/dist'),
    venue,
    ...(valid.SESSION_SECRET ? { sessionSecret: valid.SESSION_SECRET } : {}),
    cookieSecure: valid.COOKIE_SECURE ?? publicUrl.startsWith('https://'),
    rateLimits: {
      loginFailuresPerEmail: valid.RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL,
      loginFailuresPerEmailCeiling: valid.RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL_CEILING,
      loginPerAddress: valid.RATE_LIMIT_LOGIN_PER_ADDRESS,
      loginWindowMinutes: valid.RATE_LIMIT_LOGIN_WINDOW_MINUTES,
      signupPerAddress: valid.RATE_LIMIT_SIGNUP_PER_ADDRESS,
      signupPerEmail: valid.RATE_LIMIT_SIGNUP_PER_EMAIL,
      signupWindowMinutes: valid.RATE_LIMIT_SIGNUP_WINDOW_MINUTES,
      analyticsPerMinute: valid.RATE_LIMIT_ANALYTICS_PER_MINUTE,
      inquiriesPerHour: valid.RATE_LIMIT_INQUIRIES_PER_HOUR,
      resetRequestsPerAddress: valid.RATE_LIMIT_RESET_PER_ADDRESS,
      resetRequestsPerEmailPerHour: valid.RATE_LIMIT_RESET_PER_EMAIL,
    },
    connections: {
      headersTimeoutMs: Math.round(valid.HEADERS_TIMEOUT_SECONDS * 1000),
      bodyTimeoutMs: Math.round(valid.BODY_TIMEOUT_SECONDS * 1000),
      maxPerAddress: valid.MAX_CONNECTIONS_PER_ADDRESS,
      maxTotal: valid.MAX_CONNECTIONS,
    },
    payments: {
      ...(valid.STRIPE_SECRET_KEY ? { stripeSecretKey: valid.STRIPE_SECRET_KEY } : {}),
      ...(valid.STRIPE_WEBHOOK_SECRET ? { stripeWebhookSecret: valid.STRIPE_WEBHOOK_SECRET } : {}),
      ...(valid.STRIPE_API_BASE ? { stripeApiBase: valid.STRIPE_API_BASE } : {}),
      sandbox: !valid.STRIPE_SECRET_KEY,
      refundCutoffHours: valid.REFUND_CUTOFF_HOURS,
    },
    backups: {
      dir: valid.BACKUP_DIR
        ? path.resolve(REPO_ROOT, valid.BACKUP_DIR)
        : path.join(path.dirname(databasePath), 'backups'),
      retention: valid.BACKUP_RETENTION,
      intervalHours: valid.BACKUP_INTERVAL_HOURS,
    },
    mail: {
      ...(valid.SMTP_URL ? { smtpUrl: valid.SMTP_URL } : {}),
      from: valid.MAIL_FROM ?? `"${venue.name}" <${venue.contact.email}>`,
      staffTo: staffTo.length > 0 ? staffTo : [venue.contact.email],
      pollSeconds: valid.MAIL_POLL_SECONDS,
    },
    ...(valid.TEST_CLOCK ? { testClock: true as const } : {}),
  };
}

/** A comma-separated list of addresses (STAFF_EMAIL), each checked. */
function emailList(value: string | undefined, name: string, problems: string[]): string[] {
  const list = (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const bad = list.filter(
    (address) =>
      Joi.string()
        .email({ tlds: { allow: false } })
        .validate(address).error,
  );
  if (bad.length > 0) problems.push(`${name}: not an email address: ${bad.join(', ')}`);
  return list;
}

/** EXTRA_ORIGINS: comma-separated http(s) origins (scheme, host and port only), as browsers send them. */
function originList(value: string | undefined, problems: string[]): string[] {
  const list = (value ?? '')
    .split(',')
    .map((part) => part.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  const bad = list.filter((entry) => {
    try {
      const url = new URL(entry);
      return (url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== entry;
    } catch {
      return true;
    }
  });
  if (bad.length > 0) problems.push(`EXTRA_ORIGINS: not an origin like https://host:port: ${bad.join(', ')}`);
  return list.filter((entry) => !bad.includes(entry));
}

/**
 * Only our variables, trimmed; an empty value counts as unset, so `VENUE_PHONE=` in a .env file
 * means "use the default" rather than "an empty phone number".
 */
function pickKnown(env: Env): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const name of KNOWN_VARIABLES) {
    const value = env[name]?.trim();
    if (value) picked[name] = value;
  }
  return picked;
}

/**
 * The venue from the VENUE_* variables, or undefined after adding its problems. Core stops at its
 * first problem and speaks of settings, not variables; so when the whole set fails, each variable
 * is tried alone to name the ones at fault, and only a fault of the combination (close too soon
 * after open) is reported against all the variables that were set.
 */
function resolveVenueFromEnv(env: ValidatedEnv, problems: string[]): VenueSettings | undefined {
  const set = (Object.keys(VENUE_VARIABLES) as VenueVariable[]).flatMap((name) => {
    const value = env[name];
    return value === undefined ? [] : [{ name, overrides: VENUE_VARIABLES[name](value) }];
  });
  const combined = tryResolveVenue(mergeOverrides(set.map((s) => s.overrides)));
  if (combined.venue) return combined.venue;

  const alone = set.flatMap(({ name, overrides }) => {
    const { problem } = tryResolveVenue(overrides);
    return problem ? [`${name}: ${problem}`] : [];
  });
  problems.push(
    ...(alone.length > 0 ? alone : [`${set.map((s) => s.name).join(', ')}: ${combined.problem}`]),
  );
  return undefined;
}

function tryResolveVenue(overrides: VenueOverrides): { venue?: VenueSettings; problem?: string } {
  try {
    return { venue: resolveVenue(overrides) };
  } catch (error) {
    if (error instanceof VenueSettingsError) return { problem: error.message };
    throw error;
  }
}

function mergeOverrides(list: readonly VenueOverrides[]): VenueOverrides {
  const merged: VenueOverrides = {};
  for (const o of list) {
    Object.assign(merged, o, {
      hours: { ...merged.hours, ...o.hours },
      contact: { ...merged.contact, ...o.contact },
    });
  }
  return merged;
}

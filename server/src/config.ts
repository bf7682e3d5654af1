/**
 * The server's configuration, read once at start from the environment (see .env.example).
 *
 * Every variable is checked before anything starts, and every problem is reported at once, each
 * naming its variable: a box that will not start should say everything that is wrong in one go.
 * Variables we do not read are ignored (the environment also holds PATH, HOME and the like).
 */
import path from 'node:path';
import {
  DEFAULT_DESK_WINDOWS,
  DEFAULT_DOOR_OPENS_MINUTES,
  DEFAULT_MEMBERSHIP_TERMS,
  DEFAULT_REFUND_CUTOFF_HOURS,
  DEFAULT_REFUND_REPEAT_SECONDS,
  DEFAULT_REFUND_STAFF_DAY_LIMIT_CENTS,
  DEFAULT_REFUND_STAFF_LIMIT_CENTS,
  DEFAULT_SHOP_SETTINGS,
  type DeskWindows,
  DOOR_CONTROLLERS,
  type DoorControllerKind,
  hasUnstaffedHours,
  isMembershipType,
  isVenueDate,
  isVenueSocialLink,
  MEMBERSHIP_TYPES,
  type MembershipTerms,
  type MembershipType,
  resolveVenue,
  type ShopSettings,
  type SiteSettings,
  type SocialNetworkKey,
  VENUE_VARIABLES,
  type VenueOverrides,
  type VenueSettings,
  VenueSettingsError,
} from '@lounge/core';
import Joi from 'joi';
import { BCRYPT_COST, BCRYPT_TEST_COST } from './auth/passwordCost';
import { type BayHookConfig, bayHookSettings } from './config/bayHooks';
import { type ProxyEntry, parseTrustedProxies } from './http/trustedProxies';
import { REPO_ROOT } from './repoPaths';

export const NODE_ENVS = ['development', 'production', 'test'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];

/** pino's levels, so a structured logger can take this setting as it is. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * One environment variable: its name, the joi schema its text is checked and converted with, and
 * what the checked value becomes in the configuration. A section's table of these yields its joi
 * schema, its TypeScript type (SectionOf) and its reading from the environment (readSection), so a
 * variable is written down once.
 */
interface Variable<T> {
  name: string;
  schema: Joi.Schema;
  read: (value: unknown) => T;
}

function variable<T>(name: string, schema: Joi.Schema, read: (value: unknown) => T): Variable<T> {
  return { name, schema, read };
}
/** A variable that may be left unset: its value, or undefined (the key is then left out). */
const optional = <T>(name: string, schema: Joi.Schema) =>
  variable(name, schema, (value) => value as T | undefined);
/** A text variable that may be left unset. */
const text = (name: string, schema: Joi.Schema): Variable<string | undefined> =>
  variable(name, schema, (value) => value as string | undefined);
/** A variable with a default in its schema: always a value. */
const given = <T>(name: string, schema: Joi.Schema) => variable(name, schema, (value) => value as T);
const count = (name: string, fallback: number, max?: number) =>
  given<number>(
    name,
    (max === undefined ? Joi.number().integer().min(1) : Joi.number().integer().min(1).max(max)).default(
      fallback,
    ),
  );
const flag = (name: string) => optional<boolean>(name, Joi.boolean().truthy('1').falsy('0'));
const seconds = (name: string, fallback: number) =>
  variable(name, Joi.number().min(0.05).max(300).default(fallback), (value) =>
    Math.round((value as number) * 1000),
  );

const DEFAULT_PORT = 5000;

type Table = Record<string, Variable<unknown>>;
type ValueOf<V> = V extends Variable<infer T> ? T : never;
type Simplify<T> = { [K in keyof T]: T[K] } & {};
/** A section's type: a variable that may be unset is an optional key. */
type SectionOf<S extends Table> = Simplify<
  { [K in keyof S as undefined extends ValueOf<S[K]> ? never : K]: ValueOf<S[K]> } & {
    [K in keyof S as undefined extends ValueOf<S[K]> ? K : never]?: Exclude<ValueOf<S[K]>, undefined>;
  }
>;

function readSection<S extends Table>(table: S, valid: Record<string, unknown>): SectionOf<S> {
  const section: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(table)) {
    const value = v.read(valid[v.name]);
    if (value !== undefined) section[key] = value;
  }
  return section as SectionOf<S>;
}

/** The server itself; most of these are finished in loadConfig (paths, the public URL, origins). */
const SERVER = {
  nodeEnv: given<NodeEnv>(
    'NODE_ENV',
    Joi.string()
      .valid(...NODE_ENVS)
      .default('development'),
  ),
  port: given<number>('PORT', Joi.number().integer().port().default(DEFAULT_PORT)),
  host: given<string>('HOST', Joi.string().hostname().default('0.0.0.0')),
  /** SQLite file; relative paths are taken from the repository root. */
  databasePath: given<string>('DATABASE_PATH', Joi.string().default('./data/lounge.db')),
  /** The lounge is set up: a missing or empty database file is refused, never made anew. */
  databaseMustExist: flag('DATABASE_MUST_EXIST'),
  publicUrl: text('PUBLIC_URL', Joi.string().uri({ scheme: ['http', 'https'] })),
  extraOrigins: text('EXTRA_ORIGINS', Joi.string().allow('')),
  /** Reverse proxies whose X-Forwarded-For is believed (http/clientAddress.ts); checked in loadConfig. */
  trustedProxies: text('TRUSTED_PROXIES', Joi.string().max(4000)),
  logLevel: given<LogLevel>(
    'LOG_LEVEL',
    Joi.string()
      .valid(...LOG_LEVELS)
      .default('info'),
  ),
  webDist: text('WEB_DIST', Joi.string()),
  sessionSecret: text('SESSION_SECRET', Joi.string().min(32)),
  cookieSecure: optional<boolean>('COOKIE_SECURE', Joi.boolean()),
  /** Only checked: the sandbox taking payments in production must be asked for. */
  paymentsSandbox: flag('PAYMENTS_SANDBOX'),
  testClock: flag('TEST_CLOCK'),
} satisfies Table;

/**
 * VENUE_*: core's VENUE_VARIABLES, each becoming a venue override; core's resolveVenue checks the
 * values. Here only what the server checks of the text itself, beyond being text.
 */
const VENUE_TEXT: Readonly<Record<string, Joi.Schema>> = {
  VENUE_PHONE: Joi.string().max(40),
  VENUE_EMAIL: Joi.string().email({ tlds: { allow: false } }),
  VENUE_ADDRESS: Joi.string().max(200),
};
const VENUE: Record<string, Variable<VenueOverrides | undefined>> = Object.fromEntries(
  Object.entries(VENUE_VARIABLES).map(([name, override]) => [
    name,
    variable(name, VENUE_TEXT[name] ?? Joi.string(), (value) =>
      value === undefined ? undefined : override(value as string),
    ),
  ]),
);

/** Limits on sign-in, sign-up, analytics, inquiries, reset links, email changes and signed-out checkouts. */
const RATE_LIMITS = {
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
const CONNECTIONS = {
  headersTimeoutMs: seconds('HEADERS_TIMEOUT_SECONDS', 10),
  bodyTimeoutMs: seconds('BODY_TIMEOUT_SECONDS', 10),
  maxPerAddress: count('MAX_CONNECTIONS_PER_ADDRESS', 64, 100_000),
  maxTotal: count('MAX_CONNECTIONS', 1024, 100_000),
} satisfies Table;

/** Stripe when a secret key is set; otherwise the built-in sandbox (never in production unless asked for). */
const PAYMENTS = {
  stripeSecretKey: text('STRIPE_SECRET_KEY', Joi.string().pattern(/^(sk|rk)_(test|live)_/)),
  stripeWebhookSecret: text('STRIPE_WEBHOOK_SECRET', Joi.string().pattern(/^whsec_/)),
  /** Another Stripe API address, for tests that point the real SDK at a local double. */
  stripeApiBase: text('STRIPE_API_BASE', Joi.string().uri({ scheme: ['http', 'https'] })),
  /** A member who cancels at least this many hours ahead gets the booking's guest fee back. */
  refundCutoffHours: given<number>(
    'REFUND_CUTOFF_HOURS',
    Joi.number()
      .min(0)
      .max(24 * 90)
      .default(DEFAULT_REFUND_CUTOFF_HOURS),
  ),
  /** Staff refund at most this many cents of one payment in all; more, or a membership's, is an admin's. */
  refundStaffLimitCents: given<number>(
    'REFUND_STAFF_LIMIT_CENTS',
    Joi.number().integer().min(0).max(10_000_000).default(DEFAULT_REFUND_STAFF_LIMIT_CENTS),
  ),
  /** One staff account refunds at most this many cents in all in a venue day; more is an admin's. */
  refundStaffDayLimitCents: given<number>(
    'REFUND_STAFF_DAY_LIMIT_CENTS',
    Joi.number().integer().min(0).max(100_000_000).default(DEFAULT_REFUND_STAFF_DAY_LIMIT_CENTS),
  ),
  /** The same refund asked again by the same staff within this many seconds is a repeat: answered, not made twice. */
  refundRepeatSeconds: given<number>(
    'REFUND_REPEAT_SECONDS',
    Joi.number().integer().min(0).max(86_400).default(DEFAULT_REFUND_REPEAT_SECONDS),
  ),
} satisfies Table;
export type PaymentsConfig = SectionOf<typeof PAYMENTS> & { sandbox: boolean };

/** The front desk's windows on the clock (core's boardStatus.ts). */
const DESK = {
  /** Check-in opens this many minutes before a booking's start. */
  checkInOpensMinutes: given<number>(
    'CHECK_IN_OPENS_MINUTES',
    Joi.number()
      .integer()
      .min(0)
      .max(24 * 60)
      .default(DEFAULT_DESK_WINDOWS.checkInOpensMinutes),
  ),
  /** A no-show can be marked from this many minutes after a booking's start until its venue day ends. */
  noShowAfterMinutes: given<number>(
    'NO_SHOW_AFTER_MINUTES',
    Joi.number()
      .integer()
      .min(0)
      .max(24 * 60)
      .default(DEFAULT_DESK_WINDOWS.noShowAfterMinutes),
  ),
  /** A member's pass checks in at the kiosk from this many minutes before the start until the end. */
  passOpensMinutes: given<number>(
    'PASS_OPENS_MINUTES',
    Joi.number()
      .integer()
      .min(0)
      .max(24 * 60)
      .default(DEFAULT_DESK_WINDOWS.passOpensMinutes),
  ),
  /** A booking nobody checked in for is released this many minutes after its start; 0 turns it off. */
  noShowReleaseMinutes: given<number>(
    'NO_SHOW_RELEASE_MINUTES',
    Joi.number()
      .integer()
      .min(0)
      .max(24 * 60)
      .default(DEFAULT_DESK_WINDOWS.noShowReleaseMinutes),
  ),
} satisfies Table;

/**
 * The door on the lounge's own network (door/doorControllers.ts, docs/on-premise.md): a Shelly Gen2
 * relay (its address and digest password) or a webhook (its URL and shared secret); none by default.
 */
const DOOR = {
  controller: given<DoorControllerKind>(
    'DOOR_CONTROLLER',
    Joi.string()
      .valid(...DOOR_CONTROLLERS)
      .default('none'),
  ),
  url: text('DOOR_URL', Joi.string().uri({ scheme: ['http', 'https'] })),
  secret: text('DOOR_SECRET', Joi.string().min(8).max(200)),
  /** A pass opens the door from this many minutes before its start until its end. */
  opensMinutes: given<number>(
    'DOOR_OPENS_MINUTES',
    Joi.number().integer().min(0).max(240).default(DEFAULT_DOOR_OPENS_MINUTES),
  ),
  /** How long the relay holds the strike open (Shelly's toggle_after). */
  openSeconds: given<number>('DOOR_OPEN_SECONDS', Joi.number().integer().min(1).max(60).default(5)),
  /** The plans whose members a pass lets in without staff (comma-separated); every plan when unset. */
  tiers: text('DOOR_TIERS', Joi.string().max(100)),
} satisfies Table;
export type DoorConfig = Simplify<Omit<SectionOf<typeof DOOR>, 'tiers'> & { tiers: MembershipType[] }>;

/** The simulator hooks' shared secret; each bay's BAY_<n>_HOOK_URL is read by config/bayHooks.ts. */
const BAY_HOOKS = { secret: text('BAY_HOOK_SECRET', Joi.string().min(16).max(200)) } satisfies Table;

/** The terms memberships are sold on (core's membershipTerms.ts): freezing, notice, the guarantee. */
const days = (name: string, fallback: number, max = 366) =>
  given<number>(name, Joi.number().integer().min(0).max(max).default(fallback));
const MEMBERSHIP = {
  freezeMonthsPerYear: days('FREEZE_MONTHS_PER_YEAR', DEFAULT_MEMBERSHIP_TERMS.freezeMonthsPerYear, 12),
  freezeStartWithinDays: days('FREEZE_START_WITHIN_DAYS', DEFAULT_MEMBERSHIP_TERMS.freezeStartWithinDays),
  freezeReminderDays: days('FREEZE_REMINDER_DAYS', DEFAULT_MEMBERSHIP_TERMS.freezeReminderDays),
  cancelNoticeDays: days('CANCEL_NOTICE_DAYS', DEFAULT_MEMBERSHIP_TERMS.cancelNoticeDays),
  guaranteeDays: days('REFUND_GUARANTEE_DAYS', DEFAULT_MEMBERSHIP_TERMS.guaranteeDays),
} satisfies Table;

/**
 * What the site may claim (core's siteSettings.ts): the founding offer's last day and number of
 * places (unset: no end, and the site says nothing is limited), and the venue's social pages
 * (unset: no icon). A social address must be the venue's page on that network, not its home page.
 */
const socialLink = (name: string) => text(name, Joi.string().uri({ scheme: ['https'] }));
const SITE = {
  foundingOfferEnds: text('FOUNDING_OFFER_ENDS', Joi.string().pattern(/^\d{4}-\d{2}-\d{2}$/)),
  foundingOfferPlaces: optional<number>('FOUNDING_OFFER_PLACES', Joi.number().integer().min(0).max(100_000)),
  instagram: socialLink('SOCIAL_INSTAGRAM_URL'),
  facebook: socialLink('SOCIAL_FACEBOOK_URL'),
  youtube: socialLink('SOCIAL_YOUTUBE_URL'),
} satisfies Table;

/** Daily online backups (see server/src/ops/backups.ts). */
const BACKUPS = {
  /** Beside the database when unset. */
  dir: text('BACKUP_DIR', Joi.string()),
  /** How many backups to keep, newest first. */
  retention: given<number>('BACKUP_RETENTION', Joi.number().integer().min(1).max(1000).default(14)),
  /** Hours between automatic backups; 0 turns them off. */
  intervalHours: given<number>(
    'BACKUP_INTERVAL_HOURS',
    Joi.number()
      .min(0)
      .max(24 * 31)
      .default(24),
  ),
} satisfies Table;
export type BackupConfig = Simplify<Omit<SectionOf<typeof BACKUPS>, 'dir'> & { dir: string }>;

/** Email (see server/src/mail): SMTP when SMTP_URL is set; otherwise messages are kept in the outbox. */
const MAIL = {
  /** smtp://user:pass@host:587 or smtps://...:465; unset keeps every message in the outbox, unsent. */
  smtpUrl: text('SMTP_URL', Joi.string().uri({ scheme: ['smtp', 'smtps'] })),
  /** The From of every message (the venue's name and address when unset). */
  from: text('MAIL_FROM', Joi.string().max(320)),
  /** Where notes about new tours, events and contact messages go (the venue's address when unset). */
  staffTo: text('STAFF_EMAIL', Joi.string().max(2000)),
  /** How often the mail worker looks for messages to send and reminders to queue. */
  pollSeconds: given<number>('MAIL_POLL_SECONDS', Joi.number().min(0.05).max(3600).default(5)),
} satisfies Table;
export type MailConfig = Simplify<
  Omit<SectionOf<typeof MAIL>, 'from' | 'staffTo'> & { from: string; staffTo: string[] }
>;

/** The shop's tax per category in basis points (1% = 100; Montana: none) and a General member's discount. */
const basisPoints = (name: string) => given<number>(name, Joi.number().integer().min(0).max(5000).default(0));
const SHOP = {
  taxMerchandise: basisPoints('SHOP_TAX_MERCHANDISE_BP'),
  taxDrinks: basisPoints('SHOP_TAX_DRINKS_BP'),
  taxFood: basisPoints('SHOP_TAX_FOOD_BP'),
  taxOther: basisPoints('SHOP_TAX_OTHER_BP'),
  generalMerchandiseDiscountPercent: given<number>(
    'SHOP_GENERAL_MERCHANDISE_DISCOUNT_PERCENT',
    Joi.number().integer().min(0).max(100).default(DEFAULT_SHOP_SETTINGS.generalMerchandiseDiscountPercent),
  ),
} satisfies Table;

function shopSettings(shop: SectionOf<typeof SHOP>): ShopSettings {
  return {
    taxBasisPoints: {
      merchandise: shop.taxMerchandise,
      drinks: shop.taxDrinks,
      food: shop.taxFood,
      other: shop.taxOther,
    },
    generalMerchandiseDiscountPercent: shop.generalMerchandiseDiscountPercent,
  };
}

const SECTIONS = [
  SERVER,
  VENUE,
  RATE_LIMITS,
  CONNECTIONS,
  PAYMENTS,
  DESK,
  DOOR,
  BAY_HOOKS,
  MEMBERSHIP,
  SITE,
  SHOP,
  BACKUPS,
  MAIL,
] as const;

export interface Config {
  nodeEnv: NodeEnv;
  port: number;
  host: string;
  /** Absolute path of the SQLite file. */
  databasePath: string;
  /** The address members reach the app at, without a trailing slash (for links and redirects). */
  publicUrl: string;
  /**
   * Every origin that counts as this site: PUBLIC_URL's, then EXTRA_ORIGINS (the box's LAN address,
   * say). Redirect targets and the same-origin check use these, never the request's Host header.
   */
  siteOrigins: string[];
  /**
   * TRUSTED_PROXIES: only a request whose socket peer is one of these has its client address taken
   * from X-Forwarded-For (http/clientAddress.ts). Empty: no forwarded header is believed.
   */
  trustedProxies: ProxyEntry[];
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
  connections: SectionOf<typeof CONNECTIONS>;
  payments: PaymentsConfig;
  /**
   * The desk's check-in and no-show windows (CHECK_IN_OPENS_MINUTES, NO_SHOW_AFTER_MINUTES), the
   * pass's and the release's (PASS_OPENS_MINUTES, NO_SHOW_RELEASE_MINUTES).
   */
  desk: DeskWindows;
  /** The door's controller and rules (DOOR_*). */
  door: DoorConfig;
  /** The simulator PCs' hooks (BAY_<n>_HOOK_URL, BAY_HOOK_SECRET). */
  bayHooks: BayHookConfig;
  /** Freezing, notice and the guarantee (FREEZE_*, CANCEL_NOTICE_DAYS, REFUND_GUARANTEE_DAYS). */
  membership: MembershipTerms;
  /** The founding offer's limits and the social pages (FOUNDING_OFFER_*, SOCIAL_*_URL). */
  site: SiteSettings;
  /** The shop's tax by category and a General member's discount (SHOP_*; docs/shop.md). */
  shop: ShopSettings;
  backups: BackupConfig;
  /**
   * DATABASE_MUST_EXIST=1: the lounge is set up, so a missing or empty database file stops the
   * server and the tools (ops/databaseFile.ts) instead of starting a new, empty lounge.
   */
  databaseMustExist: boolean;
  mail: MailConfig;
  /**
   * bcrypt's cost for new password hashes: 12 (auth/passwords.ts), and bcrypt's least, 4, only
   * under NODE_ENV=test. Not a variable: no setting can make the box's hashes cheaper.
   */
  passwordHashCost: number;
  /**
   * TEST_CLOCK=1: the journeys' server lets them set its clock (PUT /api/test/clock). Only with
   * NODE_ENV=test; the loader refuses it anywhere else, so a box can never be told what time it is.
   */
  testClock?: true;
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

// The shape of each variable. Venue rules (zone, bays, hours) are core's and are checked there,
// not repeated here; this schema only checks what is the server's own business.
const envSchema = Joi.object(
  Object.fromEntries(SECTIONS.flatMap((section) => Object.values(section).map((v) => [v.name, v.schema]))),
);

/** Every variable the server reads, section by section (.env.example documents each). */
export const KNOWN_VARIABLES: readonly string[] = SECTIONS.flatMap((section) =>
  Object.values(section).map((v) => v.name),
);

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
  const valid = value as Record<string, unknown>;
  const server = readSection(SERVER, valid);
  const payments = readSection(PAYMENTS, valid);
  const backups = readSection(BACKUPS, valid);
  const mail = readSection(MAIL, valid);
  if (server.nodeEnv === 'production' && !raw.SESSION_SECRET) {
    problems.push('SESSION_SECRET is required in production (32 or more random characters)');
  }
  if (raw.STRIPE_SECRET_KEY && !raw.STRIPE_WEBHOOK_SECRET) {
    problems.push(
      'STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY (whsec_..., from the Stripe webhook endpoint)',
    );
  }
  if (server.nodeEnv === 'production' && !raw.STRIPE_SECRET_KEY && server.paymentsSandbox !== true) {
    problems.push(
      'STRIPE_SECRET_KEY is required in production (or PAYMENTS_SANDBOX=1 to take test payments only)',
    );
  }
  if (server.testClock && server.nodeEnv !== 'test') {
    problems.push(
      'TEST_CLOCK is only for the test server of the journeys (NODE_ENV=test): it lets anyone set the clock',
    );
  }
  const door = doorSettings(readSection(DOOR, valid), problems);
  const venue = resolveVenueFromEnv(valid, problems);
  if (venue && hasUnstaffedHours(venue) && door.controller === 'none') {
    problems.push(
      'VENUE_STAFFED_OPEN, VENUE_STAFFED_CLOSE: hours without staff need a door members open with their pass (DOOR_CONTROLLER)',
    );
  }
  const bayHooks = bayHookSettings(env, venue?.bays ?? [], readSection(BAY_HOOKS, valid).secret, problems);
  const site = siteSettings(readSection(SITE, valid), problems);
  const staffTo = emailList(mail.staffTo, 'STAFF_EMAIL', problems);
  const extraOrigins = originList(server.extraOrigins, problems);
  const trustedProxies = parseTrustedProxies(server.trustedProxies);
  problems.push(...trustedProxies.problems.map((problem) => `TRUSTED_PROXIES: ${problem}`));
  if (problems.length > 0 || !venue) throw new ConfigError(problems);

  // From the repository root, like WEB_DIST, so `npm run dev` (run in server/) opens the same file.
  const databasePath = path.resolve(REPO_ROOT, server.databasePath);
  const publicUrl = (server.publicUrl ?? `http://localhost:${server.port}`).replace(/\/+$/, '');
  return {
    nodeEnv: server.nodeEnv,
    passwordHashCost: server.nodeEnv === 'test' ? BCRYPT_TEST_COST : BCRYPT_COST,
    port: server.port,
    host: server.host,
    databasePath,
    databaseMustExist: server.databaseMustExist ?? false,
    publicUrl,
    siteOrigins: [...new Set([new URL(publicUrl).origin, ...extraOrigins])],
    trustedProxies: trustedProxies.entries,
    logLevel: server.logLevel,
    webDist: path.resolve(REPO_ROOT, server.webDist ?? 'web/dist'),
    venue,
    ...(server.sessionSecret ? { sessionSecret: server.sessionSecret } : {}),
    cookieSecure: server.cookieSecure ?? publicUrl.startsWith('https://'),
    rateLimits: readSection(RATE_LIMITS, valid),
    connections: readSection(CONNECTIONS, valid),
    payments: { ...payments, sandbox: !payments.stripeSecretKey },
    desk: readSection(DESK, valid),
    door,
    bayHooks,
    membership: {
      ...readSection(MEMBERSHIP, valid),
      freezeMonthChoices: DEFAULT_MEMBERSHIP_TERMS.freezeMonthChoices,
    },
    site,
    shop: shopSettings(readSection(SHOP, valid)),
    backups: {
      ...backups,
      dir: backups.dir
        ? path.resolve(REPO_ROOT, backups.dir)
        : path.join(path.dirname(databasePath), 'backups'),
    },
    mail: {
      ...mail,
      from: mail.from ?? `"${venue.name}" <${venue.contact.email}>`,
      staffTo: staffTo.length > 0 ? staffTo : [venue.contact.email],
    },
    ...(server.testClock ? { testClock: true as const } : {}),
  };
}

/** The SITE section as core's SiteSettings; a date that is no day or a social home page is a problem. */
function siteSettings(section: SectionOf<typeof SITE>, problems: string[]): SiteSettings {
  const endsOn = section.foundingOfferEnds ?? null;
  if (endsOn !== null && !isVenueDate(endsOn)) {
    problems.push(`FOUNDING_OFFER_ENDS: not a calendar day (YYYY-MM-DD) (got "${endsOn}")`);
  }
  const social: Partial<Record<SocialNetworkKey, string>> = {};
  const variables = {
    instagram: 'SOCIAL_INSTAGRAM_URL',
    facebook: 'SOCIAL_FACEBOOK_URL',
    youtube: 'SOCIAL_YOUTUBE_URL',
  };
  for (const network of ['instagram', 'facebook', 'youtube'] as const) {
    const link = section[network];
    if (link === undefined) continue;
    if (isVenueSocialLink(network, link)) social[network] = link;
    else
      problems.push(
        `${variables[network]}: not the venue's own ${network} page (https, on ${network}, with the page's path) (got "${link}")`,
      );
  }
  return { foundingOffer: { endsOn, places: section.foundingOfferPlaces ?? null }, social };
}

/** The DOOR section: a controller needs its address, a webhook its secret; DOOR_TIERS names plans. */
function doorSettings(section: SectionOf<typeof DOOR>, problems: string[]): DoorConfig {
  if (section.controller !== 'none' && !section.url) {
    problems.push(
      `DOOR_URL is required with DOOR_CONTROLLER=${section.controller} (the controller's address on the lounge's network)`,
    );
  }
  if (section.controller === 'webhook' && !section.secret) {
    problems.push(
      'DOOR_SECRET is required with DOOR_CONTROLLER=webhook (the secret its posts are signed with)',
    );
  }
  const named = (section.tiers ?? MEMBERSHIP_TYPES.join(','))
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const unknown = named.filter((tier) => !isMembershipType(tier));
  if (unknown.length > 0) {
    problems.push(`DOOR_TIERS: not a plan: ${unknown.join(', ')} (plans: ${MEMBERSHIP_TYPES.join(', ')})`);
  }
  const { tiers: _named, ...rest } = section;
  return { ...rest, tiers: named.filter(isMembershipType) };
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
function resolveVenueFromEnv(valid: Record<string, unknown>, problems: string[]): VenueSettings | undefined {
  const set = Object.values(VENUE).flatMap((v) => {
    const overrides = v.read(valid[v.name]);
    return overrides === undefined ? [] : [{ name: v.name, overrides }];
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
      staffedHours: { ...merged.staffedHours, ...o.staffedHours },
      contact: { ...merged.contact, ...o.contact },
    });
  }
  return merged;
}

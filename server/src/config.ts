/**
 * The server's configuration, read once at start from the environment (see .env.example).
 *
 * Every variable is checked before anything starts, and every problem is reported at once, each
 * naming its variable: a box that will not start should say everything that is wrong in one go.
 * Variables we do not read are ignored (the environment also holds PATH, HOME and the like).
 */
import path from 'node:path';
import {
  DEFAULT_MEMBERSHIP_TERMS,
  type DeskWindows,
  hasUnstaffedHours,
  type MembershipTerms,
  type ShopSettings,
  type SiteSettings,
  type VenueSettings,
} from '@lounge/core';
import Joi from 'joi';
import { BCRYPT_COST, BCRYPT_TEST_COST } from './auth/passwordCost';
import { BACKUPS, type BackupConfig } from './config/backups';
import { BAY_HOOKS, type BayHookConfig, bayHookSettings } from './config/bayHooks';
import { DESK } from './config/desk';
import { DOOR, type DoorConfig, doorSettings } from './config/door';
import { CONNECTIONS, RATE_LIMITS, type RateLimits } from './config/limits';
import { emailList, MAIL, type MailConfig } from './config/mail';
import { MEMBERSHIP } from './config/membership';
import { PAYMENTS, type PaymentsConfig } from './config/payments';
import { type LogLevel, type NodeEnv, originList, SERVER } from './config/server';
import { SHOP, shopSettings } from './config/shop';
import { SITE, siteSettings } from './config/site';
import { readSection, type SectionOf } from './config/variables';
import { resolveVenueFromEnv, VENUE } from './config/venue';
import { type ProxyEntry, parseTrustedProxies } from './http/trustedProxies';
import { REPO_ROOT } from './repoPaths';

export type { DoorConfig, LogLevel, NodeEnv, RateLimits };

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

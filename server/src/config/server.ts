/** The server itself: environment, address, database file, origins, logs, the session secret. */
import Joi from 'joi';
import { flag, given, optional, type Table, text } from './variables';

export const NODE_ENVS = ['development', 'production', 'test'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];

/** pino's levels, so a structured logger can take this setting as it is. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const DEFAULT_PORT = 5000;

/** The server itself; most of these are finished in loadConfig (paths, the public URL, origins). */
export const SERVER = {
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

/** EXTRA_ORIGINS: comma-separated http(s) origins (scheme, host and port only), as browsers send them. */
export function originList(value: string | undefined, problems: string[]): string[] {
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

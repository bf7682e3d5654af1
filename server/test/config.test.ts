import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_SHOP_SETTINGS, DEFAULT_VENUE } from '@lounge/core';
import { describe, expect, it } from 'vitest';
import { ConfigError, KNOWN_VARIABLES, loadConfig } from '../src/config';
import { REPO_ROOT } from '../src/repoPaths';

/** The ConfigError that loading `env` throws (fails the test if none is thrown). */
function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error(`expected a ConfigError for ${JSON.stringify(env)}`);
}

describe('loadConfig defaults', () => {
  it('fills every setting when the environment is empty', () => {
    const config = loadConfig({});
    expect(config).toEqual({
      nodeEnv: 'development',
      passwordHashCost: 12,
      port: 5000,
      host: '0.0.0.0',
      databasePath: path.join(REPO_ROOT, 'data', 'lounge.db'),
      databaseMustExist: false,
      publicUrl: 'http://localhost:5000',
      siteOrigins: ['http://localhost:5000'],
      trustedProxies: [],
      logLevel: 'info',
      webDist: path.join(REPO_ROOT, 'web', 'dist'),
      venue: DEFAULT_VENUE,
      shop: DEFAULT_SHOP_SETTINGS,
      cookieSecure: false,
      door: { controller: 'none', openSeconds: 5, opensMinutes: 15, tiers: ['general', 'vip'] },
      bayHooks: { secret: null, urls: {} },
      rateLimits: {
        loginFailuresPerEmailCeiling: 50,
        loginFailuresPerEmail: 10,
        loginPerAddress: 100,
        loginWindowMinutes: 15,
        signupPerAddress: 30,
        signupPerEmail: 10,
        signupWindowMinutes: 60,
        analyticsPerMinute: 120,
        inquiriesPerHour: 20,
        resetRequestsPerAddress: 20,
        resetRequestsPerEmailPerHour: 5,
        emailChangesPerAccountPerHour: 5,
        emailChangesPerEmailPerHour: 3,
        checkoutsPerAddressPerHour: 20,
        checkoutsPerEmailPerHour: 10,
      },
      connections: {
        headersTimeoutMs: 10_000,
        bodyTimeoutMs: 10_000,
        keepAliveTimeoutMs: 5_000,
        maxPerAddress: 64,
        maxTotal: 1024,
      },
      payments: {
        sandbox: true,
        refundCutoffHours: 24,
        refundStaffLimitCents: 5000,
        refundStaffDayLimitCents: 20_000,
        refundRepeatSeconds: 120,
      },
      desk: {
        checkInOpensMinutes: 60,
        noShowAfterMinutes: 15,
        passOpensMinutes: 30,
        noShowReleaseMinutes: 15,
      },
      membership: {
        freezeMonthChoices: [1, 2, 3],
        freezeMonthsPerYear: 3,
        freezeStartWithinDays: 60,
        freezeReminderDays: 7,
        cancelNoticeDays: 30,
        guaranteeDays: 30,
      },
      // Nothing set: the founding offer has no end or cap, and there are no social pages.
      site: { foundingOffer: { endsOn: null, places: null }, social: {} },
      backups: { dir: path.join(REPO_ROOT, 'data', 'backups'), retention: 14, intervalHours: 24 },
      mail: {
        from: '"Big Sky Golf Lounge" <hello@bigskygolflounge.example>',
        staffTo: ['hello@bigskygolflounge.example'],
        pollSeconds: 5,
      },
    });
  });

  it('reads the mail settings, naming a bad staff address or SMTP URL', () => {
    expect(
      loadConfig({
        SMTP_URL: 'smtps://user:pass@mail.example:465',
        MAIL_FROM: 'Lounge <bookings@lounge.example>',
        STAFF_EMAIL: 'desk@lounge.example, owner@lounge.example',
        MAIL_POLL_SECONDS: '2',
      }).mail,
    ).toEqual({
      smtpUrl: 'smtps://user:pass@mail.example:465',
      from: 'Lounge <bookings@lounge.example>',
      staffTo: ['desk@lounge.example', 'owner@lounge.example'],
      pollSeconds: 2,
    });
    expect(() => loadConfig({ STAFF_EMAIL: 'desk@lounge.example, not-an-address' })).toThrow(
      /STAFF_EMAIL: not an email address: not-an-address/,
    );
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example' })).toThrow(/SMTP_URL/);
  });

  it('finds web/dist from the repository root, not the working directory', () => {
    expect(loadConfig({}).webDist).toBe(path.resolve(import.meta.dirname, '../../web/dist'));
  });

  it('derives the public URL from PORT when PUBLIC_URL is unset', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
  });

  it('treats empty and blank values as unset', () => {
    expect(loadConfig({ PORT: '', VENUE_NAME: '  ', VENUE_PHONE: '' })).toEqual(loadConfig({}));
  });

  it('ignores variables it does not read', () => {
    expect(loadConfig({ PATH: '/usr/bin', SOMETHING_ELSE: 'x', VENUE_COLOR: 'green' })).toEqual(
      loadConfig({}),
    );
  });
});

describe('loadConfig overrides', () => {
  it('reads every server variable', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      HOST: '127.0.0.1',
      DATABASE_PATH: '/var/lib/lounge/lounge.db',
      DATABASE_MUST_EXIST: '1',
      PUBLIC_URL: 'https://book.example.com/',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/srv/lounge/web',
      SESSION_SECRET: 's'.repeat(40),
      RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL: '5',
      STRIPE_SECRET_KEY: 'sk_live_abc123',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
    });
    expect(config).toMatchObject({
      nodeEnv: 'production',
      port: 8080,
      host: '127.0.0.1',
      databasePath: '/var/lib/lounge/lounge.db',
      databaseMustExist: true,
      publicUrl: 'https://book.example.com',
      logLevel: 'warn',
      webDist: '/srv/lounge/web',
      sessionSecret: 's'.repeat(40),
      cookieSecure: true, // PUBLIC_URL is https
      rateLimits: { loginFailuresPerEmail: 5 },
      payments: { stripeSecretKey: 'sk_live_abc123', stripeWebhookSecret: 'whsec_abc123', sandbox: false },
    });
  });

  it('takes payments in the sandbox without a Stripe key, but not in production unless asked', () => {
    expect(loadConfig({}).payments).toEqual({
      sandbox: true,
      refundCutoffHours: 24,
      refundStaffLimitCents: 5000,
      refundStaffDayLimitCents: 20_000,
      refundRepeatSeconds: 120,
    });
    const prod = { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40) };
    expect(() => loadConfig(prod)).toThrow(/STRIPE_SECRET_KEY is required in production/);
    expect(loadConfig({ ...prod, PAYMENTS_SANDBOX: '1' }).payments.sandbox).toBe(true);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/STRIPE_WEBHOOK_SECRET is required/);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'pk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' })).toThrow(
      /STRIPE_SECRET_KEY/,
    );
  });

  it('hashes passwords at bcrypt cost 12 everywhere but in test mode, which takes the least, 4', () => {
    const prod = { NODE_ENV: 'production', PAYMENTS_SANDBOX: '1', SESSION_SECRET: 's'.repeat(40) };
    expect(loadConfig(prod).passwordHashCost).toBe(12);
    expect(loadConfig({ NODE_ENV: 'development' }).passwordHashCost).toBe(12);
    expect(loadConfig({ NODE_ENV: 'test' }).passwordHashCost).toBe(4);
    // No variable sets it: a box's .env cannot make its hashes cheaper.
    expect(KNOWN_VARIABLES.filter((name) => /BCRYPT|HASH_COST/.test(name))).toEqual([]);
  });

  it('requires a long SESSION_SECRET in production, and only there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENTS_SANDBOX: '1' })).toThrow(
      /SESSION_SECRET is required in production/,
    );
    expect(() =>
      loadConfig({ NODE_ENV: 'production', PAYMENTS_SANDBOX: '1', SESSION_SECRET: 'short' }),
    ).toThrow(/SESSION_SECRET/);
    expect(loadConfig({ NODE_ENV: 'development' }).sessionSecret).toBeUndefined();
  });

  it('reads COOKIE_SECURE and refuses a rate limit that is not a positive whole number', () => {
    expect(loadConfig({ COOKIE_SECURE: 'true' }).cookieSecure).toBe(true);
    expect(() => loadConfig({ RATE_LIMIT_SIGNUP_PER_ADDRESS: '0' })).toThrow(/RATE_LIMIT_SIGNUP_PER_ADDRESS/);
  });

  it('resolves a relative WEB_DIST from the repository root', () => {
    expect(loadConfig({ WEB_DIST: 'build/web' }).webDist).toBe(path.join(REPO_ROOT, 'build', 'web'));
  });

  it('applies the venue variables through core', () => {
    const { venue } = loadConfig({
      VENUE_NAME: ' Fairway Club ',
      VENUE_TIME_ZONE: 'Europe/London',
      VENUE_BAYS: 'A, B,C,,',
      VENUE_OPEN: '08:30',
      VENUE_CLOSE: '23:00',
      VENUE_PHONE: '+44 20 7946 0000',
      VENUE_EMAIL: 'desk@fairway.example',
      VENUE_ADDRESS: '1 Green Lane, London',
    });
    expect(venue).toMatchObject({
      name: 'Fairway Club',
      timeZone: 'Europe/London',
      bays: ['A', 'B', 'C'],
      hours: { open: '08:30', close: '23:00', stepMinutes: 30 },
      contact: { phone: '+44 20 7946 0000', email: 'desk@fairway.example', address: '1 Green Lane, London' },
    });
    expect(venue.tours).toEqual(DEFAULT_VENUE.tours);
  });

  it('accepts hours that only work together (late open with a later close)', () => {
    expect(loadConfig({ VENUE_OPEN: '21:30', VENUE_CLOSE: '23:30' }).venue.hours).toMatchObject({
      open: '21:30',
      close: '23:30',
    });
  });
});

describe('loadConfig errors', () => {
  it.each([
    ['PORT', 'abc', /PORT must be a number/],
    ['PORT', '70000', /PORT must be a valid port/],
    ['PORT', '50.5', /PORT must be an integer/],
    ['NODE_ENV', 'staging', /NODE_ENV must be one of \[development, production, test\]/],
    ['LOG_LEVEL', 'loud', /LOG_LEVEL must be one of/],
    ['HOST', 'not a host!', /HOST must be a valid hostname/],
    ['PUBLIC_URL', 'ftp://lounge.example', /PUBLIC_URL must be a valid uri/],
    ['VENUE_EMAIL', 'not-an-email', /VENUE_EMAIL must be a valid email/],
  ])('%s=%s is refused with a message naming it', (name, value, message) => {
    const error = configError({ [name]: value });
    expect(error.problems).toHaveLength(1);
    expect(error.problems[0]).toMatch(message);
    expect(error.problems[0]).toContain(`(got "${value}")`);
    expect(error.message).toContain(name);
  });

  it.each([
    [
      'VENUE_TIME_ZONE',
      'Mars/Olympus_Mons',
      /^VENUE_TIME_ZONE: .*"Mars\/Olympus_Mons" is not an IANA time zone/,
    ],
    ['VENUE_OPEN', '9am', /^VENUE_OPEN: .*open time must be HH:mm on the half hour \(got "9am"\)/],
    ['VENUE_OPEN', '09:15', /^VENUE_OPEN: .*open time must be HH:mm on the half hour/],
    ['VENUE_CLOSE', '25:00', /^VENUE_CLOSE: .*close time must be HH:mm/],
    ['VENUE_OPEN', '21:30', /^VENUE_OPEN: .*close time must be at least 1 hour after its open time/],
    ['VENUE_BAYS', ' , ', /^VENUE_BAYS: .*1 to 20 bays/],
    ['VENUE_BAYS', '1,2,2', /^VENUE_BAYS: .*unique/],
    ['VENUE_NAME', 'x'.repeat(101), /^VENUE_NAME: .*1 to 100 characters/],
  ])("%s=%s is refused with core's reason and the variable's name", (name, value, message) => {
    const error = configError({ [name]: value });
    expect(error.problems).toHaveLength(1);
    expect(error.problems[0]).toMatch(message);
  });

  it('names both hour variables when only their combination is wrong', () => {
    const error = configError({ VENUE_OPEN: '12:00', VENUE_CLOSE: '12:30' });
    expect(error.problems).toEqual([
      'VENUE_OPEN, VENUE_CLOSE: Venue close time must be at least 1 hour after its open time.',
    ]);
  });

  it('reports every problem at once', () => {
    const error = configError({
      PORT: 'abc',
      NODE_ENV: 'staging',
      VENUE_TIME_ZONE: 'Nowhere/City',
      VENUE_OPEN: '9am',
      VENUE_NAME: 'Fine Name',
    });
    expect(error.problems).toHaveLength(4);
    for (const name of ['PORT', 'NODE_ENV', 'VENUE_TIME_ZONE', 'VENUE_OPEN']) {
      expect(error.message).toContain(name);
    }
    expect(error.message).not.toContain('VENUE_NAME');
    expect(error.message).toMatch(/^Invalid configuration/);
  });
});

describe('the door', () => {
  it("needs the controller's address, a webhook's secret, and plans that exist", () => {
    expect(configError({ DOOR_CONTROLLER: 'shelly' }).problems).toEqual([
      expect.stringMatching(/^DOOR_URL is required with DOOR_CONTROLLER=shelly/),
    ]);
    expect(configError({ DOOR_CONTROLLER: 'webhook', DOOR_URL: 'http://10.0.0.5/door' }).problems).toEqual([
      expect.stringMatching(/^DOOR_SECRET is required with DOOR_CONTROLLER=webhook/),
    ]);
    expect(configError({ DOOR_TIERS: 'vip,gold' }).problems).toEqual([
      expect.stringMatching(/^DOOR_TIERS: not a plan: gold/),
    ]);
    expect(configError({ DOOR_CONTROLLER: 'kisi' }).problems[0]).toMatch(/DOOR_CONTROLLER/);
    const door = loadConfig({
      DOOR_CONTROLLER: 'shelly',
      DOOR_URL: 'http://192.168.1.50',
      DOOR_TIERS: 'vip',
    }).door;
    expect(door).toEqual({
      controller: 'shelly',
      url: 'http://192.168.1.50',
      openSeconds: 5,
      opensMinutes: 15,
      tiers: ['vip'],
    });
  });
});

describe('site origins and the refund cutoff', () => {
  it('takes PUBLIC_URL and EXTRA_ORIGINS as the only origins of this site', () => {
    const config = loadConfig({
      PUBLIC_URL: 'https://lounge.example/',
      EXTRA_ORIGINS: 'http://192.168.1.20:5000, http://lounge.local',
    });
    expect(config.siteOrigins).toEqual([
      'https://lounge.example',
      'http://192.168.1.20:5000',
      'http://lounge.local',
    ]);
  });

  it('refuses an extra origin with a path or another scheme, naming the variable', () => {
    expect(() =>
      loadConfig({ EXTRA_ORIGINS: 'http://ok.example,ftp://x.example,http://y.example/app' }),
    ).toThrow(
      /EXTRA_ORIGINS: not an origin like https:\/\/host:port: ftp:\/\/x.example, http:\/\/y.example\/app/,
    );
  });

  it('reads TRUSTED_PROXIES as addresses and CIDR ranges, none by default', () => {
    expect(loadConfig({ TRUSTED_PROXIES: '127.0.0.1, ::1,10.0.0.0/8' }).trustedProxies).toEqual([
      { address: '127.0.0.1', family: 'ipv4', prefix: 32 },
      { address: '::1', family: 'ipv6', prefix: 128 },
      { address: '10.0.0.0', family: 'ipv4', prefix: 8 },
    ]);
  });

  it('refuses a proxy entry that is no address, a bad prefix, or one trusting everyone, naming each', () => {
    const error = configError({ TRUSTED_PROXIES: 'caddy.local, 10.0.0.0/33, 0.0.0.0/0, ::1/129, 127.0.0.1' });
    expect(error.problems).toEqual([
      'TRUSTED_PROXIES: not an address or CIDR range: caddy.local',
      'TRUSTED_PROXIES: the prefix of 10.0.0.0/33 must be 1 to 32',
      'TRUSTED_PROXIES: 0.0.0.0/0 trusts every address, so any client could forge its own',
      'TRUSTED_PROXIES: the prefix of ::1/129 must be 1 to 128',
    ]);
  });

  it("reads the staff's refund limits: $50 of a payment and $200 a day by default", () => {
    expect(loadConfig({}).payments).toMatchObject({
      refundStaffLimitCents: 5000,
      refundStaffDayLimitCents: 20_000,
    });
    expect(loadConfig({ REFUND_STAFF_DAY_LIMIT_CENTS: '7500' }).payments.refundStaffDayLimitCents).toBe(7500);
    expect(() => loadConfig({ REFUND_STAFF_DAY_LIMIT_CENTS: 'lots' })).toThrow(
      /REFUND_STAFF_DAY_LIMIT_CENTS/,
    );
  });

  it('reads REFUND_CUTOFF_HOURS, 24 by default', () => {
    expect(loadConfig({ REFUND_CUTOFF_HOURS: '48' }).payments.refundCutoffHours).toBe(48);
    expect(() => loadConfig({ REFUND_CUTOFF_HOURS: 'soon' })).toThrow(/REFUND_CUTOFF_HOURS/);
  });
});

describe('the variables', () => {
  it('are the ones .env.example documents (set, or commented out), no more and no fewer', () => {
    const example = readFileSync(path.join(REPO_ROOT, '.env.example'), 'utf8');
    const documented = [...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]);
    expect([...new Set(documented)].sort()).toEqual([...KNOWN_VARIABLES].sort());
  });
});

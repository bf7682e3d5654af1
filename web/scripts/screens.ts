/// <reference lib="dom" />
/**
 * Screenshots of every public page and of a member's pages at 375 and 1280 px wide, written to
 * docs/screens/ (its README lists them), so a change in the site's look shows in review as changed
 * images (`npm run screens`: builds, then this).
 *
 * The built server runs on a throwaway database with the box's defaults (no venue photos, no social
 * pages, no founding offer limits); the founding popup is marked as seen so it does not cover the
 * page, and one more shot of the home page at each width shows it as it opens. Before the shots it
 * is seeded the way the journeys seed theirs (web/e2e/seed.ts): an admin creates a net tournament,
 * and a General member buys in, books a bay and enters it, so the tournaments' pages and the
 * member's dashboard, booking, pass and account pages show something; staff add a coach, so /lessons
 * shows one. Their scorecard is shot on the round's evening, the server's test clock set to it.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addDays, competitionLabels, DEFAULT_VENUE, venueDate, wallToInstant } from '@lounge/core';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import {
  buyMembership,
  createAdminIn,
  createCompetition,
  PAR_4_COURSE,
  setServerClock,
  signIn,
  signUp,
} from '../e2e/seed';

const root = path.resolve(import.meta.dirname, '..', '..');
const out = path.join(root, 'docs', 'screens');
const PORT = Number(process.env.SCREENS_PORT ?? 5391);
const base = `http://127.0.0.1:${PORT}`;
const WIDTHS = [375, 1280] as const;
/** The public pages, as the build listed them (web/dist/prerender.json). */
const publicPaths = (
  JSON.parse(readFileSync(path.join(root, 'web', 'dist', 'prerender.json'), 'utf8')) as {
    publicPages: { path: string }[];
  }
).publicPages.map((p) => p.path);

/** Pages the build does not prerender but a visitor reaches from the menu. */
const MORE_PUBLIC_PATHS = ['/tournaments', '/lessons'];

/** A page's shots' name: '/' is home, '/forgot-password' forgot-password. */
const shotName = (pagePath: string) => (pagePath === '/' ? 'home' : pagePath.slice(1).replaceAll('/', '-'));
/** JPEG at this quality: small enough to keep in the repository, sharp enough to review. */
const QUALITY = 70;
/** The test system's banner is the box's, not the design's: left out of the shots. */
const HIDE_RUN_MODE = '.run-mode-banner { display: none !important; }';

async function waitForHealth(): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server did not start');
}

/** The page settled: fonts in, lazy parts near the bottom brought in by scrolling there and back. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    window.scrollTo(0, document.body.scrollHeight);
    await new Promise((resolve) => setTimeout(resolve, 400));
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
}

/** The page, whole, as docs/screens/<name>-<width>.jpg, the test system's banner left out. */
async function shoot(page: Page, name: string, width: number, fullPage = true): Promise<void> {
  await page.addStyleTag({ content: HIDE_RUN_MODE });
  await page.screenshot({ path: path.join(out, `${name}-${width}.jpg`), fullPage, quality: QUALITY });
  console.log(`docs/screens/${name}-${width}.jpg`);
}

const EMAILS = { admin: 'admin@screens.example', member: 'ada.palmer@screens.example' } as const;
/** The venue's date `days` from today. */
const venueDay = (days: number) => addDays(venueDate(Date.now(), DEFAULT_VENUE.timeZone), days);
/** The tournament's one round: a fortnight ahead, an evening on bay 3 (the default venue has three). */
const ROUND = { date: venueDay(14), startTime: '18:00', endTime: '22:00', bays: ['3'] };

interface Seeded {
  competitionId: string;
  bookingId: string;
}

/**
 * An admin (npm run admin:create, as on the box) creates a net tournament; a General member buys in,
 * books a bay for the day after tomorrow and enters the tournament; staff set their index.
 */
async function seed(browser: Browser, databasePath: string): Promise<Seeded> {
  createAdminIn(databasePath, EMAILS.admin);
  const staff = await browser.newContext({ baseURL: base });
  await signIn(staff.request, EMAILS.admin);
  const competitionId = await createCompetition(staff.request, {
    name: 'Spring Net Cup',
    description: 'Net stroke play over 18 holes on Pebble Beach, full handicap at 95%.',
    kind: 'tournament',
    format: 'net',
    allowancePercent: 95,
    eligibility: 'members',
    entryFeeCents: { general: 0, vip: 0 },
    fieldSize: 4,
    registrationClosesAt: new Date(Date.parse(`${ROUND.date}T00:00:00Z`)).toISOString(),
    course: PAR_4_COURSE,
    rounds: [ROUND],
  });
  const member = await browser.newContext({ baseURL: base });
  await signUp(member.request, EMAILS.member);
  await buyMembership(member.request, base, EMAILS.member, 'general');
  const booked = await member.request.post('/api/bookings', {
    data: {
      bayNumber: '1',
      bookingDate: venueDay(2),
      startTime: '18:00',
      endTime: '19:30',
      guestCount: '1',
      notes: null,
    },
  });
  if (booked.status() !== 201) throw new Error(`booking a bay: ${booked.status()} ${await booked.text()}`);
  const entered = await member.request.post(`/api/competitions/${competitionId}/entries`, { data: {} });
  if (entered.status() !== 201)
    throw new Error(`entering the cup: ${entered.status()} ${await entered.text()}`);
  const me = (await (await member.request.get('/api/auth/user')).json()) as { id: string };
  const index = await staff.request.put(`/api/staff/members/${me.id}/handicap`, { data: { index: 10 } });
  if (!index.ok()) throw new Error(`setting the index: ${index.status()} ${await index.text()}`);
  const bookingId = ((await booked.json()) as { id: string }).id;
  await addCoach(staff);
  await Promise.all([staff.close(), member.close()]);
  return { competitionId, bookingId };
}

/** A coach teaching every lesson type, afternoons and evenings each day, so /lessons shows one. */
async function addCoach(staff: BrowserContext): Promise<void> {
  const created = await staff.request.post('/api/staff/coaches', {
    data: {
      name: 'Jordan Reyes',
      bio: 'PGA teaching professional. Swing changes built on launch-monitor numbers, at any level.',
    },
  });
  if (created.status() !== 201)
    throw new Error(`adding a coach: ${created.status()} ${await created.text()}`);
  const { id } = (await created.json()) as { id: string };
  const weekly = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '12:00', end: '20:00' }));
  const hours = await staff.request.put(`/api/staff/coaches/${id}/hours`, { data: { weekly } });
  if (!hours.ok()) throw new Error(`the coach's hours: ${hours.status()} ${await hours.text()}`);
}

/**
 * The member's pages at `width`, signed in: dashboard (and its freeze dialog, antd's dialog in the
 * site's type), booking, the booking's pass, account; then, the server's clock on the round's
 * evening, the scorecard with the front nine typed in.
 */
async function memberShots(browser: Browser, width: number, seeded: Seeded): Promise<void> {
  // Reduced motion: antd's dialog is shot open, not part way through its zoom.
  const context = await browser.newContext({
    baseURL: base,
    viewport: viewportOf(width),
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  await page.addInitScript(() => sessionStorage.setItem('lounge.introOfferSeen', 'true'));
  await signIn(context.request, EMAILS.member);
  for (const [name, pagePath] of [
    ['dashboard', '/dashboard'],
    ['booking', '/booking'],
    ['pass', `/bookings/${seeded.bookingId}/pass`],
    ['account', '/account'],
  ] as const) {
    await page.goto(pagePath);
    await settle(page);
    await shoot(page, name, width);
    if (name === 'dashboard') {
      await page.getByRole('button', { name: 'Freeze Membership' }).click();
      await page.getByRole('dialog').waitFor();
      await page.evaluate(() => document.fonts.ready);
      await shoot(page, 'dashboard-freeze-dialog', width, false);
      await page.keyboard.press('Escape');
    }
  }
  const L = competitionLabels;
  const instant = wallToInstant(ROUND.date, '18:30', DEFAULT_VENUE.timeZone);
  await setServerClock(context.request, new Date(instant).toISOString());
  try {
    await signIn(context.request, EMAILS.member);
    await page.goto(`/tournaments/${seeded.competitionId}/rounds/1/card`);
    const grid = page.getByRole('group', { name: L.scorecard });
    await grid.getByRole('textbox', { name: L.holeBox(1, 4, 1), exact: true }).click();
    for (const score of '545435446') await page.keyboard.type(score);
    await page.getByText(L.saved, { exact: true }).waitFor();
    await settle(page);
    await shoot(page, 'scorecard', width);
  } finally {
    await setServerClock(context.request, null);
    await context.close();
  }
}

const viewportOf = (width: number) => ({ width, height: width < 720 ? 812 : 900 });

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lounge-screens-'));
  const databasePath = path.join(dataDir, 'lounge.db');
  const server = spawn(process.execPath, [path.join(root, 'server', 'dist', 'main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATABASE_PATH: databasePath,
      BACKUP_INTERVAL_HOURS: '0',
      LOG_LEVEL: 'warn',
      // The scorecard is shot on the round's evening (PUT /api/test/clock).
      TEST_CLOCK: '1',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    await waitForHealth();
    mkdirSync(out, { recursive: true });
    const seeded = await seed(browser, databasePath);
    const paths = [...publicPaths, ...MORE_PUBLIC_PATHS.filter((p) => !publicPaths.includes(p))];
    for (const width of WIDTHS) {
      const context = await browser.newContext({ viewport: viewportOf(width) });
      const page = await context.newPage();
      // The popup once, as it opens on the home page; then seen, out of the other shots.
      await page.goto(`${base}/`);
      await page.getByRole('dialog').or(page.locator('.offer-bar')).first().waitFor({ timeout: 10_000 });
      await shoot(page, 'home-offer', width, false);
      await page.evaluate(() => sessionStorage.setItem('lounge.introOfferSeen', 'true'));
      for (const pagePath of paths) {
        await page.goto(`${base}${pagePath}`);
        await settle(page);
        await shoot(page, shotName(pagePath), width);
      }
      // One competition's public page: its facts, the field kept to members.
      await page.goto(`${base}/tournaments/${seeded.competitionId}`);
      await settle(page);
      await shoot(page, 'tournament', width);
      await context.close();
      await memberShots(browser, width, seeded);
    }
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();

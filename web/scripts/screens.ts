/// <reference lib="dom" />
/**
 * Screenshots of every public page at 375 and 1280 px wide, written to docs/screens/, so a change
 * in the site's look shows in review as changed images (`npm run screens`: builds, then this).
 *
 * The built server runs on a throwaway database with the box's defaults (no venue photos, no social
 * pages, no founding offer limits); the founding popup is marked as seen so it does not cover the
 * page, and one more shot of the home page at each width shows it as it opens.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';

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

const fileName = (pagePath: string, width: number, suffix = '') =>
  `${pagePath === '/' ? 'home' : pagePath.slice(1).replaceAll('/', '-')}${suffix}-${width}.jpg`;
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

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lounge-screens-'));
  const server = spawn(process.execPath, [path.join(root, 'server', 'dist', 'main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATABASE_PATH: path.join(dataDir, 'lounge.db'),
      BACKUP_INTERVAL_HOURS: '0',
      LOG_LEVEL: 'warn',
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
    for (const width of WIDTHS) {
      const context = await browser.newContext({ viewport: { width, height: width < 720 ? 812 : 900 } });
      const page = await context.newPage();
      // The popup once, as it opens on the home page; then seen, out of the other shots.
      await page.goto(`${base}/`);
      await page.getByRole('dialog').or(page.locator('.offer-bar')).first().waitFor({ timeout: 10_000 });
      await page.addStyleTag({ content: HIDE_RUN_MODE });
      await page.screenshot({ path: path.join(out, fileName('/', width, '-offer')), quality: QUALITY });
      await page.evaluate(() => sessionStorage.setItem('lounge.introOfferSeen', 'true'));
      for (const pagePath of publicPaths) {
        await page.goto(`${base}${pagePath}`);
        await settle(page);
        await page.addStyleTag({ content: HIDE_RUN_MODE });
        await page.screenshot({
          path: path.join(out, fileName(pagePath, width)),
          fullPage: true,
          quality: QUALITY,
        });
        console.log(`docs/screens/${fileName(pagePath, width)}`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();

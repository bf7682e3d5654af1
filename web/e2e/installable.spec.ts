import { DEFAULT_VENUE } from '@lounge/core';
import { expect, test } from './fixtures';

// The site installs as an app: a manifest from the venue settings, icons, and a service worker
// that keeps only the static shell.

test('the manifest names the venue and its icons exist', async ({ request }) => {
  const res = await request.get('/manifest.webmanifest');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = await res.json();
  expect(manifest).toMatchObject({ name: DEFAULT_VENUE.name, start_url: '/', display: 'standalone' });
  for (const icon of manifest.icons as { src: string }[]) {
    expect((await request.get(icon.src)).status(), icon.src).toBe(200);
  }
});

test('the service worker keeps the shell and hashed assets, never an /api answer', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // Controlled from here on: every request of these pages goes past the worker.
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await page.goto('/membership');
  await page.evaluate(async () => {
    for (const url of ['/api/venue', '/api/health', '/api/auth/user']) await fetch(url);
  });
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(cached).toContain('/app.html');
  expect(cached.some((url) => url.startsWith('/assets/'))).toBe(true);
  expect(cached.filter((url) => url.startsWith('/api'))).toEqual([]);
});

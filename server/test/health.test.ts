import { DEFAULT_VENUE } from '@lounge/core';
import { describe, expect, it } from 'vitest';
import rootPackage from '../../package.json' with { type: 'json' };
import { makeServer, makeWebDist, serverForBlock } from './testServer';

describe('GET /api/health', () => {
  const site = serverForBlock();

  it('answers 200 JSON with the status, the app version and the venue', async () => {
    const res = await site.server.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.result).toEqual({
      status: 'ok',
      version: rootPackage.version,
      venue: DEFAULT_VENUE.name,
      database: 'ok',
    });
  });

  it('names the configured venue', async () => {
    const custom = await makeServer({ WEB_DIST: site.webDist.dir, VENUE_NAME: 'Fairway Club' });
    const res = await custom.inject('/api/health');
    expect(JSON.parse(res.payload)).toMatchObject({ venue: 'Fairway Club' });
    await custom.stop();
  });

  it('answers even when the web app is not built', async () => {
    const empty = makeWebDist(false);
    try {
      const bare = await makeServer({ WEB_DIST: empty.dir });
      expect((await bare.inject('/api/health')).statusCode).toBe(200);
      await bare.stop();
    } finally {
      empty.remove();
    }
  });
});

describe('unknown /api paths', () => {
  const site = serverForBlock();

  it.each([
    ['GET', '/api/nope'],
    ['GET', '/api/bookings/42/whatever'],
    ['GET', '/api'],
    ['POST', '/api/nope'],
    ['DELETE', '/api/health/extra'],
    ['PUT', '/api/health'],
  ])('%s %s answers a JSON Boom 404, never the web app', async (method, url) => {
    const res = await site.server.inject({ method, url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = JSON.parse(res.payload);
    expect(body).toMatchObject({ statusCode: 404, error: 'Not Found' });
    expect(typeof body.message).toBe('string');
    expect(body.message.length).toBeGreaterThan(0);
  });
});

import { DEFAULT_MEMBERSHIP_TERMS, DEFAULT_VENUE, venueInfo } from '@lounge/core';
import { describe, expect, it } from 'vitest';
import { makeServer, serverForBlock } from './testServer';

describe('GET /api/venue', () => {
  const site = serverForBlock();

  it('answers the venue and its copy without sign-in', async () => {
    const res = await site.server.inject('/api/venue');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    // A test server: not production, and the payment sandbox takes the payments.
    expect(JSON.parse(res.payload)).toEqual(
      venueInfo(DEFAULT_VENUE, { development: true, paymentsSandbox: true }),
    );
  });

  it('says whether this is the live system: production with Stripe is; the sandbox never is', async () => {
    const production = { WEB_DIST: site.webDist.dir, NODE_ENV: 'production' };
    const live = await makeServer({
      ...production,
      STRIPE_SECRET_KEY: 'sk_test_runmode',
      STRIPE_WEBHOOK_SECRET: 'whsec_runmode',
    });
    const demo = await makeServer({ ...production, PAYMENTS_SANDBOX: '1' });
    try {
      expect(JSON.parse((await live.inject('/api/venue')).payload).runMode).toEqual({
        development: false,
        paymentsSandbox: false,
      });
      expect(JSON.parse((await demo.inject('/api/venue')).payload).runMode).toEqual({
        development: false,
        paymentsSandbox: true,
      });
    } finally {
      await live.stop();
      await demo.stop();
    }
  });

  it('states the configured overrides, so copy follows the box', async () => {
    const custom = await makeServer({
      WEB_DIST: site.webDist.dir,
      VENUE_NAME: 'Fairway Club',
      VENUE_BAYS: 'A,B',
      VENUE_OPEN: '07:00',
      VENUE_CLOSE: '23:00',
      VENUE_PHONE: '(406) 555-0100',
    });
    try {
      const body = JSON.parse((await custom.inject('/api/venue')).payload);
      expect(body.venue).toMatchObject({
        name: 'Fairway Club',
        bays: ['A', 'B'],
        hours: { open: '07:00', close: '23:00' },
        contact: { phone: '(406) 555-0100' },
      });
      expect(body.copy).toMatchObject({ hours: '7:00 AM - 11:00 PM', bayCount: 'two' });
    } finally {
      await custom.stop();
    }
  });

  it('states the membership terms the box sells on, so the pages promise what the rules keep', async () => {
    const custom = await makeServer({
      WEB_DIST: site.webDist.dir,
      FREEZE_MONTHS_PER_YEAR: '2',
      CANCEL_NOTICE_DAYS: '45',
      REFUND_GUARANTEE_DAYS: '14',
    });
    try {
      expect(JSON.parse((await custom.inject('/api/venue')).payload).membership).toEqual({
        ...DEFAULT_MEMBERSHIP_TERMS,
        freezeMonthsPerYear: 2,
        cancelNoticeDays: 45,
        guaranteeDays: 14,
      });
    } finally {
      await custom.stop();
    }
  });

  it('is read-only', async () => {
    const res = await site.server.inject({ method: 'POST', url: '/api/venue' });
    expect(res.statusCode).toBe(404);
  });
});

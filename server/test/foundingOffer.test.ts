/**
 * The founding offer's limits (FOUNDING_OFFER_ENDS, FOUNDING_OFFER_PLACES): GET /api/founding-offer
 * says what stands now, the places are counted from intro checkouts paid, and an intro checkout is
 * refused once the offer is over while a monthly one still opens. Social links in the settings.
 */
import { describe, expect, it } from 'vitest';
import { type ConfigError, loadConfig } from '../src/config';
import { body, call, postFromSite, SITE } from './http';
import { addMember } from './members';
import { serverForBlock } from './testServer';

/** Wednesday 2027-03-31, noon in Denver. */
const LAST_DAY_NOON = Date.UTC(2027, 2, 31, 18, 0);
/** Thursday 2027-04-01, 00:30 in Denver (06:30 UTC): the first day after it. */
const DAY_AFTER = Date.UTC(2027, 3, 1, 6, 30);

const clock = { now: LAST_DAY_NOON };

async function checkout(server: Parameters<typeof call>[0], flow: 'intro' | 'monthly', email: string) {
  const m = await addMember(server, { email, membershipType: 'general', membershipStatus: 'pending' });
  const res = await postFromSite(
    server,
    '/api/checkout/create-session',
    { plan: 'general', flow, successUrl: `${SITE}/billing/complete`, cancelUrl: `${SITE}/` },
    m.cookie,
  );
  return res;
}

describe('a founding offer with a last day and two places', () => {
  const block = serverForBlock(
    { FOUNDING_OFFER_ENDS: '2027-03-31', FOUNDING_OFFER_PLACES: '2' },
    { now: () => clock.now },
  );
  const offer = async () => body(await call(block.server, { url: '/api/founding-offer' }));

  it('is open with every place left, and the venue answer carries the settings', async () => {
    expect(await offer()).toEqual({ open: true, endsOn: '2027-03-31', placesLeft: 2 });
    expect(body(await call(block.server, { url: '/api/venue' })).site).toEqual({
      foundingOffer: { endsOn: '2027-03-31', places: 2 },
      social: {},
    });
  });

  it('counts a place once an intro checkout is paid, not when it is only opened', async () => {
    const opened = await checkout(block.server, 'intro', 'first@example.com');
    expect(opened.statusCode).toBe(200);
    expect((await offer()).placesLeft).toBe(2);
    const { sessionId } = body<{ sessionId: string }>(opened);
    await postFromSite(block.server, `/api/payments/sandbox/sessions/${sessionId}/complete`, {});
    expect(await offer()).toEqual({ open: true, endsOn: '2027-03-31', placesLeft: 1 });
  });

  it('closes when the last place is taken, and refuses another intro checkout', async () => {
    const { sessionId } = body<{ sessionId: string }>(
      await checkout(block.server, 'intro', 'second@example.com'),
    );
    await postFromSite(block.server, `/api/payments/sandbox/sessions/${sessionId}/complete`, {});
    expect(await offer()).toEqual({ open: false, endsOn: '2027-03-31', placesLeft: 0 });
    const refused = await checkout(block.server, 'intro', 'third@example.com');
    expect(refused.statusCode).toBe(409);
    expect(body(refused)).toMatchObject({
      title: 'Founding Offer Ended',
      message: 'The founding member offer has ended. Monthly plans are open to join.',
    });
    expect((await checkout(block.server, 'monthly', 'fourth@example.com')).statusCode).toBe(200);
  });
});

describe('a founding offer with a last day only', () => {
  const block = serverForBlock({ FOUNDING_OFFER_ENDS: '2027-03-31' }, { now: () => clock.now });

  it('is open through its last day at the venue and over the next morning', async () => {
    clock.now = LAST_DAY_NOON;
    expect(body(await call(block.server, { url: '/api/founding-offer' }))).toEqual({
      open: true,
      endsOn: '2027-03-31',
      placesLeft: null,
    });
    expect((await checkout(block.server, 'intro', 'early@example.com')).statusCode).toBe(200);
    clock.now = DAY_AFTER;
    expect(body(await call(block.server, { url: '/api/founding-offer' })).open).toBe(false);
    expect((await checkout(block.server, 'intro', 'late@example.com')).statusCode).toBe(409);
  });
});

describe('no founding limits set', () => {
  const block = serverForBlock();

  it('is open with no end and no cap, which the site never calls limited', async () => {
    expect(body(await call(block.server, { url: '/api/founding-offer' }))).toEqual({
      open: true,
      endsOn: null,
      placesLeft: null,
    });
  });
});

describe('the site settings in the configuration', () => {
  const base = { NODE_ENV: 'test' };

  it('takes the venue social pages, and refuses a network home page, another site or a day that is none', () => {
    const config = loadConfig({
      ...base,
      SOCIAL_INSTAGRAM_URL: 'https://www.instagram.com/bigskygolflounge/',
    });
    expect(config.site.social).toEqual({ instagram: 'https://www.instagram.com/bigskygolflounge/' });
    const problems = (() => {
      try {
        loadConfig({
          ...base,
          SOCIAL_FACEBOOK_URL: 'https://www.facebook.com/',
          SOCIAL_YOUTUBE_URL: 'https://example.com/channel',
          FOUNDING_OFFER_ENDS: '2027-02-30',
        });
        return '';
      } catch (error) {
        return (error as ConfigError).problems.join('\n');
      }
    })();
    expect(problems).toMatch(/^FOUNDING_OFFER_ENDS: not a calendar day/m);
    expect(problems).toMatch(/^SOCIAL_FACEBOOK_URL: not the venue's own facebook page/m);
    expect(problems).toMatch(/^SOCIAL_YOUTUBE_URL: not the venue's own youtube page/m);
  });
});

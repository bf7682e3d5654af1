import { describe, expect, it } from 'vitest';
import {
  foundingCopy,
  foundingOfferStatus,
  isVenueDate,
  isVenueSocialLink,
  longVenueDate,
} from '../src/siteSettings';

describe('the founding offer', () => {
  it('runs on with no end and no cap, and is then never called limited', () => {
    const status = foundingOfferStatus({ endsOn: null, places: null }, '2030-01-01', 5000);
    expect(status).toEqual({ open: true, endsOn: null, placesLeft: null });
    expect(foundingCopy.limitedBanner(status)).toBeNull();
    expect(foundingCopy.popupLead(status, 3)).toBe(
      'Your first 3 months at a founding price, counted from the day you join.',
    );
  });

  it('is open through its last day and over the day after', () => {
    const settings = { endsOn: '2027-03-31', places: null };
    expect(foundingOfferStatus(settings, '2027-03-31', 0).open).toBe(true);
    expect(foundingOfferStatus(settings, '2027-04-01', 0).open).toBe(false);
    expect(foundingCopy.limitedBanner(foundingOfferStatus(settings, '2027-03-01', 0))).toBe(
      'Limited memberships available: offer ends March 31, 2027',
    );
  });

  it('counts its places down and closes on the last one', () => {
    const settings = { endsOn: null, places: 50 };
    const open = foundingOfferStatus(settings, '2027-01-01', 49);
    expect(open).toEqual({ open: true, endsOn: null, placesLeft: 1 });
    expect(foundingCopy.limitedBanner(open)).toBe('Limited memberships available: 1 founding place left');
    expect(foundingCopy.popupLead(open, 3)).toBe(
      'Your first 3 months at a founding price, counted from the day you join. Only 1 founding place left.',
    );
    const full = foundingOfferStatus(settings, '2027-01-01', 52);
    expect(full).toEqual({ open: false, endsOn: null, placesLeft: 0 });
    expect(foundingCopy.limitedBanner(full)).toBeNull();
  });

  it('states both limits when both are set', () => {
    const status = foundingOfferStatus({ endsOn: '2027-03-31', places: 100 }, '2027-01-01', 63);
    expect(foundingCopy.limitedBanner(status)).toBe(
      'Limited memberships available: 37 founding places left, offer ends March 31, 2027',
    );
  });
});

describe('site settings checks', () => {
  it('takes real calendar days only', () => {
    expect(isVenueDate('2028-02-29')).toBe(true);
    expect(isVenueDate('2027-02-29')).toBe(false);
    expect(isVenueDate('2027-3-1')).toBe(false);
    expect(longVenueDate('2027-12-05')).toBe('December 5, 2027');
  });

  it("takes the venue's page on its network, never the network's home page or another site", () => {
    expect(isVenueSocialLink('instagram', 'https://www.instagram.com/bigsky/')).toBe(true);
    expect(isVenueSocialLink('facebook', 'https://facebook.com/bigskygolf')).toBe(true);
    expect(isVenueSocialLink('youtube', 'https://www.youtube.com/@bigsky')).toBe(true);
    expect(isVenueSocialLink('facebook', 'https://www.facebook.com/')).toBe(false);
    expect(isVenueSocialLink('instagram', 'http://instagram.com/bigsky')).toBe(false);
    expect(isVenueSocialLink('youtube', 'https://example.com/youtube.com/x')).toBe(false);
    expect(isVenueSocialLink('instagram', 'not a url')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  EVENT_ADD_ONS,
  EVENT_GUEST_RANGES,
  EVENT_PACKAGES,
  EVENT_TYPES,
  eventDiscountPercent,
  FULL_FACILITY_MAX_HOURS,
  formatPrice,
  INQUIRY_TYPES,
  validateContactInquiry,
  validateEventInquiry,
} from '../src';
import { general, NOW, refusedOn, venue, vip } from './fixtures';

describe('events', () => {
  it('has the packages and starting prices of docs/product.md', () => {
    const prices = EVENT_PACKAGES.map((p) => [
      p.name,
      p.fromCents.singleBay && formatPrice(p.fromCents.singleBay),
      p.fromCents.fullFacility && formatPrice(p.fromCents.fullFacility),
    ]);
    expect(prices).toEqual([
      ['Corporate Events', '$400', '$1,500'],
      ['Celebrations', '$600', undefined],
      ['Golf Tournaments', undefined, '$2,000'],
    ]);
    expect(EVENT_ADD_ONS).toEqual([
      'Professional instruction',
      'Catering',
      'Light refreshments',
      'Custom decorations',
    ]);
    expect(FULL_FACILITY_MAX_HOURS).toBe(8);
  });

  it('has the enumerations of docs/product.md', () => {
    expect(EVENT_TYPES).toEqual(['corporate', 'celebration', 'tournament', 'custom', 'other']);
    expect(EVENT_GUEST_RANGES).toEqual(['1-8', '9-15', '16-25', '26-40', '40+']);
    expect(INQUIRY_TYPES).toEqual(['membership', 'events', 'general', 'tour', 'support']);
  });

  it('gives members their discount and visitors standard rates', () => {
    expect(eventDiscountPercent(general)).toBe(10);
    expect(eventDiscountPercent(vip)).toBe(15);
    expect(eventDiscountPercent(null)).toBe(0);
    expect(eventDiscountPercent({ membershipType: 'vip', membershipStatus: 'pending' })).toBe(0);
  });

  const good = {
    contactName: 'Grace Hopper',
    email: 'grace@navy.example',
    eventType: 'corporate',
    message: 'Team offsite for 20',
  };

  it('accepts the required fields alone, and the optional ones', () => {
    expect(validateEventInquiry(good, venue, NOW)).toEqual({
      ok: true,
      value: { ...good, phone: null, eventDate: null, guestCount: null },
    });
    const full = validateEventInquiry(
      { ...good, phone: '406-555-0100', eventDate: '2026-11-22', guestCount: '16-25' },
      venue,
      NOW,
    );
    expect(full.ok && [full.value.eventDate, full.value.guestCount]).toEqual(['2026-11-22', '16-25']);
  });

  it.each([
    [{ contactName: '' }, 'contactName', 'Contact name is required'],
    [{ email: 'grace' }, 'email', 'Please enter a valid email address'],
    [{ eventType: '' }, 'eventType', 'Event type is required'],
    [
      { eventType: 'wedding' },
      'eventType',
      'Event type must be one of: corporate, celebration, tournament, custom, other',
    ],
    [{ message: ' ' }, 'message', 'Message is required'],
    [{ eventDate: '2026-11-21' }, 'eventDate', 'The event date cannot be in the past.'],
    [{ eventDate: 'soon' }, 'eventDate', 'Please choose a valid date.'],
    [{ guestCount: '100' }, 'guestCount', 'Guest count must be one of: 1-8, 9-15, 16-25, 26-40, 40+'],
    [{ message: 'x'.repeat(5001) }, 'message', 'Message must be at most 5000 characters'],
  ])('refuses %o on %s', (over, field, message) => {
    expect(validateEventInquiry({ ...good, ...over }, venue, NOW)).toEqual(refusedOn(field, message));
  });
});

describe('contact form', () => {
  const good = {
    firstName: 'Alan',
    lastName: 'Turing',
    email: 'alan@example.com',
    inquiryType: 'membership',
    message: 'Hi',
  };

  it('accepts the required fields, phone optional', () => {
    expect(validateContactInquiry(good)).toEqual({ ok: true, value: { ...good, phone: null } });
  });

  it('reports every missing field at once', () => {
    expect(validateContactInquiry({})).toEqual({
      ok: false,
      errors: {
        firstName: 'First name is required',
        lastName: 'Last name is required',
        email: 'Please enter a valid email address',
        inquiryType: 'Inquiry type is required',
        message: 'Message is required',
      },
    });
  });

  it('refuses an unknown inquiry type and a non-text phone', () => {
    expect(validateContactInquiry({ ...good, inquiryType: 'sales', phone: 5 })).toEqual({
      ok: false,
      errors: {
        inquiryType: 'Inquiry type must be one of: membership, events, general, tour, support',
        phone: 'Phone must be text',
      },
    });
  });
});

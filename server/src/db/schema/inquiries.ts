import { TOUR_STATUSES } from '@lounge/core';
import { check, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, oneOf } from './columns';

export const contactInquiries = sqliteTable('contact_inquiries', {
  id: text('id').primaryKey(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  inquiryType: text('inquiry_type').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
  handledAt: text('handled_at'),
  handledBy: text('handled_by'),
  notes: text('notes'),
});

export const eventInquiries = sqliteTable('event_inquiries', {
  id: text('id').primaryKey(),
  contactName: text('contact_name').notNull(),
  email: text('email').notNull(),
  eventType: text('event_type').notNull(),
  phone: text('phone'),
  eventDate: text('event_date'),
  guestCount: text('guest_count'),
  message: text('message').notNull(),
  createdAt: createdAt(),
  handledAt: text('handled_at'),
  handledBy: text('handled_by'),
  notes: text('notes'),
});

export const tourBookings = sqliteTable(
  'tour_bookings',
  {
    id: text('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    preferredDate: text('preferred_date').notNull(),
    preferredTime: text('preferred_time').notNull(),
    partySize: integer('party_size').notNull().default(1),
    specialRequests: text('special_requests'),
    status: text('status', { enum: TOUR_STATUSES }).notNull().default('scheduled'),
    confirmedDate: text('confirmed_date'),
    confirmedTime: text('confirmed_time'),
    notes: text('notes'),
    createdAt: createdAt(),
  },
  (t) => [check('tour_bookings_status_check', oneOf(t.status, TOUR_STATUSES))],
);

/** The tour requests, event inquiries and contact messages tables: stored, listed, changed by staff. */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { contactInquiries, eventInquiries, tourBookings } from '../db/schema';

export type TourRow = typeof tourBookings.$inferSelect;
export type NewTour = typeof tourBookings.$inferInsert;
export type NewEventInquiry = typeof eventInquiries.$inferInsert;
export type NewContactInquiry = typeof contactInquiries.$inferInsert;

export function insertTour(db: Db, row: NewTour): void {
  db.insert(tourBookings).values(row).run();
}

export function insertEventInquiry(db: Db, row: NewEventInquiry): void {
  db.insert(eventInquiries).values(row).run();
}

export function insertContactInquiry(db: Db, row: NewContactInquiry): void {
  db.insert(contactInquiries).values(row).run();
}

export function findTour(db: Db, id: string): TourRow | undefined {
  return db.select().from(tourBookings).where(eq(tourBookings.id, id)).get();
}

/** Newest first. */
export function listTours(db: Db): TourRow[] {
  return db.select().from(tourBookings).orderBy(desc(tourBookings.createdAt)).all();
}

export function updateTour(
  db: Db,
  id: string,
  set: Partial<Pick<TourRow, 'status' | 'confirmedDate' | 'confirmedTime' | 'notes'>>,
): TourRow | undefined {
  return db.update(tourBookings).set(set).where(eq(tourBookings.id, id)).returning().get();
}

/** The inquiry lists by their name in the API's paths. */
export const INQUIRY_TABLES = { events: eventInquiries, contact: contactInquiries } as const;
export type InquiryKind = keyof typeof INQUIRY_TABLES;

/** Newest first. */
export function listInquiries(db: Db, kind: InquiryKind) {
  const table = INQUIRY_TABLES[kind];
  return db.select().from(table).orderBy(desc(table.createdAt)).all();
}

export function updateInquiry(
  db: Db,
  kind: InquiryKind,
  id: string,
  set: { handledAt?: string; handledBy?: string; notes?: string | null },
) {
  const table = INQUIRY_TABLES[kind];
  return db.update(table).set(set).where(eq(table.id, id)).returning().get();
}

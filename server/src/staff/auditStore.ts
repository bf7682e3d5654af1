/**
 * The audit trail (staff_actions): written by logStaffAction inside the transaction of the change
 * it records, and read back as a range's entries newest first with each actor's name, and everyone
 * who can act at the desk. Details are cleaned of
 * secrets by core's parseAuditDetails before they leave.
 */
import {
  AUDIT_MAX_ENTRIES,
  type AuditActor,
  type AuditEntry,
  type AuditSubject,
  auditActorName,
  bayLabel,
  coachPhotoCopy,
  parseAuditDetails,
  type ReportRange,
  rangeInstants,
  toIsoInstant,
} from '@lounge/core';
import { and, asc, desc, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import {
  bayBlocks,
  bookings,
  coaches,
  competitionCards,
  competitionEntries,
  competitions,
  contactInquiries,
  eventInquiries,
  eventQuotes,
  ledgerEntries,
  outboxMessages,
  staffActions,
  tourBookings,
  users,
} from '../db/schema';

/**
 * Entries about a member whose name holds `member` (any case): their account, their bookings and
 * their payments. Spelled out in SQL so the subqueries name their own tables.
 */
function aboutMember(member: string): SQL {
  const pattern = `%${member.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const named = sql`SELECT named.id FROM users AS named
    WHERE (named.first_name || ' ' || named.last_name) LIKE ${pattern} ESCAPE '\\'`;
  return or(
    and(eq(staffActions.targetType, 'user'), sql`${staffActions.targetId} IN (${named})`),
    and(
      eq(staffActions.targetType, 'booking'),
      sql`${staffActions.targetId} IN (SELECT b.id FROM bookings AS b WHERE b.user_id IN (${named}))`,
    ),
    and(
      eq(staffActions.targetType, 'payment'),
      sql`${staffActions.targetId} IN (SELECT l.id FROM ledger_entries AS l WHERE l.user_id IN (${named}))`,
    ),
  ) as SQL;
}

export function auditEntries(
  db: Db,
  range: ReportRange,
  timeZone: string,
  actorId: string | undefined,
  member?: string,
): { entries: AuditEntry[]; truncated: boolean } {
  const span = rangeInstants(range, timeZone);
  const rows = db
    .select({
      id: staffActions.id,
      createdAt: staffActions.createdAt,
      actorId: staffActions.actorId,
      firstName: users.firstName,
      lastName: users.lastName,
      action: staffActions.action,
      targetType: staffActions.targetType,
      targetId: staffActions.targetId,
      details: staffActions.details,
    })
    .from(staffActions)
    .leftJoin(users, eq(staffActions.actorId, users.id))
    .where(
      and(
        gte(staffActions.createdAt, toIsoInstant(span.start)),
        lt(staffActions.createdAt, toIsoInstant(span.end)),
        actorId === undefined ? undefined : eq(staffActions.actorId, actorId),
        member ? aboutMember(member) : undefined,
      ),
    )
    .orderBy(desc(staffActions.createdAt), desc(staffActions.id))
    .limit(AUDIT_MAX_ENTRIES + 1)
    .all();
  return {
    entries: rows.slice(0, AUDIT_MAX_ENTRIES).map(({ firstName, lastName, details, ...row }) => {
      const parsed = parseAuditDetails(details);
      const person = firstName === null ? null : { firstName, lastName: lastName ?? '' };
      return { ...row, actorName: auditActorName(person, parsed), details: parsed };
    }),
    truncated: rows.length > AUDIT_MAX_ENTRIES,
  };
}

/** Staff, managers and admins, by name: the audit screen's actor filter. */
export function auditActors(db: Db): AuditActor[] {
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, role: users.role })
    .from(users)
    .where(inArray(users.role, ['staff', 'manager', 'admin']))
    .orderBy(asc(users.firstName), asc(users.lastName))
    .all()
    .map(({ id, firstName, lastName, role }) => ({
      id,
      name: `${firstName} ${lastName}`,
      role: role === 'member' || role === 'coach' ? 'staff' : role,
    }));
}

export interface StaffAction {
  /** Null when the lounge acted itself (a release) or a kiosk did (named in the details). */
  actorId: string | null;
  action: string;
  targetType:
    | 'booking'
    | 'tour'
    | 'event_inquiry'
    | 'contact_inquiry'
    | 'user'
    | 'outbox_message'
    | 'payment'
    | 'bay_block'
    | 'photo'
    | 'legal_text'
    | 'cash_up'
    | 'competition'
    | 'scorecard'
    | 'event_quote'
    | 'event_price_list'
    | 'kiosk'
    | 'door'
    | 'bay'
    | 'shop_item'
    | 'shop_sale'
    | 'shop_tab'
    | 'coach';
  targetId: string;
  details?: Record<string, unknown>;
}

/** Records a staff action; call inside the same transaction as the change it describes. */
export function logStaffAction(db: Db, entry: StaffAction, now: number): void {
  db.insert(staffActions)
    .values({
      actorId: entry.actorId,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      details: entry.details ? JSON.stringify(entry.details) : null,
      createdAt: toIsoInstant(now),
    })
    .run();
}

const personName = (first: string, last: string) => `${first} ${last}`.trim();

/**
 * What each entry names, read from the records (those still there): a booking's member, bay and
 * start, a payment's member and description, an account's name, a tour's or an inquiry's name, a
 * competition's name, a coach's, an event quote's contact, a scorecard's player and competition, a block's
 * bays and reason, an email's subject and address.
 * Keyed by 'targetType:targetId'.
 */
export function auditSubjects(db: Db, entries: readonly AuditEntry[]): Map<string, AuditSubject> {
  const ids = (type: string) => [
    ...new Set(entries.filter((e) => e.targetType === type).map((e) => e.targetId)),
  ];
  const subjects = new Map<string, AuditSubject>();
  const none = { memberId: null, memberName: null, bayNumber: null, startTime: null, label: null };
  const bookingIds = ids('booking');
  if (bookingIds.length > 0) {
    for (const b of db
      .select({
        id: bookings.id,
        memberId: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        bayNumber: bookings.bayNumber,
        startTime: bookings.startTime,
      })
      .from(bookings)
      .innerJoin(users, eq(bookings.userId, users.id))
      .where(inArray(bookings.id, bookingIds))
      .all()) {
      subjects.set(`booking:${b.id}`, {
        ...none,
        memberId: b.memberId,
        memberName: personName(b.firstName, b.lastName),
        bayNumber: b.bayNumber,
        startTime: b.startTime,
      });
    }
  }
  const paymentIds = ids('payment');
  if (paymentIds.length > 0) {
    for (const p of db
      .select({
        id: ledgerEntries.id,
        memberId: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        description: ledgerEntries.description,
      })
      .from(ledgerEntries)
      .leftJoin(users, eq(ledgerEntries.userId, users.id))
      .where(inArray(ledgerEntries.id, paymentIds))
      .all()) {
      subjects.set(`payment:${p.id}`, {
        ...none,
        memberId: p.memberId,
        memberName: p.firstName === null ? null : personName(p.firstName, p.lastName ?? ''),
        label: p.description,
      });
    }
  }
  const userIds = ids('user');
  if (userIds.length > 0) {
    for (const u of db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(inArray(users.id, userIds))
      .all()) {
      subjects.set(`user:${u.id}`, {
        ...none,
        memberId: u.id,
        memberName: personName(u.firstName, u.lastName),
      });
    }
  }
  const named = (type: string, rows: { id: string; name: string }[]) => {
    for (const r of rows) subjects.set(`${type}:${r.id}`, { ...none, label: r.name });
  };
  const tourIds = ids('tour');
  if (tourIds.length > 0) {
    named(
      'tour',
      db
        .select({ id: tourBookings.id, first: tourBookings.firstName, last: tourBookings.lastName })
        .from(tourBookings)
        .where(inArray(tourBookings.id, tourIds))
        .all()
        .map((t) => ({ id: t.id, name: personName(t.first, t.last) })),
    );
  }
  const contactIds = ids('contact_inquiry');
  if (contactIds.length > 0) {
    named(
      'contact_inquiry',
      db
        .select({
          id: contactInquiries.id,
          first: contactInquiries.firstName,
          last: contactInquiries.lastName,
        })
        .from(contactInquiries)
        .where(inArray(contactInquiries.id, contactIds))
        .all()
        .map((c) => ({ id: c.id, name: personName(c.first, c.last) })),
    );
  }
  const eventIds = ids('event_inquiry');
  if (eventIds.length > 0) {
    named(
      'event_inquiry',
      db
        .select({ id: eventInquiries.id, name: eventInquiries.contactName })
        .from(eventInquiries)
        .where(inArray(eventInquiries.id, eventIds))
        .all(),
    );
  }
  const competitionIds = ids('competition');
  if (competitionIds.length > 0) {
    named(
      'competition',
      db
        .select({ id: competitions.id, name: competitions.name })
        .from(competitions)
        .where(inArray(competitions.id, competitionIds))
        .all(),
    );
  }
  const coachIds = ids('coach');
  if (coachIds.length > 0) {
    named(
      'coach',
      db
        .select({ id: coaches.id, name: coaches.name })
        .from(coaches)
        .where(inArray(coaches.id, coachIds))
        .all()
        .map((c) => ({ id: c.id, name: coachPhotoCopy.auditLabel(c.name) })),
    );
  }
  const quoteIds = ids('event_quote');
  if (quoteIds.length > 0) {
    named(
      'event_quote',
      db
        .select({ id: eventQuotes.id, name: eventQuotes.contactName })
        .from(eventQuotes)
        .where(inArray(eventQuotes.id, quoteIds))
        .all()
        .map((q) => ({ id: q.id, name: `${q.name}'s event` })),
    );
  }
  const cardIds = ids('scorecard');
  if (cardIds.length > 0) {
    for (const c of db
      .select({
        id: competitionCards.id,
        memberId: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        competition: competitions.name,
      })
      .from(competitionCards)
      .innerJoin(competitionEntries, eq(competitionEntries.id, competitionCards.entryId))
      .innerJoin(competitions, eq(competitions.id, competitionEntries.competitionId))
      .innerJoin(users, eq(users.id, competitionEntries.userId))
      .where(inArray(competitionCards.id, cardIds))
      .all()) {
      subjects.set(`scorecard:${c.id}`, {
        ...none,
        memberId: c.memberId,
        memberName: personName(c.firstName, c.lastName),
        label: c.competition,
      });
    }
  }
  const blockGroups = ids('bay_block');
  if (blockGroups.length > 0) {
    // A group's bays and reason while it is still there (a removed block's entry says them itself).
    const held = new Map<string, { bays: Set<string>; reason: string }>();
    for (const b of db
      .select({ groupId: bayBlocks.groupId, bay: bayBlocks.bayNumber, reason: bayBlocks.reason })
      .from(bayBlocks)
      .where(inArray(bayBlocks.groupId, blockGroups))
      .all()) {
      const group = held.get(b.groupId) ?? { bays: new Set<string>(), reason: b.reason };
      group.bays.add(b.bay);
      held.set(b.groupId, group);
    }
    named(
      'bay_block',
      [...held].map(([id, g]) => ({
        id,
        name: `${[...g.bays].map(bayLabel).join(', ')}: ${g.reason}`,
      })),
    );
  }
  const mailIds = ids('outbox_message');
  if (mailIds.length > 0) {
    named(
      'outbox_message',
      db
        .select({ id: outboxMessages.id, subject: outboxMessages.subject, to: outboxMessages.toAddress })
        .from(outboxMessages)
        .where(inArray(outboxMessages.id, mailIds))
        .all()
        .map((m) => ({ id: m.id, name: `'${m.subject}' to ${m.to}` })),
    );
  }
  return subjects;
}

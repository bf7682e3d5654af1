/**
 * Event quotes (docs/events.md): staff build one from an event inquiry (core's buildQuote prices
 * it, the member's discount found through the contact's address once an account has proven it),
 * send it (a secret link, only its SHA-256 kept, emailed through the outbox in the same
 * transaction), and the contact opens it and accepts its terms. Paying is eventCheckout.ts's, the
 * balance at the desk eventPayments.ts's, cancelling eventCancel.ts's; what a quote costs at the moment of paying is quotePricing.ts's.
 */
import { randomUUID } from 'node:crypto';
import Boom from '@hapi/boom';
import {
  addDays,
  balanceDates,
  buildQuote,
  DEFAULT_EVENT_TERMS,
  type EventQuoteChange,
  type EventQuoteRequest,
  effectiveQuoteStatus,
  eventQuoteEmails,
  eventQuoteMessages,
  eventSpan,
  isIsoDate,
  isWallTime,
  type PublicEventQuote,
  quoteExpiresAt,
  type SentEventQuote,
  type StaffEventQuote,
  toIsoInstant,
  venueDate,
} from '@lounge/core';
import type { AppContext } from '../appContext';
import { hashSecret, newSecretToken } from '../auth/secretTokens';
import { writeTransaction } from '../db/database';
import { refuse } from '../http/errors';
import { emailContext, hasMailServer } from '../mail/mailContext';
import { enqueueMail } from '../mail/outboxService';
import { logStaffAction } from '../staff/auditService';
import type { UserRow } from '../users/userService';
import { eventTimeRefusal } from './eventHold';
import {
  addOnPrices,
  type EventQuoteRow,
  findEventInquiry,
  findQuote,
  findQuoteByTokenHash,
  insertQuote,
  listQuotes,
  quotesOfMember,
  updateQuote,
} from './eventQuoteStore';
import { packageName, publicQuoteView, spaceOf, staffQuoteView } from './eventQuoteView';
import { discountAt, quoteMember, quoteNow, sumsColumns } from './quotePricing';

/** How far ahead an event may be quoted, in days. */
const QUOTE_MAX_DAYS_AHEAD = 730;

export const invalid = (m: { title: string; message: string }, field: string) =>
  refuse(400, { ...m, code: 'invalid_quote', field });

/** What a quote is priced from (its request less the inquiry it answers). */
type QuoteFields = Required<Omit<EventQuoteRequest, 'inquiryId'>>;

/** Staff's request priced and checked: the row to write (core's rules, the venue's bays and the date). */
function priceQuote(ctx: AppContext, request: QuoteFields, email: string) {
  const venue = ctx.config.venue;
  const today = venueDate(ctx.now(), venue.timeZone);
  if (!isIsoDate(request.date) || request.date < today || request.date > addDays(today, QUOTE_MAX_DAYS_AHEAD))
    throw invalid(eventQuoteMessages.badDate, 'date');
  if (!isWallTime(request.startTime)) throw invalid(eventQuoteMessages.badTime, 'startTime');
  const bays = request.space === 'facility' ? null : [...new Set(request.space)];
  const unknown = bays?.find((b) => !venue.bays.includes(b));
  if (unknown !== undefined) throw invalid(eventQuoteMessages.badBay(unknown), 'space');
  const list = addOnPrices(ctx.db);
  const addOns = (request.addOns ?? []).map((name) => {
    const price = list.find((p) => p.name.toLowerCase() === name.trim().toLowerCase());
    if (!price) throw invalid(eventQuoteMessages.unknownAddOn(name), 'addOns');
    return price;
  });
  // Only an account that has proven the address is its member (docs/security.md).
  const member = quoteMember(ctx, email);
  const discountPercent = discountAt(member);
  const quote = buildQuote({
    packageId: request.packageId,
    space: bays ? { kind: 'bays', bays } : { kind: 'facility' },
    hours: request.hours,
    addOns,
    adjustments: request.adjustments ?? {},
    discountPercent,
  });
  if (!quote.ok) throw invalid({ title: 'Invalid Quote', message: quote.message }, quote.field);
  const span = eventSpan(request.date, request.startTime, request.hours, venue.timeZone);
  return {
    userId: member?.id ?? null,
    packageId: request.packageId,
    space: JSON.stringify(bays ?? 'facility'),
    eventDate: request.date,
    startTime: request.startTime,
    minutes: Math.round(request.hours * 60),
    startsAt: toIsoInstant(span.start),
    endsAt: toIsoInstant(span.end),
    headCount: request.headCount,
    addOns: JSON.stringify(addOns.map((a) => a.name)),
    adjustments: JSON.stringify(request.adjustments ?? {}),
    lines: JSON.stringify(quote.lines),
    discountPercent,
    quotedDiscountPercent: discountPercent,
    totalCents: quote.totalCents,
    depositCents: quote.depositCents,
    balanceCents: quote.balanceCents,
    // Due on sending when the event is nearer than the terms' days; sending sets it again.
    balanceDueOn: balanceDates(request.date, today, DEFAULT_EVENT_TERMS).dueOn,
    notes: (request.notes ?? '').trim(),
  };
}

/** POST /api/staff/event-quotes: a draft quote for an event inquiry. */
export function createEventQuote(
  ctx: AppContext,
  actor: UserRow,
  request: EventQuoteRequest,
): StaffEventQuote {
  return writeTransaction(ctx.database, () => {
    const inquiry = findEventInquiry(ctx.db, request.inquiryId);
    if (!inquiry) throw Boom.notFound(eventQuoteMessages.inquiryNotFound);
    const priced = priceQuote(ctx, { addOns: [], adjustments: {}, notes: '', ...request }, inquiry.email);
    const nowIso = toIsoInstant(ctx.now());
    const row = insertQuote(ctx.db, {
      id: randomUUID(),
      inquiryId: inquiry.id,
      contactName: inquiry.contactName,
      email: inquiry.email,
      ...priced,
      status: 'draft',
      createdBy: actor.id,
      createdAt: nowIso,
      updatedAt: nowIso,
    });
    logStaffAction(
      ctx.db,
      {
        actorId: actor.id,
        action: 'event_quote_create',
        targetType: 'event_quote',
        targetId: row.id,
        details: { inquiryId: inquiry.id, totalCents: row.totalCents },
      },
      ctx.now(),
    );
    return staffQuoteView(ctx, row);
  });
}

export function eventQuotesForDesk(
  ctx: AppContext,
  filter: { inquiryId?: string; status?: string },
): StaffEventQuote[] {
  const now = ctx.now();
  // 'expired' is a link's days running out, not a write: read from every quote, then filtered.
  const rows = listQuotes(ctx.db, { ...(filter.inquiryId ? { inquiryId: filter.inquiryId } : {}) });
  return rows
    .filter((r) => !filter.status || effectiveQuoteStatus(r, now) === filter.status)
    .map((r) => staffQuoteView(ctx, r));
}

export function quoteOr404(ctx: AppContext, id: string): EventQuoteRow {
  const row = findQuote(ctx.db, id);
  if (!row) throw Boom.notFound(eventQuoteMessages.notFound);
  return row;
}

export function eventQuoteForDesk(ctx: AppContext, id: string): StaffEventQuote {
  return staffQuoteView(ctx, quoteOr404(ctx, id));
}

/** A draft's fields as staff last saved them: what a change is laid over. */
function fieldsOf(row: EventQuoteRow): QuoteFields {
  return {
    packageId: row.packageId as QuoteFields['packageId'],
    space: spaceOf(row),
    date: row.eventDate,
    startTime: row.startTime,
    hours: row.minutes / 60,
    headCount: row.headCount,
    addOns: JSON.parse(row.addOns) as string[],
    adjustments: JSON.parse(row.adjustments) as QuoteFields['adjustments'],
    notes: row.notes,
  };
}

/**
 * PATCH /api/staff/event-quotes/{id}: a draft changed and priced again, from the price list and the
 * contact's membership as they are now (nobody has seen its prices yet). Once sent, a quote is the
 * contact's to read: it is refused, and a new quote is built instead. Unticking an add-on drops the
 * price staff had set for it, unless the same change sets prices again.
 */
export function changeEventQuote(
  ctx: AppContext,
  actor: UserRow,
  id: string,
  change: EventQuoteChange,
): StaffEventQuote {
  return writeTransaction(ctx.database, () => {
    const row = quoteOr404(ctx, id);
    const status = effectiveQuoteStatus(row, ctx.now());
    if (status !== 'draft')
      throw refuse(409, { ...eventQuoteMessages.notEditable(status), code: 'quote_not_draft' });
    const before = fieldsOf(row);
    const addOns = change.addOns ?? before.addOns;
    const kept = new Set(['package', ...addOns.map((name) => `addon:${name.trim().toLowerCase()}`)]);
    const adjustments =
      change.adjustments ??
      Object.fromEntries(Object.entries(before.adjustments).filter(([key]) => kept.has(key.toLowerCase())));
    const priced = priceQuote(ctx, { ...before, ...change, addOns, adjustments }, row.email);
    const changed = updateQuote(ctx.db, row.id, priced, toIsoInstant(ctx.now()));
    logStaffAction(
      ctx.db,
      {
        actorId: actor.id,
        action: 'event_quote_edit',
        targetType: 'event_quote',
        targetId: row.id,
        details: { fields: Object.keys(change), totalCents: changed.totalCents },
      },
      ctx.now(),
    );
    return staffQuoteView(ctx, changed);
  });
}

/** The page the email links to; the web app reads the token from the query and sends it in bodies. */
function quoteLink(publicUrl: string, token: string): string {
  return `${publicUrl}/event-quote?token=${token}`;
}

export function quoteEmailFacts(
  row: Pick<
    EventQuoteRow,
    'contactName' | 'packageId' | 'eventDate' | 'startTime' | 'totalCents' | 'depositCents' | 'balanceCents'
  >,
) {
  return {
    contactName: row.contactName,
    packageName: packageName(row.packageId),
    eventDate: row.eventDate,
    startTime: row.startTime,
    totalCents: row.totalCents,
    depositCents: row.depositCents,
    balanceCents: row.balanceCents,
  };
}

/**
 * POST /api/staff/event-quotes/{id}/send: a new secret link (any earlier one stops working), valid
 * for the quote's days, emailed in the same transaction; on a box without a mail server, handed to
 * the staff member instead (audited as such). Refused while the time is not free. It goes out
 * priced with its member's discount as it is now (the email and the page then agree), and that is
 * the discount it is quoted with.
 */
export function sendEventQuote(ctx: AppContext, actor: UserRow, id: string): SentEventQuote {
  return writeTransaction(ctx.database, () => {
    const row = quoteOr404(ctx, id);
    const now = ctx.now();
    const status = effectiveQuoteStatus(row, now);
    if (!['draft', 'sent', 'viewed', 'expired'].includes(status))
      throw refuse(409, { ...eventQuoteMessages.notSendable(status), code: 'quote_step' });
    if (row.eventDate < venueDate(now, ctx.config.venue.timeZone))
      throw invalid(eventQuoteMessages.badDate, 'date');
    const inTheWay = eventTimeRefusal(ctx, row);
    if (inTheWay) throw inTheWay;
    const token = newSecretToken();
    const nowIso = toIsoInstant(now);
    const { member, sums } = quoteNow(ctx, row);
    const today = venueDate(now, ctx.config.venue.timeZone);
    const sent = updateQuote(
      ctx.db,
      row.id,
      {
        ...sumsColumns(sums),
        quotedDiscountPercent: sums.discountPercent,
        userId: member?.id ?? null,
        status: 'sent',
        tokenHash: hashSecret(token),
        sentAt: nowIso,
        // Never due on a day before it was sent: a near event's balance is due on sending.
        balanceDueOn: balanceDates(row.eventDate, today, DEFAULT_EVENT_TERMS).dueOn,
        linkExpiresAt: toIsoInstant(quoteExpiresAt(now, DEFAULT_EVENT_TERMS)),
        viewedAt: null,
        acceptedAt: null,
      },
      nowIso,
    );
    const link = quoteLink(ctx.config.publicUrl, token);
    const mail = eventQuoteEmails.quote(quoteEmailFacts(sent), link, emailContext(ctx));
    // Without a mail server the email is kept without its link, and the link goes to the staff
    // member who sent it, in this answer alone, to pass on (docs/decisions/052).
    const mailServer = hasMailServer(ctx);
    enqueueMail(
      ctx.db,
      {
        kind: 'event_quote',
        to: sent.email,
        userId: sent.userId,
        inquiryId: sent.inquiryId,
        ...mail,
        mailServer,
      },
      nowIso,
    );
    logStaffAction(
      ctx.db,
      {
        actorId: actor.id,
        action: 'event_quote_send',
        targetType: 'event_quote',
        targetId: row.id,
        ...(mailServer ? {} : { details: { linkHandedToStaff: true } }),
      },
      now,
    );
    const view = staffQuoteView(ctx, sent);
    return mailServer ? view : { ...view, handOverLink: link };
  });
}

/**
 * GET /api/event-quotes/mine: a signed-in member's events, the quotes sent to their address once
 * they have proven it (whenever the quote was made); none while it is unproven.
 */
export function eventsOfMember(ctx: AppContext, user: UserRow): PublicEventQuote[] {
  if (!user.isEmailVerified) return [];
  return quotesOfMember(ctx.db, user.email).map((row) => publicQuoteView(ctx, row));
}

/** The quote a link's token opens; 400 for an unknown token (the same for every wrong one). */
export function quoteOfToken(ctx: AppContext, token: string): EventQuoteRow {
  const row = token ? findQuoteByTokenHash(ctx.db, hashSecret(token)) : undefined;
  if (!row) throw refuse(400, { ...eventQuoteMessages.badLink, code: 'quote_link_invalid' });
  return row;
}

/** Refuses a step on a quote whose link has run out or that was cancelled. */
export function assertOpen(ctx: AppContext, row: EventQuoteRow): void {
  const status = effectiveQuoteStatus(row, ctx.now());
  if (status === 'expired') throw refuse(410, { ...eventQuoteMessages.expired, code: 'quote_expired' });
  if (status === 'cancelled') throw refuse(409, { ...eventQuoteMessages.cancelled, code: 'quote_cancelled' });
}

/** POST /api/event-quote/view: the quote page; the first opening marks it viewed. */
export function viewEventQuote(ctx: AppContext, token: string): PublicEventQuote {
  return writeTransaction(ctx.database, () => {
    const row = quoteOfToken(ctx, token);
    if (row.status !== 'sent' || effectiveQuoteStatus(row, ctx.now()) !== 'sent')
      return publicQuoteView(ctx, row);
    const nowIso = toIsoInstant(ctx.now());
    return publicQuoteView(ctx, updateQuote(ctx.db, row.id, { status: 'viewed', viewedAt: nowIso }, nowIso));
  });
}

/** POST /api/event-quote/accept: the contact accepts the terms (again: nothing changes). */
export function acceptEventQuote(ctx: AppContext, token: string): PublicEventQuote {
  return writeTransaction(ctx.database, () => {
    const row = quoteOfToken(ctx, token);
    assertOpen(ctx, row);
    if (row.status === 'accepted' || row.status === 'paid') return publicQuoteView(ctx, row);
    const nowIso = toIsoInstant(ctx.now());
    return publicQuoteView(
      ctx,
      updateQuote(
        ctx.db,
        row.id,
        { status: 'accepted', acceptedAt: nowIso, viewedAt: row.viewedAt ?? nowIso },
        nowIso,
      ),
    );
  });
}

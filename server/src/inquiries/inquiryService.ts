/**
 * Tours, event inquiries and contact messages: what a visitor sends (checked by core's rules,
 * stored with its emails in one transaction) and what staff do with it at the desk (a tour
 * confirmed, completed or cancelled; an inquiry marked handled; notes on each), every staff change
 * logged with its actor in the same transaction.
 */
import { randomUUID } from 'node:crypto';
import Boom from '@hapi/boom';
import {
  type ConfirmTourRequest,
  type InquiryReceived,
  inquiryMessages,
  isIsoDate,
  isWallTime,
  type TourRequested,
  toastMessages,
  toIsoInstant,
  tourRequestCopy,
  validateContactInquiry,
  validateEventInquiry,
  validateTourRequest,
} from '@lounge/core';
import type { AppContext } from '../appContext';
import { tourRequestCalendar } from '../calendar/ics';
import { writeTransaction } from '../db/database';
import { invalidFields, refuse } from '../http/errors';
import { logStaffAction } from '../staff/auditService';
import type { UserRow } from '../users/userService';
import {
  queueContactMail,
  queueEventInquiryMail,
  queueTourConfirmedMail,
  queueTourRequestMail,
} from './inquiryMail';
import {
  findTour,
  type InquiryKind,
  insertContactInquiry,
  insertEventInquiry,
  insertTour,
  listInquiries,
  listTours,
  type TourRow,
  updateInquiry,
  updateTour,
} from './inquiryStore';

/** Which inquiries: the desk's routes name them in their paths. */
export type { InquiryKind } from './inquiryStore';

export const TOUR_NOT_FOUND = 'Tour request not found';
export const INQUIRY_NOT_FOUND = 'Inquiry not found';

type FormBody = Record<string, unknown>;

/**
 * POST /api/tours/book: the request stored with its receipt and the staff's note; answered with
 * what the page's confirmation states (the receipt's lines and words) and the request as a calendar
 * file.
 */
export function submitTourRequest(ctx: AppContext, body: FormBody): TourRequested {
  const now = ctx.now();
  const check = validateTourRequest(body, ctx.config.venue, now);
  if (!check.ok) throw invalidFields(check.errors, toastMessages.tourFailed.title);
  const id = randomUUID();
  const nowIso = toIsoInstant(now);
  const { venue, publicUrl } = ctx.config;
  // The page offers the file and the receipt carries it: the same file.
  const calendar = tourRequestCalendar({ id, ...check.value }, venue, publicUrl);
  writeTransaction(ctx.database, () => {
    insertTour(ctx.db, { id, ...check.value, createdAt: nowIso });
    queueTourRequestMail(ctx, { id, ...check.value }, calendar, nowIso);
  });
  const { preferredDate: date, preferredTime: time, partySize } = check.value;
  return {
    message: tourRequestCopy.next(venue),
    id,
    lines: tourRequestCopy.lines({ date, time, partySize }, venue),
    calendar,
  };
}

export function submitEventInquiry(ctx: AppContext, body: FormBody): InquiryReceived {
  const now = ctx.now();
  const check = validateEventInquiry(body, ctx.config.venue, now);
  if (!check.ok) throw invalidFields(check.errors, toastMessages.eventFailed.title);
  const id = randomUUID();
  const nowIso = toIsoInstant(now);
  writeTransaction(ctx.database, () => {
    insertEventInquiry(ctx.db, { id, ...check.value, createdAt: nowIso });
    queueEventInquiryMail(ctx, { id, ...check.value }, nowIso);
  });
  return { message: inquiryMessages.eventReceived, id };
}

export function submitContactMessage(ctx: AppContext, body: FormBody): InquiryReceived {
  const check = validateContactInquiry(body);
  if (!check.ok) throw invalidFields(check.errors, toastMessages.contactFailed.title);
  const id = randomUUID();
  const nowIso = toIsoInstant(ctx.now());
  writeTransaction(ctx.database, () => {
    insertContactInquiry(ctx.db, { id, ...check.value, createdAt: nowIso });
    queueContactMail(ctx, { id, ...check.value }, nowIso);
  });
  return { message: inquiryMessages.contactReceived, id };
}

export type TourStatusChange = 'confirmed' | 'completed' | 'cancelled';

/** The desk's steps of a tour, each a route of its own. */
export const TOUR_STEP_NAMES = ['confirm', 'complete', 'cancel'] as const;
export type TourStep = (typeof TOUR_STEP_NAMES)[number];

/** The status each step leads to, and the statuses it may be taken from. */
const TOUR_STEPS: Record<TourStep, { to: TourStatusChange; from: readonly string[] }> = {
  confirm: { to: 'confirmed', from: ['scheduled', 'confirmed'] },
  complete: { to: 'completed', from: ['scheduled', 'confirmed'] },
  cancel: { to: 'cancelled', from: ['scheduled', 'confirmed'] },
};

/** The tours at the desk, as the store lists them. */
export function toursForDesk(ctx: AppContext): TourRow[] {
  return listTours(ctx.db);
}

/**
 * A tour's step at the desk (`TOUR_STEPS`): a confirmation names its date and time (`body`, which
 * the other steps do not send); the tour must be in one of the statuses the step is taken from.
 */
export function takeTourStep(
  ctx: AppContext,
  actor: UserRow,
  id: string,
  action: TourStep,
  body: Partial<ConfirmTourRequest> | null,
): TourRow {
  const { to, from } = TOUR_STEPS[action];
  const confirmation = body ?? {};
  if (
    to === 'confirmed' &&
    (!isIsoDate(confirmation.confirmedDate) || !isWallTime(confirmation.confirmedTime))
  ) {
    throw refuse(400, {
      title: 'Invalid Confirmation',
      message: 'Give the tour a date (YYYY-MM-DD) and a time (HH:mm).',
      field: isIsoDate(confirmation.confirmedDate) ? 'confirmedTime' : 'confirmedDate',
    });
  }
  return writeTransaction(ctx.database, () => {
    const tour = findTour(ctx.db, id);
    if (!tour) throw Boom.notFound(TOUR_NOT_FOUND);
    if (!from.includes(tour.status))
      throw refuse(409, { title: 'Not Possible', message: `A ${tour.status} tour cannot be ${to}.` });
    const { confirmedDate, confirmedTime } = confirmation;
    const row = updateTour(ctx.db, id, {
      status: to,
      ...(to === 'confirmed' ? { confirmedDate, confirmedTime } : {}),
    });
    if (!row) throw Boom.notFound(TOUR_NOT_FOUND);
    if (to === 'confirmed' && confirmedDate && confirmedTime)
      queueTourConfirmedMail(ctx, row, confirmedDate, confirmedTime, toIsoInstant(ctx.now()));
    logStaffAction(
      ctx.db,
      {
        actorId: actor.id,
        action: `tour_${action}`,
        targetType: 'tour',
        targetId: id,
        details: to === 'confirmed' ? confirmation : {},
      },
      ctx.now(),
    );
    return row;
  });
}

export function setTourNotes(ctx: AppContext, actor: UserRow, id: string, notes: string): TourRow {
  return writeTransaction(ctx.database, () => {
    const row = updateTour(ctx.db, id, { notes: notes || null });
    if (!row) throw Boom.notFound(TOUR_NOT_FOUND);
    logStaffAction(
      ctx.db,
      { actorId: actor.id, action: 'tour_notes', targetType: 'tour', targetId: id },
      ctx.now(),
    );
    return row;
  });
}

const INQUIRY_TARGETS = { events: 'event_inquiry', contact: 'contact_inquiry' } as const;

export function inquiriesForDesk(ctx: AppContext, kind: InquiryKind) {
  return listInquiries(ctx.db, kind);
}

/** Staff's changes to an event inquiry or contact message: marked handled, or its notes. */
type InquiryChange = { action: 'handled' } | { action: 'notes'; notes: string };

export function markInquiryHandled(ctx: AppContext, actor: UserRow, kind: InquiryKind, id: string) {
  return changeInquiry(ctx, actor, kind, id, { action: 'handled' });
}

export function setInquiryNotes(
  ctx: AppContext,
  actor: UserRow,
  kind: InquiryKind,
  id: string,
  notes: string,
) {
  return changeInquiry(ctx, actor, kind, id, { action: 'notes', notes });
}

function changeInquiry(
  ctx: AppContext,
  actor: UserRow,
  kind: InquiryKind,
  id: string,
  change: InquiryChange,
) {
  return writeTransaction(ctx.database, () => {
    const row = updateInquiry(
      ctx.db,
      kind,
      id,
      change.action === 'handled'
        ? { handledAt: toIsoInstant(ctx.now()), handledBy: actor.id }
        : { notes: change.notes || null },
    );
    if (!row) throw Boom.notFound(INQUIRY_NOT_FOUND);
    logStaffAction(
      ctx.db,
      { actorId: actor.id, action: change.action, targetType: INQUIRY_TARGETS[kind], targetId: id },
      ctx.now(),
    );
    return row;
  });
}

/**
 * Private events' quotes: the desk's (/api/staff/event-quotes, /api/staff/event-add-ons) and the
 * contact's quote page (/api/event-quote/*, the secret link's token in the body, never the path).
 */
import Joi from 'joi';
import {
  bool,
  either,
  exactly,
  id,
  int,
  list,
  nullable,
  object,
  oneOf,
  optional,
  record,
  type Sent,
  type Shape,
  text,
  uuid,
  withDefault,
  words,
  writtenLine,
  writtenLines,
} from './shape';
import { EVENT_BALANCE_METHODS, EVENT_QUOTE_STATUSES } from './statuses';

/** One add-on of the venue's price list (the desk edits it). */
export const EventAddOnPrice = object({ name: text, cents: int });
export type EventAddOnPrice = Shape<typeof EventAddOnPrice>;

/** PUT /api/staff/event-add-ons: the whole list, replacing the one before. */
export const EventAddOnPricesRequest = object({
  addOns: list(object({ name: words(80), cents: int.min(0).max(10_000_000) })).max(50),
}).label('request body');
export type EventAddOnPricesRequest = Sent<typeof EventAddOnPricesRequest>;

/** A line of a quote, as core's buildQuote makes it. */
const EventQuoteLine = object({
  key: text,
  label: text,
  cents: int,
  adjustedFrom: optional(int),
  reason: optional(text),
});

const packageId = oneOf(['corporate', 'celebration', 'tournament'] as const);
/** Bay numbers, or 'facility' for the whole facility. */
const space = either(exactly('facility'), list(Joi.string().max(8)).min(1).max(64));
const date = Joi.string().max(10);
const startTime = Joi.string().max(5);
const hours = Joi.number().min(0.5).max(24);
const headCount = int.min(1).max(1000);
/** Names from the price list. */
const addOns = list(Joi.string().max(80)).max(50);
/** Line key ('package', 'addon:<name>') to the price staff set and why. */
const adjustments = record(object({ cents: int.min(0).max(100_000_000), reason: writtenLine(300) }));
const notes = writtenLines(2000);

/** POST /api/staff/event-quotes: what staff build a quote from. */
export const EventQuoteRequest = object({
  inquiryId: uuid,
  packageId,
  space,
  date,
  startTime,
  hours,
  headCount,
  addOns: withDefault(addOns, []),
  adjustments: withDefault(adjustments, {}),
  notes: withDefault(notes, ''),
}).label('request body');
export type EventQuoteRequest = Sent<typeof EventQuoteRequest>;

/**
 * PATCH /api/staff/event-quotes/{id}: a draft's fields, any of them; the rest stay as they were.
 * The inquiry it answers, its contact and its sums are not fields: the sums are priced again.
 */
export const EventQuoteChange = object({
  packageId: optional(packageId),
  space: optional(space),
  date: optional(date),
  startTime: optional(startTime),
  hours: optional(hours),
  headCount: optional(headCount),
  addOns: optional(addOns),
  adjustments: optional(adjustments),
  notes: optional(notes),
})
  .min(1)
  .label('request body');
export type EventQuoteChange = Sent<typeof EventQuoteChange>;

/** What the contact sees on the quote page (and staff, with more). */
const quoteCore = {
  id,
  contactName: text,
  packageId: text,
  packageName: text,
  /** 'facility', or the bays. */
  space: either(exactly('facility'), list(text)),
  date: text,
  startTime: text,
  hours: Joi.number(),
  headCount: int,
  startsAt: text,
  endsAt: text,
  /** The lines priced now: the discount is the paying member's at the moment of paying. */
  lines: list(EventQuoteLine),
  discountPercent: int,
  /** The member discount the quote went out with (at its sending). */
  quotedDiscountPercent: int,
  /** Why the discount priced differs from the one quoted (core's eventQuoteCopy.discountChanged). */
  discountNote: nullable(text),
  totalCents: int,
  depositCents: int,
  balanceCents: int,
  /** The venue date the balance is due. */
  balanceDueOn: text,
  /** The cancellation terms, in the product's words. */
  terms: text,
  status: oneOf(EVENT_QUOTE_STATUSES),
  linkExpiresAt: nullable(text),
  acceptedAt: nullable(text),
  depositPaidAt: nullable(text),
  balancePaidAt: nullable(text),
  cancelledAt: nullable(text),
  refundCents: nullable(int),
};

/** The quote page's view (POST /api/event-quote/view and every step's answer). */
export const PublicEventQuote = object(quoteCore);
export type PublicEventQuote = Shape<typeof PublicEventQuote>;

/** The desk's view: the quote with its contact, notes, flags and the inquiry it answers. */
export const StaffEventQuote = object({
  ...quoteCore,
  inquiryId: text,
  email: text,
  userId: nullable(text),
  notes: text,
  sentAt: nullable(text),
  viewedAt: nullable(text),
  balanceMethod: nullable(text),
  /** The deposit is paid and the balance still owed on or after its due date. */
  balanceOverdue: bool,
  cancelReason: nullable(text),
  createdAt: text,
});
export type StaffEventQuote = Shape<typeof StaffEventQuote>;

/** GET /api/staff/event-quotes?inquiryId=&status= */
export const EventQuoteListQuery = object({
  inquiryId: optional(uuid),
  status: optional(oneOf(EVENT_QUOTE_STATUSES)),
});

/** POST /api/staff/event-quotes/{id}/balance: how the desk took the balance. */
export const EventBalanceRequest = object({
  method: oneOf(EVENT_BALANCE_METHODS),
  /** The balance the desk showed (and took): refused if it is no longer the price. */
  cents: optional(int.min(0)),
}).label('request body');
export type EventBalanceRequest = Sent<typeof EventBalanceRequest>;

/** POST /api/staff/event-quotes/{id}/cancel */
export const EventCancelRequest = object({ reason: writtenLine(300) }).label('request body');

/** The quote page's requests: the link's token, and a checkout's id when coming back from paying. */
export const EventQuoteTokenRequest = object({ token: Joi.string().max(100) }).label('request body');
export type EventQuoteTokenRequest = Sent<typeof EventQuoteTokenRequest>;
/** POST /api/event-quote/deposit and /balance: the amount the page showed, refused if no longer the price. */
export const EventQuotePayRequest = object({
  token: Joi.string().max(100),
  cents: optional(int.min(0)),
}).label('request body');
export type EventQuotePayRequest = Sent<typeof EventQuotePayRequest>;
export const EventQuoteReturnRequest = object({
  token: Joi.string().max(100),
  sessionId: Joi.string().max(200),
}).label('request body');

/** POST /api/event-quote/deposit and /balance: the checkout page to go to. */
export const EventCheckoutRedirect = object({ url: text });
export type EventCheckoutRedirect = Shape<typeof EventCheckoutRedirect>;

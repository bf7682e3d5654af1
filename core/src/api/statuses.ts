/**
 * Every status and kind a record can have, listed once: the database's enum columns and CHECK
 * constraints (server/src/db/schema/), the server's queries, the API's schemas and the screens all
 * read these lists. The membership's own (MEMBERSHIP_TYPES, MEMBERSHIP_STATUSES) are in tiers.ts.
 * Plain values, no joi: the web bundle reads them (core's index exports them; the schemas only as types).
 */

export const USER_ROLES = ['member', 'staff', 'manager', 'admin', 'coach'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** What a paired kiosk does: checks members in, opens the door, or shows one bay's time (docs/decisions/056). */
export const KIOSK_ROLES = ['checkin', 'door', 'bay'] as const;
export type KioskRole = (typeof KIOSK_ROLES)[number];

/**
 * A booking's stored status. held: the bay kept while a guest fee is paid or a waitlist offer
 * waits; expired: a hold whose time ran out. ('completed' is what a member reads for a confirmed
 * booking that has ended, bookingLists.ts.)
 */
export const BOOKING_STATUSES = [
  'held',
  'confirmed',
  'cancelled',
  'completed',
  'checked_in',
  'no_show',
  'expired',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** The statuses that keep a bay: no two such bookings of a bay overlap (the database's triggers too). */
export const OCCUPYING_BOOKING_STATUSES = [
  'held',
  'confirmed',
  'checked_in',
] as const satisfies readonly BookingStatus[];
export type OccupyingBookingStatus = (typeof OCCUPYING_BOOKING_STATUSES)[number];

export function isOccupyingStatus(status: string): status is OccupyingBookingStatus {
  return (OCCUPYING_BOOKING_STATUSES as readonly string[]).includes(status);
}

export const TOUR_STATUSES = ['scheduled', 'confirmed', 'completed', 'cancelled'] as const;
export type TourStatus = (typeof TOUR_STATUSES)[number];

/** The desk's two inquiry lists, by their name in /api/staff/inquiries/{kind}. */
export const INQUIRY_KINDS = ['events', 'contact'] as const;
export type InquiryKind = (typeof INQUIRY_KINDS)[number];

/** logged: kept (and logged) because the server has no SMTP_URL. */
export const OUTBOX_STATUSES = ['queued', 'sending', 'sent', 'failed', 'logged'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const WAITLIST_STATUSES = ['waiting', 'offered', 'claimed', 'left', 'lapsed', 'expired'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

/** The entries still in line: the member sees these, and only these move. */
export const ACTIVE_WAITLIST_STATUSES = ['waiting', 'offered'] as const satisfies readonly WaitlistStatus[];

/** What a checkout at the payment gateway pays for, and where it stands. */
export const CHECKOUT_KINDS = [
  'membership',
  'guest_fee',
  'entry_fee',
  'event_deposit',
  'event_balance',
  'shop_tab',
  'lesson',
  'lesson_pack',
] as const;
export const CHECKOUT_STATUSES = ['open', 'paid', 'cancelled', 'expired'] as const;

/**
 * The payments ledger's rows (api/payments.ts). paid: a charge that went through (refunded /
 * partially_refunded once refunds were made against it); pending: a refund asked of the gateway and
 * not yet confirmed, or a desk fee left owed (a charge that has moved no money yet, so nothing of it
 * can be refunded); failed: a refund the gateway refused (it moved no money and counts for nothing).
 */
export const LEDGER_KINDS = [
  'membership',
  'guest_fee',
  'entry_fee',
  'refund',
  'desk',
  'event_deposit',
  'event_balance',
  'shop',
  'lesson',
  'lesson_pack',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
export const LEDGER_STATUSES = ['paid', 'partially_refunded', 'refunded', 'pending', 'failed'] as const;
export type LedgerStatus = (typeof LEDGER_STATUSES)[number];

/** How staff took a fee at the counter. */
export const DESK_PAYMENT_METHODS = ['cash', 'card'] as const;
export type DeskPaymentMethod = (typeof DESK_PAYMENT_METHODS)[number];

/** A ledger row's method: a desk fee's, or an event balance's (which may be invoiced). */
export const LEDGER_METHODS = ['cash', 'card', 'invoice'] as const;

/**
 * The desk's members by the state of their plan (docs/membership-terms.md): frozen today, a freeze
 * still to start, cancelling (notice given, the last day still to come), and inside the money-back
 * guarantee (it could still be taken today).
 */
export const MEMBER_STATES = ['frozen', 'freeze_scheduled', 'cancelling', 'guarantee'] as const;
export type MemberState = (typeof MEMBER_STATES)[number];

/** How staff took an event's balance at the desk: a card or cash at the counter, or an invoice sent. */
export const EVENT_BALANCE_METHODS = ['card', 'cash', 'invoice'] as const;
export type EventBalanceMethod = (typeof EVENT_BALANCE_METHODS)[number];

/**
 * A private event's quote (docs/events.md). draft: being built; sent: its link emailed; viewed: the
 * link opened; accepted: the terms accepted; paid: the deposit paid and the bays held; expired: the
 * link's days ran out unpaid; cancelled: by the contact or staff (the bays released).
 */
export const EVENT_QUOTE_STATUSES = [
  'draft',
  'sent',
  'viewed',
  'accepted',
  'paid',
  'expired',
  'cancelled',
] as const;
export type EventQuoteStatus = (typeof EVENT_QUOTE_STATUSES)[number];

/**
 * A lesson (docs/lessons.md): unpaid while its card checkout is open (coach and bay held), booked once
 * paid or covered by a credit, cancelled.
 */
export const LESSON_STATUSES = ['unpaid', 'booked', 'cancelled'] as const;
/** What paid for a lesson. */
export const LESSON_PAYMENTS = ['card', 'credit'] as const;
/** A pack credit: unused, spent on a lesson, or given back by an admin's refund. */
export const LESSON_CREDIT_STATUSES = ['unused', 'used', 'refunded'] as const;

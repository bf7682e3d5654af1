/**
 * The joi schemas of what the API answers, named after the TypeScript shapes they check (core's
 * api/ types, or the server's view types where core has none). Routes attach them with
 * `responds(...)` (http/responseSchemas.ts); routeResponses.test.ts drives every route and checks its
 * real answer against them.
 */
import { DESK_PAYMENT_METHODS, LEDGER_KINDS, LEDGER_STATUSES, PHOTO_SLOTS } from '@lounge/core';
import Joi from 'joi';
import { contactInquiries, eventInquiries, tourBookings, users } from '../db/schema';
import { int, nullable, rowSchema } from '../http/responseSchemas';

const id = Joi.string().required();
const str = Joi.string().allow('').required();
const bool = Joi.boolean().required();
const cents = int.required();
const nullableStr = nullable(Joi.string().allow(''));
const list = (item: Joi.Schema) => Joi.array().items(item).required();

/** An answer with nothing in it (a redirect, 204). */
export const EmptyBody = Joi.valid(null, '');
/** A route that only ever refuses: any success would be a mistake. */
export const OnlyRefuses = Joi.forbidden();
/** iCalendar text. */
export const Calendar = Joi.string().pattern(/^BEGIN:VCALENDAR\r?\n/);

/** Core's Notice (and AccountNotice): a toast's title and message. */
const Notice = Joi.object({ title: str, message: str });
export const AccountNotice = Notice;
export const EmailChangedResponse = AccountNotice.keys({ email: str });

/** Core's UserView: the account without its password hash or gateway ids. */
export const UserView = rowSchema(users, {
  omit: ['passwordHash', 'stripeCustomerId', 'stripeSubscriptionId'],
});
/** The signed-in account as the screens read it. */
export const AccountView = UserView.keys({ guestPassesLeft: nullable(int) });
export const SessionAnswer = Joi.object({ user: AccountView.allow(null).required() });
export const StaffMemberView = UserView.keys({ upcomingBookings: cents, guestPassesUsedThisMonth: cents });

/** Core's BookingView. */
export const BookingView = Joi.object({
  id,
  userId: id,
  bayNumber: str,
  bookingDate: str,
  startTime: str,
  endTime: str,
  guestCount: str,
  guestFee: cents,
  status: str,
  notes: nullableStr,
  createdAt: str,
  updatedAt: str,
});
export const CancelledBookingView = BookingView.keys({ refundCents: cents, refundMessage: nullableStr });
/** Core's BayBlockView and the answers of the staff's block routes. */
export const BayBlockView = Joi.object({
  id,
  groupId: id,
  bayNumber: str,
  date: str,
  startTime: str,
  endTime: str,
  reason: str,
  createdBy: nullableStr,
  createdAt: str,
});
/** A bay time taken on a day: bay, start and end, nothing of whose it is. */
export const TakenSlot = Joi.object({ bayNumber: str, startTime: str, endTime: str });
/** The desk's board of a day. */
export const Schedule = Joi.object({
  date: str,
  blocks: list(BayBlockView),
  bays: list(Joi.string()),
  hours: Joi.object({ open: str, close: str, stepMinutes: cents }).required(),
  timeZone: str,
  windows: Joi.object({ checkInOpensMinutes: cents, noShowAfterMinutes: cents }).required(),
  bookings: list(
    BookingView.keys({
      displayStatus: str,
      boardStatus: str,
      players: cents,
      createdBy: nullableStr,
      limitOverride: bool,
      member: Joi.object({
        id,
        firstName: str,
        lastName: str,
        email: str,
        membershipType: nullable(Joi.string().valid('general', 'vip')),
      }).required(),
    }),
  ),
});

const CoveredBooking = Joi.object({
  id,
  bayNumber: str,
  startTime: str,
  endTime: str,
  memberName: str,
  guestFee: cents,
  status: str,
  statusWords: str,
});
export const CreateBlocksResponse = Joi.object({
  blocks: list(BayBlockView),
  cancelledBookings: list(CoveredBooking),
});
export const RemovedBlocks = Joi.object({ removed: list(BayBlockView) });

/** Core's PaymentView and StaffPaymentView. */
export const PaymentView = Joi.object({
  id,
  kind: Joi.string()
    .valid(...LEDGER_KINDS)
    .required(),
  description: str,
  amountCents: cents,
  status: Joi.string()
    .valid(...LEDGER_STATUSES)
    .required(),
  createdAt: str,
  bookingId: Joi.string(),
});
export const StaffPaymentView = PaymentView.keys({
  userId: nullableStr,
  method: nullable(Joi.string().valid(...DESK_PAYMENT_METHODS)),
  refundOf: nullableStr,
  refundableCents: cents,
});
export const CancellationQuote = Joi.object({
  paidCents: cents,
  refundCents: cents,
  inTime: bool,
  cutoffHours: Joi.number().required(),
  message: nullableStr,
});
export const PlanChangeResponse = Joi.alternatives(
  Joi.object({
    plan: Joi.string().valid('general', 'vip').required(),
    membershipStatus: str,
    pendingChange: Joi.object({ plan: Joi.string().valid('general', 'vip').required(), on: str })
      .allow(null)
      .required(),
    chargedCents: cents,
    message: str,
  }),
  Joi.object({ url: str }),
);
export const StaffRefundView = StaffPaymentView.keys({
  refundedCents: cents,
  payment: Joi.object({ id, description: str, amountCents: cents }).required(),
  message: str,
});

/** Checkouts: a gateway's page to go to, and what the return from it says. */
export const CheckoutRedirect = Joi.object({ url: str, sessionId: str });
export const ActivationResult = Joi.object({
  userCreated: bool,
  activated: bool,
  signInToClaim: bool,
  membershipType: nullable(Joi.string().valid('general', 'vip')),
  membershipStatus: nullable(Joi.string().valid('pending', 'intro', 'monthly', 'inactive')),
});
export const WebhookReceipt = Joi.object({
  received: Joi.valid(true).required(),
  outcome: Joi.string().valid('processed', 'duplicate').required(),
});
export const SubscriptionStatus = Joi.object({
  hasSubscription: bool,
  flow: nullable(Joi.string().valid('intro', 'monthly')),
  stripeStatus: nullableStr,
  currentPeriodEnd: nullableStr,
  cancelAtPeriodEnd: bool,
  items: list(Joi.object({ amount: cents, interval: str })),
  message: str,
});
export const SubscriptionRefreshResult = Joi.object({
  success: bool,
  membershipType: nullable(Joi.string().valid('general', 'vip')),
  message: str,
});
export const SubscriptionCheckResult = Joi.object({ reason: str });
export const PortalLink = Joi.object({ url: str });
/** A booking confirmed without payment, or the checkout that pays its guest fee. */
export const GuestCheckoutResponse = Joi.alternatives(
  CheckoutRedirect,
  Joi.object({ message: str, booking: BookingView.required() }),
);
export const ReleaseCheckoutResponse = Joi.object({ released: bool });
/** The sandbox's own pages: its checkout, where it returns to, its subscription. */
export const SandboxSessionView = Joi.object({
  id,
  kind: Joi.string().valid('membership', 'guest_fee').required(),
  description: str,
  amountCents: cents,
  status: Joi.string().valid('paid', 'cancelled', 'expired', 'open').required(),
  expiresAt: str,
});
export const SandboxRedirect = Joi.object({ redirectUrl: str });
export const SandboxSubscriptionView = Joi.object({
  id,
  status: str,
  currentPeriodEnd: nullable(int),
  cancelAtPeriodEnd: bool,
  items: list(Joi.object({ amountCents: cents, interval: str, intervalCount: cents })),
});

/** Core's WaitlistEntryView and WaitlistBookedInstead. */
export const WaitlistEntryView = Joi.object({
  id,
  bookingDate: str,
  startTime: str,
  endTime: str,
  bayNumber: nullableStr,
  guestCount: cents,
  notes: nullableStr,
  status: str,
  position: cents,
  offerExpiresAt: nullableStr,
  heldBayNumber: nullableStr,
});
export const WaitlistJoinResponse = Joi.alternatives(
  WaitlistEntryView,
  Joi.object({
    bookedInstead: Joi.valid(true).required(),
    bookingId: id,
    bayNumber: str,
    title: str,
    message: str,
  }),
);

/** Tours and inquiries: a visitor's receipt, and the rows as the desk lists them. */
export const InquiryReceived = Joi.object({ message: str, id });
export const TourView = rowSchema(tourBookings);
export const InquiryView = Joi.alternatives(rowSchema(eventInquiries), rowSchema(contactInquiries));

/** The staff's outbox (mail/outboxRoutes.ts). */
export const OutboxMessageView = Joi.object({
  id,
  kind: str,
  to: str,
  subject: str,
  text: str,
  hasCalendar: bool,
  status: str,
  attempts: cents,
  lastError: nullableStr,
  createdAt: str,
  sentAt: nullableStr,
  nextAttemptAt: nullableStr,
});

export const AnalyticsDay = Joi.object({ day: str }).pattern(Joi.string(), int);
export const CalendarFeedLink = Joi.object({ url: str.allow(null), createdAt: str.allow(null) });
export const Cleared = Joi.object({ cleared: Joi.valid(true).required() });
export const SignedOut = Joi.object({ success: Joi.valid(true).required() });

/** GET /api/health (ops/healthService.ts's HealthResponse). */
export const HealthResponse = Joi.object({
  status: Joi.string().valid('ok', 'degraded', 'unavailable').required(),
  version: str,
  venue: str,
  database: Joi.string().valid('ok', 'unavailable').required(),
  storage: Joi.string().valid('ok', 'disk_full', 'read_only', 'error').required(),
  backup: Joi.string().valid('ok', 'failing', 'stale', 'none', 'off').required(),
  problems: Joi.array().items(Joi.string()).required(),
});

/** Core's VenueInfo: the settings, the copy made from them, the run mode, the membership terms. */
export const VenueInfo = Joi.object({
  venue: Joi.object({
    name: str,
    timeZone: str,
    bays: list(Joi.string()),
    hours: Joi.object({ open: str, close: str, stepMinutes: cents }).required(),
    contact: Joi.object({ phone: str, email: str, address: str }).required(),
    tours: Joi.object({
      weekdays: list(int),
      firstSlot: str,
      lastSlot: str,
      stepMinutes: cents,
      maxPartySize: cents,
      windowDays: cents,
      durationLabel: str,
      confirmWithinHours: cents,
    }).required(),
  }).required(),
  copy: Joi.object().pattern(Joi.string(), Joi.string()).required(),
  runMode: Joi.object({ development: bool, paymentsSandbox: bool }).required(),
  membership: Joi.object({
    freezeMonthChoices: list(int),
    freezeMonthsPerYear: cents,
    freezeStartWithinDays: cents,
    freezeReminderDays: cents,
    cancelNoticeDays: cents,
    guaranteeDays: cents,
  }).required(),
});

/** Core's AccountExport: the member's own data file. */
const exportRows = (keys: Joi.PartialSchemaMap) => list(Joi.object(keys));
export const AccountExport = Joi.object({
  exportedAt: str,
  account: Joi.object({
    id,
    email: str,
    firstName: str,
    lastName: str,
    phone: nullableStr,
    role: str,
    membershipType: nullableStr,
    membershipStatus: str,
    membershipExpiresAt: nullableStr,
    pendingMembershipType: nullableStr,
    pendingChangeAt: nullableStr,
    isEmailVerified: bool,
    createdAt: str,
    updatedAt: str,
  }).required(),
  preferences: Joi.object({ emailReminders: bool }).required(),
  bookings: exportRows({
    id,
    bayNumber: str,
    bookingDate: str,
    startTime: str,
    endTime: str,
    guestCount: cents,
    guestFee: cents,
    status: str,
    notes: nullableStr,
    cancelledAt: nullableStr,
    createdAt: str,
  }),
  waitlist: exportRows({
    id,
    bookingDate: str,
    startTime: str,
    endTime: str,
    bayNumber: nullableStr,
    guestCount: cents,
    notes: nullableStr,
    status: str,
    createdAt: str,
  }),
  payments: list(PaymentView),
  checkouts: exportRows({
    id,
    kind: str,
    plan: nullableStr,
    amountCents: cents,
    status: str,
    createdAt: str,
    fulfilledAt: nullableStr,
  }),
  calendarFeed: Joi.object({ createdAt: str }).allow(null).required(),
  pendingEmailChange: Joi.object({ newEmail: str, expiresAt: str }).allow(null).required(),
  inquiries: Joi.object({
    contact: exportRows({ id, inquiryType: str, message: str, phone: nullableStr, createdAt: str }),
    events: exportRows({
      id,
      eventType: str,
      eventDate: nullableStr,
      guestCount: nullableStr,
      message: str,
      phone: nullableStr,
      createdAt: str,
    }),
    tours: exportRows({
      id,
      preferredDate: str,
      preferredTime: str,
      partySize: cents,
      specialRequests: nullableStr,
      status: str,
      createdAt: str,
    }),
  }).required(),
  emails: exportRows({ kind: str, subject: str, status: str, createdAt: str }),
});

/** A CSV download: a byte-order mark, then a header row. */
export const CsvText = Joi.string().pattern(/^\uFEFF[^\r\n]*\r\n/);

const percent = nullable(Joi.number());
const utilisation = { bookedMinutes: cents, openMinutes: cents, percent };
/** Core's StaffReport. */
export const StaffReport = Joi.object({
  from: str,
  to: str,
  days: cents,
  timeZone: str,
  bookings: Joi.object({
    bookings: cents,
    cancelled: cents,
    noShows: cents,
    checkedIn: cents,
    players: cents,
    noShowRatePercent: percent,
  }).required(),
  money: Joi.object({
    guestFeesCents: cents,
    membershipCents: cents,
    refundsCents: cents,
    refundCount: cents,
    netCents: cents,
  }).required(),
  members: Joi.object({
    activeGeneral: cents,
    activeVip: cents,
    activeAsOf: str,
    newMemberships: cents,
    endedMemberships: cents,
  }).required(),
  utilisation: Joi.object({
    hours: list(Joi.string()),
    bays: list(
      Joi.object({ bay: str, cells: list(Joi.object({ hour: str, ...utilisation })), ...utilisation }),
    ),
    ...utilisation,
  }).required(),
});

/** Core's AuditLog. */
export const AuditLog = Joi.object({
  from: str,
  to: str,
  entries: list(
    Joi.object({
      id: cents,
      createdAt: str,
      actorId: str,
      actorName: str,
      action: str,
      targetType: str,
      targetId: str,
      details: Joi.object().unknown().allow(null).required(),
    }),
  ),
  truncated: bool,
  actors: list(Joi.object({ id, name: str, role: Joi.string().valid('staff', 'admin').required() })),
});

/** Core's MemberNoteView and MemberProfile: a member as the desk's profile shows them. */
export const MemberNoteView = Joi.object({
  id,
  body: str,
  createdAt: str,
  createdBy: nullableStr,
  updatedAt: str,
  updatedBy: nullableStr,
});
const ProfileBooking = Joi.object({
  id,
  bayNumber: str,
  bookingDate: str,
  startTime: str,
  endTime: str,
  status: str,
  players: cents,
  guestFee: cents,
  notes: nullableStr,
  byStaff: bool,
  limitOverride: bool,
});
export const MemberProfile = Joi.object({
  id,
  email: str,
  firstName: str,
  lastName: str,
  phone: nullableStr,
  role: Joi.string().valid('member', 'staff', 'admin').required(),
  membershipType: nullable(Joi.string().valid('general', 'vip')),
  membershipStatus: str,
  membershipExpiresAt: nullableStr,
  memberSince: str,
  emailVerified: bool,
  deletedAt: nullableStr,
  guestPasses: Joi.object({ month: str, used: cents, allowance: cents, left: cents }).required(),
  noShows: Joi.object({ count: cents, days: cents }).required(),
  upcoming: list(ProfileBooking),
  past: list(ProfileBooking),
  pastTotal: cents,
  notes: list(MemberNoteView),
  payments: list(StaffPaymentView),
});

/** Core's BookingQuote: the guests' cost and whether the booking would be made, before it is sent. */
export const BookingQuote = Joi.object({
  guests: Joi.object({
    guests: cents,
    passGuests: cents,
    paidGuests: cents,
    feeCents: cents,
    passesLeft: nullable(int),
  })
    .allow(null)
    .required(),
  refusal: Joi.object({
    status: cents,
    title: str,
    message: str,
    code: Joi.string(),
    field: Joi.string(),
  })
    .allow(null)
    .required(),
  overrideLifts: list(
    Joi.object({
      code: Joi.string().valid('scheduling_limit', 'booking_limit', 'duration_limit').required(),
      text: str,
    }),
  ),
});

/** Core's VenuePhoto and the photo routes' answers. */
const VenuePhoto = Joi.object({
  id,
  slot: Joi.string()
    .valid(...Object.keys(PHOTO_SLOTS))
    .required(),
  alt: str,
  widths: list(int),
  width: cents,
  height: cents,
  uploadedAt: str,
});
export const VenuePhotosAnswer = Joi.object({
  hero: VenuePhoto.allow(null).required(),
  gallery: list(VenuePhoto),
});
export const PhotoUploadAnswer = Notice.keys({ photo: VenuePhoto.required() });
export const PhotoRemovedAnswer = Notice;

/** Core's LegalText and the legal text routes' answers. */
const LegalText = Joi.object({
  title: str,
  updated: str,
  intro: str,
  sections: list(Joi.object({ heading: str, paragraphs: list(Joi.string().allow('')) })),
});
export const LegalTextAnswer = Joi.object({ text: LegalText.allow(null).required() });
export const LegalEditorAnswer = Joi.object({ plain: str, replaced: bool, updated: str });
export const LegalSaveAnswer = LegalEditorAnswer.keys({ title: str, message: str });

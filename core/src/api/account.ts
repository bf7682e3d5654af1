/**
 * The member's own account (/api/auth/user and friends) and the staff's equivalents
 * (/api/staff/members/{id}): request and response shapes. A form's request only bounds its fields
 * (joi): whether one is missing or wrong, and every message, is core's (accountSettings.ts), so its
 * fields may be absent or ''.
 */
import Joi from 'joi';
import { PaymentView } from './payments';
import { bool, extend, formText, id, int, list, nullable, object, type Shape, text } from './shape';
import { UserView } from './users';

/** POST /api/auth/change-password */
export const ChangePasswordRequest = object({
  currentPassword: formText(1024),
  newPassword: formText(1024),
  confirmPassword: formText(1024),
});
export type ChangePasswordRequest = Shape<typeof ChangePasswordRequest>;

/** POST /api/auth/change-email */
export const ChangeEmailRequest = object({ newEmail: formText(320), password: formText(1024) });
export type ChangeEmailRequest = Shape<typeof ChangeEmailRequest>;

/** POST /api/auth/verify-email */
export const VerifyEmailRequest = object({ token: Joi.string().max(200) });
export type VerifyEmailRequest = Shape<typeof VerifyEmailRequest>;

/** DELETE /api/auth/user */
export const DeleteAccountRequest = object({ password: formText(1024) });
export type DeleteAccountRequest = Shape<typeof DeleteAccountRequest>;

/** The answer of a change that has nothing else to return: the toast's words (core's Notice). */
export const AccountNotice = object({ title: text, message: text });
export type AccountNotice = Shape<typeof AccountNotice>;

/** POST /api/auth/verify-email: the new address, and the toast's words. */
export const EmailChangedResponse = extend(AccountNotice, { email: text });
export type EmailChangedResponse = Shape<typeof EmailChangedResponse>;

const rows = <K extends Parameters<typeof object>[0]>(keys: K) => list(object(keys));

/** GET /api/auth/user/export: everything held about the member, as one JSON file. */
export const AccountExport = object({
  exportedAt: text,
  /** The account as every answer shows it. */
  account: UserView,
  preferences: object({ emailReminders: bool }),
  bookings: rows({
    id,
    bayNumber: text,
    bookingDate: text,
    startTime: text,
    endTime: text,
    guestCount: int,
    guestFee: int,
    status: text,
    notes: nullable(text),
    cancelledAt: nullable(text),
    createdAt: text,
  }),
  waitlist: rows({
    id,
    bookingDate: text,
    startTime: text,
    endTime: text,
    bayNumber: nullable(text),
    guestCount: int,
    notes: nullable(text),
    status: text,
    createdAt: text,
  }),
  payments: list(PaymentView),
  /** The checkouts started at the payment gateway (paid or not). */
  checkouts: rows({
    id,
    kind: text,
    plan: nullable(text),
    amountCents: int,
    status: text,
    createdAt: text,
    fulfilledAt: nullable(text),
  }),
  /** Whether a private calendar feed exists; its secret address is not part of the file. */
  calendarFeed: nullable(object({ createdAt: text })),
  /** A change of email waiting for its link. */
  pendingEmailChange: nullable(object({ newEmail: text, expiresAt: text })),
  inquiries: object({
    contact: rows({ id, inquiryType: text, message: text, phone: nullable(text), createdAt: text }),
    events: rows({
      id,
      eventType: text,
      eventDate: nullable(text),
      guestCount: nullable(text),
      message: text,
      phone: nullable(text),
      createdAt: text,
    }),
    tours: rows({
      id,
      preferredDate: text,
      preferredTime: text,
      partySize: int,
      specialRequests: nullable(text),
      status: text,
      createdAt: text,
    }),
  }),
  /** The emails sent to the member: what and when (their text can hold links that are secrets). */
  emails: rows({ kind: text, subject: text, status: text, createdAt: text }),
  /** Tournaments and leagues: the name setting, an official index staff set, entries and scorecards. */
  golf: object({
    hideName: bool,
    officialIndex: nullable(Joi.number()),
    entries: rows({ id, competitionName: text, status: text, feeCents: int, createdAt: text }),
    cards: rows({
      competitionName: text,
      round: int,
      holes: list(nullable(int)),
      submittedAt: nullable(text),
      attestedAt: nullable(text),
      adjustedGross: nullable(int),
      differential: nullable(Joi.number()),
    }),
  }),
});
export type AccountExport = Shape<typeof AccountExport>;

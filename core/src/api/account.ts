/**
 * The member's own account (/api/auth/user and friends) and the staff's equivalents
 * (/api/staff/members/{id}): request and response shapes.
 */
import type { PaymentView } from './payments';

/** PATCH /api/auth/user and PATCH /api/staff/members/{id}: any of these; phone '' or null removes it. */
export interface ProfileUpdateRequest {
  firstName?: string;
  lastName?: string;
  phone?: string | null;
}

/** POST /api/auth/change-password */
export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** POST /api/auth/change-email */
export interface ChangeEmailRequest {
  newEmail: string;
  password: string;
}

/** POST /api/auth/verify-email */
export interface VerifyEmailRequest {
  token: string;
}

/** DELETE /api/auth/user */
export interface DeleteAccountRequest {
  password: string;
}

/** The answer of a change that has nothing else to return: the toast's words. */
export interface AccountNotice {
  title: string;
  message: string;
}

/** POST /api/auth/verify-email: the new address, and the toast's words. */
export interface EmailChangedResponse extends AccountNotice {
  email: string;
}

/** GET /api/auth/user/export: everything held about the member, as one JSON file. */
export interface AccountExport {
  exportedAt: string;
  account: {
    id: string;
    email: string;
    firstName: string;
    lastName: string;
    phone: string | null;
    role: string;
    membershipType: string | null;
    membershipStatus: string;
    membershipExpiresAt: string | null;
    pendingMembershipType: string | null;
    pendingChangeAt: string | null;
    isEmailVerified: boolean;
    createdAt: string;
    updatedAt: string;
  };
  preferences: { emailReminders: boolean };
  bookings: Array<{
    id: string;
    bayNumber: string;
    bookingDate: string;
    startTime: string;
    endTime: string;
    guestCount: number;
    guestFee: number;
    status: string;
    notes: string | null;
    cancelledAt: string | null;
    createdAt: string;
  }>;
  waitlist: Array<{
    id: string;
    bookingDate: string;
    startTime: string;
    endTime: string;
    bayNumber: string | null;
    guestCount: number;
    notes: string | null;
    status: string;
    createdAt: string;
  }>;
  payments: PaymentView[];
  /** The checkouts started at the payment gateway (paid or not). */
  checkouts: Array<{
    id: string;
    kind: string;
    plan: string | null;
    amountCents: number;
    status: string;
    createdAt: string;
    fulfilledAt: string | null;
  }>;
  /** Whether a private calendar feed exists; its secret address is not part of the file. */
  calendarFeed: { createdAt: string } | null;
  /** A change of email waiting for its link. */
  pendingEmailChange: { newEmail: string; expiresAt: string } | null;
  inquiries: {
    contact: Array<{
      id: string;
      inquiryType: string;
      message: string;
      phone: string | null;
      createdAt: string;
    }>;
    events: Array<{
      id: string;
      eventType: string;
      eventDate: string | null;
      guestCount: string | null;
      message: string;
      phone: string | null;
      createdAt: string;
    }>;
    tours: Array<{
      id: string;
      preferredDate: string;
      preferredTime: string;
      partySize: number;
      specialRequests: string | null;
      status: string;
      createdAt: string;
    }>;
  };
  /** The emails sent to the member: what and when (their text can hold links that are secrets). */
  emails: Array<{ kind: string; subject: string; status: string; createdAt: string }>;
}

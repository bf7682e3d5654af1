/** Tours and inquiries at the desk (/api/staff/tours, /api/staff/inquiries/{kind}). */
import type { TourStatus } from './statuses';

/** A tour request as the desk reads it (GET /api/staff/tours, and every change's answer). */
export interface TourView {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  preferredDate: string;
  preferredTime: string;
  partySize: number;
  specialRequests: string | null;
  status: TourStatus;
  confirmedDate: string | null;
  confirmedTime: string | null;
  notes: string | null;
  createdAt: string;
}

/** POST /api/staff/tours/{id}/confirm: the date ('YYYY-MM-DD') and time ('HH:mm') agreed. */
export interface ConfirmTourRequest {
  confirmedDate: string;
  confirmedTime: string;
}

/** PATCH /api/staff/tours/{id} and /api/staff/inquiries/{kind}/{id}: staff's notes ('' clears them). */
export interface NotesRequest {
  notes: string;
}

interface InquiryViewBase {
  id: string;
  email: string;
  phone: string | null;
  message: string;
  createdAt: string;
  handledAt: string | null;
  handledBy: string | null;
  notes: string | null;
}

export interface EventInquiryView extends InquiryViewBase {
  contactName: string;
  eventType: string;
  eventDate: string | null;
  guestCount: string | null;
}

export interface ContactInquiryView extends InquiryViewBase {
  firstName: string;
  lastName: string;
  inquiryType: string;
}

/** GET /api/staff/inquiries/{kind} answers a list of these (and a change answers one). */
export interface InquiryViews {
  events: EventInquiryView;
  contact: ContactInquiryView;
}

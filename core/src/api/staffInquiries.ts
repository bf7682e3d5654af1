/** Tours and inquiries at the desk (/api/staff/tours, /api/staff/inquiries/{kind}). */
import Joi from 'joi';
import {
  either,
  extend,
  id,
  int,
  nullable,
  object,
  oneOf,
  type Sent,
  type Shape,
  text,
  writtenLines,
} from './shape';
import { TOUR_STATUSES } from './statuses';

/**
 * A tour request as the desk reads it (GET /api/staff/tours, and every change's answer): the
 * tour_bookings row, every column (server/test/rowViews.test.ts holds the two together).
 */
export const TourView = object({
  id,
  firstName: text,
  lastName: text,
  email: text,
  phone: nullable(text),
  preferredDate: text,
  preferredTime: text,
  partySize: int,
  specialRequests: nullable(text),
  status: oneOf(TOUR_STATUSES),
  confirmedDate: nullable(text),
  confirmedTime: nullable(text),
  notes: nullable(text),
  createdAt: text,
});
export type TourView = Shape<typeof TourView>;

/** POST /api/staff/tours/{id}/confirm: the date ('YYYY-MM-DD') and time ('HH:mm') agreed. */
export const ConfirmTourRequest = object({
  confirmedDate: Joi.string().max(10),
  confirmedTime: Joi.string().max(5),
}).label('request body');
export type ConfirmTourRequest = Sent<typeof ConfirmTourRequest>;

/** PATCH /api/staff/tours/{id} and /api/staff/inquiries/{kind}/{id}: staff's notes ('' clears them). */
export const NotesRequest = object({ notes: writtenLines(2000) }).label('request body');
export type NotesRequest = Sent<typeof NotesRequest>;

/** What the desk keeps on every inquiry besides the visitor's words (the rows' shared columns). */
const InquiryViewBase = object({
  id,
  email: text,
  phone: nullable(text),
  message: text,
  createdAt: text,
  handledAt: nullable(text),
  handledBy: nullable(text),
  notes: nullable(text),
});

/** The event_inquiries row, every column. */
export const EventInquiryView = extend(InquiryViewBase, {
  contactName: text,
  eventType: text,
  eventDate: nullable(text),
  guestCount: nullable(text),
});
export type EventInquiryView = Shape<typeof EventInquiryView>;

/** The contact_inquiries row, every column. */
export const ContactInquiryView = extend(InquiryViewBase, {
  firstName: text,
  lastName: text,
  inquiryType: text,
});
export type ContactInquiryView = Shape<typeof ContactInquiryView>;

/** GET /api/staff/inquiries/{kind} answers a list of one of these (and a change answers one). */
export const InquiryView = either(EventInquiryView, ContactInquiryView);
export interface InquiryViews {
  events: EventInquiryView;
  contact: ContactInquiryView;
}

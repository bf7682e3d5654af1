/** The public forms' answers (POST /api/tours/book, /api/events, /api/contact) and the calendar feed. */

/** A tour request, event inquiry or contact message received: the toast's words and its id. */
export interface InquiryReceived {
  message: string;
  id: string;
}

/** GET /api/calendar/feed and POST /api/calendar/feed/reset: the member's private feed address. */
export interface CalendarFeedLink {
  url: string;
}

/** The public forms' answers (POST /api/tours/book, /api/events, /api/contact) and the calendar feed. */

/** A tour request, event inquiry or contact message received: the toast's words and its id. */
export interface InquiryReceived {
  message: string;
  id: string;
}

/**
 * GET /api/calendar/feed (url always null: only the address's hash is kept) and POST
 * /api/calendar/feed/reset (a new address, shown this once): the member's private feed.
 */
export interface CalendarFeedLink {
  url: string | null;
  /** When the live address was made; null when the member has none. */
  createdAt: string | null;
}

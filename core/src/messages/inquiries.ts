/** Event inquiries are answered within this many hours (the events page says so too). */
export const EVENT_REPLY_HOURS = 24;

/** What happens after an inquiry: the page's toast and the receipt email say it in these words. */
export const inquiryReplies = {
  event: `Our events team will get back to you within ${EVENT_REPLY_HOURS} hours.`,
  contact: "We'll be in touch soon.",
} as const;

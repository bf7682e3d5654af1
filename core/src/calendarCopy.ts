/**
 * Calendars: the copy of the 'Add to calendar' link and the private feed card. The server
 * makes the .ics files (server/src/calendar); no rule of core stands behind them.
 */

/** The words of 'Add to calendar' and the dashboard's calendar feed card. */
export const calendarMessages = {
  addToCalendar: 'Add to calendar',
  feedTitle: 'Calendar feed',
  feedIntro:
    'A private link that lists your bookings in Google, Apple or Outlook calendars. Add it to your calendar app as a subscription (from a URL) and your bookings appear there, kept up to date.',
  feedPrivate: 'Keep it to yourself: anyone with the link can see your bookings.',
  feedLabel: 'Your calendar feed link',
  copy: 'Copy',
  copied: { title: 'Link Copied', message: 'Paste it into your calendar app to subscribe.' },
  copyFailed: { title: 'Copy Failed', message: 'Select the link and copy it yourself.' },
  reset: 'Reset link',
  resetConfirm: 'Reset your calendar link?',
  resetWarning: 'The old link stops working. Calendars subscribed to it will need the new one.',
  resetDone: { title: 'Calendar Link Reset', message: 'The old link no longer works. Use the new one.' },
  resetFailed: { title: 'Reset Failed', message: 'The calendar link could not be reset. Please try again.' },
  loadFailed: 'Your calendar link could not be loaded. Please reload the page.',
  make: 'Get my calendar link',
  made: { title: 'Calendar Link Ready', message: 'Copy it now: it is shown only once.' },
  madeFailed: { title: 'Link Not Made', message: 'The calendar link could not be made. Please try again.' },
  shownOnce:
    'Copy it now and add it to your calendar app. For your privacy we keep only a fingerprint of it, so it is shown only this once.',
  /** A live link made earlier: its address is not kept, so only a new one can be shown. */
  linkActive: (madeOn: string) =>
    `Your calendar link has been active since ${madeOn}. It was shown only when it was made; if you need it again, reset it to get a new one (the old one then stops working).`,
  linkDropped:
    'Your calendar link stops working when your password is reset or your email address changes. Make a new one here.',
} as const;

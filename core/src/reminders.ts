/**
 * The reminder email before each booking: how long before, and the dashboard setting
 * that turns it off. Confirmations, changes and cancellations always go: they report what happened.
 */

/** How long before a booking its reminder goes out. */
export const REMINDER_LEAD_MS = 2 * 60 * 60 * 1000;

const LEAD_HOURS = REMINDER_LEAD_MS / 3_600_000;

export const reminderMessages = {
  title: 'Email reminders',
  label: `Email me a reminder ${LEAD_HOURS} hours before each booking`,
  note: 'Booking confirmations, changes and cancellations are always emailed.',
  on: { title: 'Reminders On', message: `We will email you ${LEAD_HOURS} hours before each booking.` },
  off: { title: 'Reminders Off', message: 'We will not email you reminders before your bookings.' },
  failed: { title: 'Not Saved', message: 'Your reminder setting could not be saved. Please try again.' },
} as const;

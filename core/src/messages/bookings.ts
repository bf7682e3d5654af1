import { bayLabel } from '../venue';
import type { Notice } from './notice';

/** Booking rules (docs/product.md, booking rules). */
export const bookingMessages = {
  missingInformation: {
    title: 'Missing Information',
    message: 'Please select a date, start time, end time, bay, and guest count for your booking.',
  },
  missingEditInformation: {
    title: 'Missing Information',
    message: 'Please select a date, start time and end time for your booking.',
  },
  membershipRequired: {
    title: 'Active Membership Required',
    message: 'An active General or VIP membership is required to book a bay.',
  },
  schedulingLimit: (tierName: string, days: number): Notice => ({
    title: 'Scheduling Limit',
    message: `${tierName} members can book up to ${days} days in advance.`,
  }),
  bookingLimitReached: (tierName: string, n: number): Notice => ({
    title: 'Booking Limit Reached',
    message: `Your ${tierName} membership is limited to ${n} upcoming booking(s). Please cancel an existing booking first.`,
  }),
  invalidTimeRange: { title: 'Invalid Time Range', message: 'End time must be after start time.' },
  minimumDuration: { title: 'Minimum Duration', message: 'Minimum booking duration is 1 hour.' },
  durationLimitExceeded: (tierName: string, maxHours: number): Notice => ({
    title: 'Duration Limit Exceeded',
    message: `${tierName} members can book sessions of up to ${maxHours} hours.`,
  }),
  /** The edit dialog's duration rule: 'Duration must be between 1 and {max} hours for {membershipType} members.' */
  invalidDuration: (maxHours: number, tierName: string): Notice => ({
    title: 'Invalid Duration',
    message: `Duration must be between 1 and ${maxHours} hours for ${tierName} members.`,
  }),
  pastDate: { title: 'Invalid Date', message: 'The booking date cannot be in the past.' },
  /** A desk booking past the tier's limits still keeps to these bounds. */
  overrideTooFar: (days: number) => ({
    title: 'Invalid Date',
    message: `A desk booking can be at most ${days} days ahead.`,
  }),
  overrideTooLong: (hours: number) => ({
    title: 'Invalid Duration',
    message: `A desk booking can last at most ${hours} hours, the venue's opening hours.`,
  }),
  pastStart: {
    title: 'Invalid Time',
    message: 'That start time has already passed. Please choose a later time.',
  },
  invalidDate: { title: 'Invalid Date', message: 'Please choose a valid booking date.' },
  dateMismatch: {
    title: 'Invalid Time Range',
    message: 'The start and end times must fall on the booking date.',
  },
  outsideHours: (openLabel: string, closeLabel: string): Notice => ({
    title: 'Outside Bookable Hours',
    message: `Bookings run on the half hour between ${openLabel} and ${closeLabel}.`,
  }),
  unknownBay: (bayList: string): Notice => ({
    title: 'Unknown Bay',
    message: `Please choose ${bayList}.`,
  }),
  bayNotForTier: (bay: string, tierName: string): Notice => ({
    title: 'Bay Not Included',
    message: `${bayLabel(bay)} is not included in ${tierName} membership. Please choose another bay.`,
  }),
  /** Beside a bay in a list or on the grid: why this member cannot choose it. */
  bayNotForTierLabel: (tierName: string) => `not in ${tierName} membership`,
  invalidPlayers: (maxPlayers: number, maxGuests: number): Notice => ({
    title: 'Invalid Player Count',
    message: `A booking is for 1 to ${maxPlayers} players (you plus up to ${maxGuests} guests).`,
  }),
  notesTooLong: (max: number): Notice => ({
    title: 'Notes Too Long',
    message: `Notes can be at most ${max} characters.`,
  }),
  bayTaken: {
    title: 'Bay Unavailable',
    message: 'That bay is already booked for part of that time. Please choose another bay or time.',
  },
  memberDoubleBooked: {
    title: 'Overlapping Booking',
    message: 'You already have a booking at that time.',
  },
  notEditable: {
    title: 'Booking Not Editable',
    message: 'Only upcoming confirmed bookings can be changed or cancelled.',
  },
  /** A member's cancel of a booking that has ended: the day's record is kept, only corrected. */
  finished: {
    title: 'Booking Finished',
    message:
      'This booking has finished, so it stays on the record. If it is wrong, the front desk can correct it.',
  },
  guestFeeRequired: {
    title: 'Guest Fee Required',
    message: 'Guest fees must be paid before this booking can be confirmed.',
  },
  writeNotConfirmed: {
    title: 'Booking Not Confirmed',
    message:
      'The booking system could not finish saving your request. Please check your bookings before trying again, or call the front desk.',
  },
  vipGuestPassesHint: 'VIP benefit: Guest passes included',
  generalGuestFeeHint: 'Note: Guest fees may apply if updating existing booking',
  cancelConfirm: 'Are you sure you want to cancel this booking?',
} as const;

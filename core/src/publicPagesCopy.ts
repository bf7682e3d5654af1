/**
 * The words of the sections around the forms of four public pages (the tour, contact, lessons and
 * tournaments pages): their figures and their points. Every figure is read from the setting or the
 * constant the software keeps, and every point says only what the software does (docs/product.md's
 * claims; the lessons' and competitions' rules in docs/lessons.md and docs/competitions.md).
 */
import {
  DEFAULT_LESSON_CREDIT_MONTHS,
  LESSON_CANCEL_HOURS,
  LESSON_PACK_SIZES,
  VIP_LESSON_DISCOUNT_PERCENT,
} from './lessons';
import { FACILITY_FACTS } from './siteCopy';
import type { VenueSettings } from './venue';
import type { VenueCopy } from './venueCopy';

/** A figure over its words, as ui/FactsStrip shows it. */
export interface PageFact {
  value: string;
  label: string;
}

/** A point under a section's heading: its own heading and a sentence. */
export interface PagePoint {
  title: string;
  text: string;
}

/** /tour: the tour's figures from the venue's tour settings. */
export const tourPageCopy = {
  detailsTitle: 'Tour details',
  details: (venue: VenueSettings, copy: VenueCopy): PageFact[] => [
    { value: venue.tours.durationLabel, label: 'Duration' },
    { value: copy.tourDays, label: 'Availability' },
    // The first and the last time a tour may start (the form offers every step between).
    { value: copy.tourHours, label: 'Start times' },
    { value: `Up to ${venue.tours.maxPartySize} people`, label: 'Group size' },
  ],
  sightsEyebrow: 'Your visit',
} as const;

/** /contact: the lounge at a glance, then the three ways in. */
export const contactPageCopy = {
  factsTitle: 'The lounge at a glance',
  facts: (venue: VenueSettings, copy: VenueCopy): PageFact[] => [
    { value: copy.hours, label: 'Open daily' },
    { value: `${venue.bays.length}`, label: 'Simulator bays' },
    { value: FACILITY_FACTS.courses, label: 'Course options' },
    { value: copy.tourDays, label: 'Tours' },
  ],
  waysEyebrow: 'Where to begin',
} as const;

/** /lessons: the packs' and the cancelling rules as figures, then how a lesson is booked. */
export const lessonsPageCopy = {
  factsTitle: 'Lessons at a glance',
  facts: [
    { value: `${VIP_LESSON_DISCOUNT_PERCENT}%`, label: 'Off every lesson and pack for VIP members' },
    { value: LESSON_PACK_SIZES.join(' or '), label: 'Lessons in a pack' },
    { value: `${DEFAULT_LESSON_CREDIT_MONTHS} months`, label: 'To use a pack’s lessons' },
    { value: `${LESSON_CANCEL_HOURS} hours`, label: 'Notice to cancel and get your money or credit back' },
  ] satisfies PageFact[],
  howTitle: 'How a Lesson Works',
  howEyebrow: 'With a coach',
  how: [
    {
      title: 'Your coach and your bay',
      text: 'Booking holds your coach and, for a lesson that needs one, a bay, for the whole lesson.',
    },
    {
      title: 'One lesson or a pack',
      text: `Pay for a lesson as you book it, or buy a pack of ${LESSON_PACK_SIZES.join(' or ')} lessons of one kind for less and book each with a credit.`,
    },
    {
      title: 'On your dashboard',
      text: 'Your lessons to come and your unused credits are listed there, and you cancel a lesson from there.',
    },
  ] satisfies PagePoint[],
} as const;

/** /tournaments: how the competitions are played, and how a member's name shows on the boards. */
export const competitionsPageCopy = {
  howTitle: 'How Competitions Work',
  howEyebrow: 'For members',
  how: [
    {
      title: 'Tournaments and leagues',
      text: 'A tournament is one round; a league plays a round a week, with weekly standings.',
    },
    {
      title: 'Stroke play or a contest',
      text: 'Stroke play counts every shot, gross or net; closest-to-the-pin and long-drive contests rank each player’s best attempt.',
    },
    {
      title: 'Handicaps',
      text: 'An official Handicap Index set by staff, or a lounge index worked out from your final cards.',
    },
    {
      title: 'Scores on your phone',
      text: 'Enter your card hole by hole as you play; a playing partner attests it.',
    },
  ] satisfies PagePoint[],
  namesTitle: 'Your name on the boards',
  names: 'Boards show your first name and last initial, or ‘A member’ if you choose to hide it.',
} as const;

/**
 * GET /api/venue (core's VenueInfo, venueCopy.ts: the settings, the copy made from them, the run
 * mode, the membership terms) and GET /api/health (the box's liveness check).
 */
import Joi from 'joi';
import { DOOR_STATES } from '../door';
import type { MembershipTerms } from '../membershipTerms';
import type { RunMode } from '../runMode';
import type { FoundingOfferStatus, SiteSettings } from '../siteSettings';
import type { VenueSettings } from '../venue';
import type { VenueCopy } from '../venueCopy';
import {
  bool,
  describes,
  int,
  list,
  nullable,
  object,
  oneOf,
  optional,
  readonlyList,
  type Shape,
  text,
} from './shape';
import { VenueHoursView } from './staffBoard';

/**
 * What GET /api/venue answers (core's venueInfo): the settings this box runs with, the copy made
 * from them, the run mode (development and the payment sandbox: the screens show a banner while
 * either is on) and the terms memberships are sold on here (freezing, notice, the guarantee: the
 * pages state them). Each part describes exactly the type core declares for it.
 */
export const VenueInfo = object({
  venue: describes<VenueSettings>()(
    object({
      name: text,
      timeZone: text,
      bays: readonlyList(Joi.string()),
      vipBays: readonlyList(Joi.string()),
      hours: VenueHoursView,
      staffedHours: object({ open: text, close: text }),
      contact: object({ phone: text, email: text, address: text }),
      tours: object({
        weekdays: readonlyList(int),
        firstSlot: text,
        lastSlot: text,
        stepMinutes: int,
        maxPartySize: int,
        windowDays: int,
        durationLabel: text,
        confirmWithinHours: int,
      }),
    }),
  ),
  copy: describes<VenueCopy>()(
    object({ hours: text, lastStart: text, bayCount: text, tourDays: text, tourHours: text }),
  ),
  runMode: describes<RunMode>()(object({ development: bool, paymentsSandbox: bool })),
  membership: describes<MembershipTerms>()(
    object({
      freezeMonthChoices: readonlyList(int),
      freezeMonthsPerYear: int,
      freezeStartWithinDays: int,
      freezeReminderDays: int,
      cancelNoticeDays: int,
      guaranteeDays: int,
    }),
  ),
  site: describes<SiteSettings>()(
    object({
      foundingOffer: object({ endsOn: nullable(Joi.string()), places: nullable(int) }),
      social: object({
        instagram: optional(Joi.string()),
        facebook: optional(Joi.string()),
        youtube: optional(Joi.string()),
      }),
    }),
  ),
});
export type VenueInfo = Shape<typeof VenueInfo>;

/** GET /api/health: 503 with this body when the database or storage is unavailable. */
export const HealthResponse = object({
  status: oneOf(['ok', 'degraded', 'unavailable']),
  /** The root package.json's version. */
  version: text,
  venue: text,
  database: oneOf(['ok', 'unavailable']),
  storage: oneOf(['ok', 'disk_full', 'read_only', 'error']),
  /** none: no backup yet and none tried. */
  backup: oneOf(['ok', 'failing', 'stale', 'none', 'off']),
  /** failing: no email has got out for 15 minutes; off: no SMTP_URL (mail kept in the Outbox). */
  mail: oneOf(['ok', 'failing', 'off']),
  /** The door's controller (core's door.ts): down when it stopped answering; off without one. */
  door: oneOf(DOOR_STATES),
  /** Each trouble in the operator's words; empty when all is well. */
  problems: list(Joi.string()),
});
export type HealthResponse = Shape<typeof HealthResponse>;

/** GET /api/founding-offer: the founding offer as it stands now (core's foundingOfferStatus). */
export const FoundingOfferAnswer = describes<FoundingOfferStatus>()(
  object({ open: bool, endsOn: nullable(Joi.string()), placesLeft: nullable(int) }),
);
export type FoundingOfferAnswer = Shape<typeof FoundingOfferAnswer>;

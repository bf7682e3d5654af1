/**
 * The staff API's reports and records: GET /api/staff/reports (and reports.csv), the day sheet
 * (schedule.csv) and the admins' audit trail (GET /api/staff/audit). Money is in cents, instants
 * in ISO 8601 UTC, dates and hours the venue's wall clock.
 */
import Joi from 'joi';
import { bool, id, int, list, nullable, object, oneOf, optional, type Shape, text, uuid } from './shape';

/** The report's days (GET /api/staff/reports?from=&to=): core's reportRangeRefusal words them; joi bounds their length. */
const venueDay = optional(Joi.string().max(10));
export const ReportRangeQuery = object({ from: venueDay, to: venueDay });
/** GET /api/staff/audit?from=&to=&actor=&member= (member: part of a member's name). */
export const AuditQuery = object({
  from: venueDay,
  to: venueDay,
  actor: optional(uuid),
  member: optional(Joi.string().trim().allow('').max(100)),
});
/** GET /api/staff/schedule.csv?date= (and the board's /api/staff/schedule?date=). */
export const DayQuery = object({ date: venueDay });

const percent = nullable(Joi.number());

/**
 * Minutes of opening hours each part of a bay's day took (a minute two blocks share counted once):
 * member bookings, private events' held bays, competition rounds, lessons, and blocks staff made
 * (maintenance, a closure). No lessons are kept yet, so that part reads 0 until they are.
 */
const UtilisationParts = object({ members: int, events: int, rounds: int, lessons: int, blocks: int });
export type UtilisationParts = Shape<typeof UtilisationParts>;
export type UtilisationPart = keyof UtilisationParts;

const minutes = {
  /** Minutes inside opening hours, by what took the bay. */
  parts: UtilisationParts,
  /** Minutes the bay was in play: every part but staff blocks (time out of play, not use). */
  inPlayMinutes: int,
  /** Minutes the venue was open (real minutes: DST-safe), over the report's days. */
  openMinutes: int,
  /** inPlayMinutes / openMinutes in percent, one decimal; null when the venue was never open then. */
  percent,
};

/** One bay in one wall-clock hour, summed over the report's days. */
export const UtilisationCell = object({
  /** The hour's wall-clock start, 'HH:00'. */
  hour: text,
  ...minutes,
});
export type UtilisationCell = Shape<typeof UtilisationCell>;

export const BayUtilisation = object({ bay: text, cells: list(UtilisationCell), ...minutes });
export type BayUtilisation = Shape<typeof BayUtilisation>;

export const ReportBookingFigures = object({
  /** Bookings on the report's days that were kept: not cancelled (no-shows included). */
  bookings: int,
  cancelled: int,
  noShows: int,
  checkedIn: int,
  /** Of those checked in, at a kiosk by the member (the rest at the desk). */
  kioskCheckIns: int,
  deskCheckIns: int,
  /** Bookings the lounge released, nobody having checked in (those staff took back included). */
  released: int,
  /** Players (members and guests) of the kept bookings, no-shows left out. */
  players: int,
  /** noShows / bookings in percent, one decimal; null without bookings. */
  noShowRatePercent: percent,
});
export type ReportBookingFigures = Shape<typeof ReportBookingFigures>;

export const ReportMoneyFigures = object({
  /** Guest fees paid online and fees taken at the desk. */
  guestFeesCents: int,
  /** Tournament and league entry fees paid online. */
  entryFeesCents: int,
  /** Membership payments: first checkouts, renewals, upgrades' prorated differences. */
  membershipCents: int,
  /** Money returned (completed refunds), as a positive amount. */
  refundsCents: int,
  refundCount: int,
  /** Private events' deposits and balances taken (an invoiced balance counts once it is paid). */
  eventsCents: int,
  /** guest fees + entry fees + membership + events - refunds. */
  netCents: int,
});
export type ReportMoneyFigures = Shape<typeof ReportMoneyFigures>;

/** Private events: what is held and owed now, and the paid events on the report's days by package. */
export const ReportEventFigures = object({
  /** Deposits of paid events still to come (not cancelled). */
  depositsHeldCents: int,
  /** Balances of paid events still to come, not yet paid. */
  balancesDueCents: int,
  /** Paid events on the report's days, by package. */
  corporateEvents: int,
  celebrationEvents: int,
  tournamentEvents: int,
});
export type ReportEventFigures = Shape<typeof ReportEventFigures>;

export const ReportMemberFigures = object({
  /** Members with a live plan at `activeAsOf`, by tier, frozen ones left out. */
  activeGeneral: int,
  activeVip: int,
  /** Members with a live plan frozen on `activeAsOf`'s venue day (either tier). */
  frozen: int,
  /** Members with a live plan not frozen that day but with a freeze still to start (counted active too). */
  freezesScheduled: int,
  /** The end of the report's last day, or now when that is still to come (ISO instant). */
  activeAsOf: text,
  /** Accounts whose first membership payment fell in the range. */
  newMemberships: int,
  /** Plans that lapsed or were cancelled, whose last paid period ended in the range. */
  endedMemberships: int,
});
export type ReportMemberFigures = Shape<typeof ReportMemberFigures>;

/** A tournament's or league's entries (as they stand) and its entry fees taken during the range. */
export const ReportCompetitionFigures = object({
  competitionId: id,
  name: text,
  firstRoundDate: text,
  entered: int,
  waiting: int,
  withdrawn: int,
  feesCents: int,
  /** Completed refunds of its entry fees, as a positive amount. */
  refundsCents: int,
  /** fees - refunds. */
  netCents: int,
});
export type ReportCompetitionFigures = Shape<typeof ReportCompetitionFigures>;

/** Check-ins and releases of one venue day's bookings. */
export const CheckInDay = object({ date: text, kiosk: int, desk: int, released: int });
export type CheckInDay = Shape<typeof CheckInDay>;

/** GET /api/staff/reports?from=&to= */
export const StaffReport = object({
  from: text,
  to: text,
  /** Venue days in the range, both ends included. */
  days: int,
  timeZone: text,
  bookings: ReportBookingFigures,
  money: ReportMoneyFigures,
  events: ReportEventFigures,
  members: ReportMemberFigures,
  /** Competitions with a round on the range's days or an entry fee (or its refund) written in it. */
  competitions: list(ReportCompetitionFigures),
  /** The range's days that had a check-in or a release, in order. */
  checkIns: list(CheckInDay),
  utilisation: object({
    /** The wall-clock hours the venue opens in, 'HH:00', in order: the heatmap's columns. */
    hours: list(Joi.string()),
    bays: list(BayUtilisation),
    ...minutes,
  }),
});
export type StaffReport = Shape<typeof StaffReport>;

/** One staff action as the audit screen shows it; details never carry a secret. */
export const AuditEntry = object({
  id: int,
  createdAt: text,
  /** Null when the lounge acted itself (a release) or a kiosk did; actorName says which. */
  actorId: nullable(text),
  actorName: text,
  action: text,
  targetType: text,
  targetId: text,
  /** What the action recorded (a reason, the override, from and to...), secrets removed. */
  details: nullable(Joi.object<Record<string, unknown>>().unknown()),
});
export type AuditEntry = Shape<typeof AuditEntry>;

export const AuditActor = object({ id, name: text, role: oneOf(['staff', 'manager', 'admin']) });
export type AuditActor = Shape<typeof AuditActor>;

/** GET /api/staff/audit?from=&to=&actor= (admins only). */
export const AuditLog = object({
  from: text,
  to: text,
  /** Newest first, at most AUDIT_MAX_ENTRIES. */
  entries: list(AuditEntry),
  /** True when the range held more entries than were sent: narrow it. */
  truncated: bool,
  /** Everyone who can act at the desk, for the actor filter. */
  actors: list(AuditActor),
});
export type AuditLog = Shape<typeof AuditLog>;

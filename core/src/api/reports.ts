/**
 * The staff API's reports and records: GET /api/staff/reports (and reports.csv), the day sheet
 * (schedule.csv) and the admins' audit trail (GET /api/staff/audit). Money is in cents, instants
 * in ISO 8601 UTC, dates and hours the venue's wall clock.
 */

/** One bay in one wall-clock hour, summed over the report's days. */
export interface UtilisationCell {
  /** The hour's wall-clock start, 'HH:00'. */
  hour: string;
  /** Minutes a booking held the bay inside opening hours. */
  bookedMinutes: number;
  /** Minutes the venue was open in that hour, over the report's days (real minutes: DST-safe). */
  openMinutes: number;
  /** bookedMinutes / openMinutes in percent, one decimal; null when the venue was never open then. */
  percent: number | null;
}

export interface BayUtilisation {
  bay: string;
  cells: UtilisationCell[];
  bookedMinutes: number;
  openMinutes: number;
  percent: number | null;
}

export interface ReportBookingFigures {
  /** Bookings on the report's days that were kept: not cancelled (no-shows included). */
  bookings: number;
  cancelled: number;
  noShows: number;
  checkedIn: number;
  /** Players (members and guests) of the kept bookings, no-shows left out. */
  players: number;
  /** noShows / bookings in percent, one decimal; null without bookings. */
  noShowRatePercent: number | null;
}

export interface ReportMoneyFigures {
  /** Guest fees paid online and fees taken at the desk. */
  guestFeesCents: number;
  /** Membership payments: first checkouts, renewals, upgrades' prorated differences. */
  membershipCents: number;
  /** Money returned (completed refunds), as a positive amount. */
  refundsCents: number;
  refundCount: number;
  /** guest fees + membership - refunds. */
  netCents: number;
}

export interface ReportMemberFigures {
  /** Members with a live plan at `activeAsOf`, by tier. */
  activeGeneral: number;
  activeVip: number;
  /** The end of the report's last day, or now when that is still to come (ISO instant). */
  activeAsOf: string;
  /** Accounts whose first membership payment fell in the range. */
  newMemberships: number;
  /** Plans that lapsed or were cancelled, whose last paid period ended in the range. */
  endedMemberships: number;
}

/** GET /api/staff/reports?from=&to= */
export interface StaffReport {
  from: string;
  to: string;
  /** Venue days in the range, both ends included. */
  days: number;
  timeZone: string;
  bookings: ReportBookingFigures;
  money: ReportMoneyFigures;
  members: ReportMemberFigures;
  utilisation: {
    /** The wall-clock hours the venue opens in, 'HH:00', in order: the heatmap's columns. */
    hours: string[];
    bays: BayUtilisation[];
    bookedMinutes: number;
    openMinutes: number;
    percent: number | null;
  };
}

/** One staff action as the audit screen shows it; details never carry a secret. */
export interface AuditEntry {
  id: number;
  createdAt: string;
  actorId: string;
  actorName: string;
  action: string;
  targetType: string;
  targetId: string;
  /** What the action recorded (a reason, the override, from and to...), secrets removed. */
  details: Record<string, unknown> | null;
}

export interface AuditActor {
  id: string;
  name: string;
  role: 'staff' | 'admin';
}

/** GET /api/staff/audit?from=&to=&actor= (admins only). */
export interface AuditLog {
  from: string;
  to: string;
  /** Newest first, at most AUDIT_MAX_ENTRIES. */
  entries: AuditEntry[];
  /** True when the range held more entries than were sent: narrow it. */
  truncated: boolean;
  /** Everyone who can act at the desk, for the actor filter. */
  actors: AuditActor[];
}

/**
 * The report as spreadsheet rows (GET /api/staff/reports.csv): one figure a row, the same figures
 * and words as the desk's Reports screen, the utilisation heatmap one bay and hour a figure a row
 * (its share in play, then the minutes of each part of the bay's day). Money in
 * dollars with cents ('1234.50'), percentages with one decimal, an empty cell where a figure has
 * no value (a rate of no bookings).
 */
import type {
  CheckInDay,
  ReportBookingFigures,
  ReportCompetitionFigures,
  ReportEventFigures,
  ReportMemberFigures,
  ReportMoneyFigures,
  StaffReport,
  UtilisationCell,
  UtilisationParts,
} from './api/reports';

const REPORT_CSV_HEADER = ['Section', 'Figure', 'Bay', 'Hour', 'Value'] as const;

/** A figure of the report: its field and its name on the screen and in the CSV. */
export type FigureLabel<T> = readonly [keyof T & string, string];

/** The report's figures as the screen and the CSV name them, in the order they are shown. */
export const BOOKING_FIGURES: readonly FigureLabel<ReportBookingFigures>[] = [
  ['bookings', 'Bookings'],
  ['cancelled', 'Cancelled'],
  ['noShows', 'No-shows'],
  ['checkedIn', 'Checked in'],
  ['kioskCheckIns', 'Checked in at a kiosk'],
  ['deskCheckIns', 'Checked in at the desk'],
  ['released', 'Released by the lounge'],
  ['players', 'Players'],
  ['noShowRatePercent', 'No-show rate (%)'],
];
export const MONEY_FIGURES: readonly FigureLabel<ReportMoneyFigures>[] = [
  ['guestFeesCents', 'Guest fees (USD)'],
  ['entryFeesCents', 'Entry fees (USD)'],
  ['membershipCents', 'Membership revenue (USD)'],
  ['refundsCents', 'Refunds (USD)'],
  ['eventsCents', 'Event revenue (USD)'],
  ['refundCount', 'Refunds made'],
  ['netCents', 'Net (USD)'],
];
export const EVENT_FIGURES: readonly FigureLabel<ReportEventFigures>[] = [
  ['depositsHeldCents', 'Event deposits held (USD)'],
  ['balancesDueCents', 'Event balances due (USD)'],
  ['corporateEvents', 'Corporate events'],
  ['celebrationEvents', 'Celebrations'],
  ['tournamentEvents', 'Golf tournaments'],
];
export const MEMBER_FIGURES: readonly FigureLabel<ReportMemberFigures>[] = [
  ['activeGeneral', 'Active General members'],
  ['activeVip', 'Active VIP members'],
  ['frozen', 'Frozen members'],
  ['freezesScheduled', 'Freezes scheduled (not started)'],
  ['newMemberships', 'New memberships'],
  ['endedMemberships', 'Ended memberships'],
];

/** Each competition's figures, the columns of the desk's table and a row each in the CSV. */
export const COMPETITION_FIGURES: readonly FigureLabel<ReportCompetitionFigures>[] = [
  ['entered', 'Entries'],
  ['waiting', 'Waiting'],
  ['withdrawn', 'Withdrawn'],
  ['feesCents', 'Entry fees (USD)'],
  ['refundsCents', 'Entry fees refunded (USD)'],
  ['netCents', 'Entry fees, net (USD)'],
];

/** A day's check-ins and releases, as the screen's table and the CSV name them. */
export const CHECK_IN_DAY_FIGURES: readonly FigureLabel<Omit<CheckInDay, 'date'>>[] = [
  ['kiosk', 'At a kiosk'],
  ['desk', 'At the desk'],
  ['released', 'Released'],
];

/** The parts of a bay's day, as the heatmap's legend and table and the CSV name them. */
export const UTILISATION_PARTS: readonly FigureLabel<UtilisationParts>[] = [
  ['members', 'Member bookings'],
  ['events', 'Private events'],
  ['rounds', 'Competition rounds'],
  ['lessons', 'Lessons'],
  ['blocks', 'Staff blocks'],
];

const UTILISATION_FIGURE = 'Bay utilisation (%)';

/** '1234.50' of 123450 cents: a number a spreadsheet reads, never rounded. */
export function centsAsDollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

type Cell = string | number;

function value(key: string, figure: string | number | null): Cell {
  if (figure === null) return '';
  return key.endsWith('Cents') && typeof figure === 'number' ? centsAsDollars(figure) : figure;
}

function figureRows<T extends Record<keyof T, string | number | null>>(
  section: string,
  figures: T,
  labels: readonly FigureLabel<T>[],
): Cell[][] {
  return labels.map(([field, label]) => [section, label, '', '', value(field, figures[field])]);
}

/** The report's rows, header first. */
export function reportCsvRows(report: StaffReport): Cell[][] {
  const rows: Cell[][] = [
    [...REPORT_CSV_HEADER],
    ['Range', 'From', '', '', report.from],
    ['Range', 'To', '', '', report.to],
    ['Range', 'Days', '', '', report.days],
    ['Range', 'Time zone', '', '', report.timeZone],
  ];
  rows.push(
    ...figureRows('Bookings', report.bookings, BOOKING_FIGURES),
    ...figureRows('Money', report.money, MONEY_FIGURES),
    ...figureRows('Events', report.events, EVENT_FIGURES),
    ...figureRows('Members', report.members, MEMBER_FIGURES),
  );
  rows.push(['Members', 'Active as of', '', '', report.members.activeAsOf]);
  // One figure a row, the competition named in the figure: the columns stay the five every row has.
  for (const c of report.competitions) {
    for (const [field, label] of COMPETITION_FIGURES) {
      rows.push([
        'Competitions',
        `${c.name} (${c.firstRoundDate}): ${label}`,
        '',
        '',
        value(field, c[field]),
      ]);
    }
  }
  for (const day of report.checkIns) {
    for (const [field, label] of CHECK_IN_DAY_FIGURES) {
      rows.push(['Check-ins', `${day.date}: ${label}`, '', '', day[field]]);
    }
  }
  // Each bay and hour: the share in play, then the minutes each part took.
  const utilisationRows = (bay: string, hour: string, figures: Omit<UtilisationCell, 'hour'>) => {
    rows.push(['Utilisation', UTILISATION_FIGURE, bay, hour, value('percent', figures.percent)]);
    for (const [part, label] of UTILISATION_PARTS) {
      rows.push(['Utilisation', `${label} (min)`, bay, hour, figures.parts[part]]);
    }
  };
  for (const bay of report.utilisation.bays) {
    for (const cell of bay.cells) utilisationRows(bay.bay, cell.hour, cell);
    utilisationRows(bay.bay, 'All hours', bay);
  }
  utilisationRows('All bays', 'All hours', report.utilisation);
  return rows;
}

/**
 * The day sheet (GET /api/staff/schedule.csv): a venue day's bookings and blocked bays as rows for
 * a spreadsheet or a clipboard, in the order of the day, with the board's words for each status.
 * Cancelled bookings are left out: the sheet is what the bays will see.
 */
import { BOARD_STATUS_LOOK, boardStatus } from './boardStatus';
import { isMembershipType, TIERS } from './tiers';
import { formatWallTime, instantToWall, parseIsoInstant } from './time';

const DAY_SHEET_HEADER = ['Bay', 'Start', 'End', 'Member', 'Tier', 'Players', 'Status', 'Notes'] as const;

export interface DaySheetBooking {
  bayNumber: string;
  startTime: string;
  endTime: string;
  status: string;
  players: number;
  memberName: string;
  membershipType: string | null;
  notes: string | null;
}

export interface DaySheetBlock {
  bayNumber: string;
  startTime: string;
  endTime: string;
  reason: string;
}

const LEFT_OUT: readonly string[] = Object.freeze(['cancelled', 'expired']);

function wallTimeOf(iso: string, timeZone: string): string {
  return formatWallTime(instantToWall(parseIsoInstant(iso) ?? Number.NaN, timeZone).time);
}

/** A line of the sheet: the bay and the venue times of a booking or a block, then `rest` of its cells. */
function sheetLine(
  span: { bayNumber: string; startTime: string; endTime: string },
  timeZone: string,
  rest: (string | number)[],
) {
  return {
    bay: span.bayNumber,
    start: span.startTime,
    cells: [
      span.bayNumber,
      wallTimeOf(span.startTime, timeZone),
      wallTimeOf(span.endTime, timeZone),
      ...rest,
    ],
  };
}

/** The sheet's rows (header first), ordered by start, then bay. */
export function daySheetRows(
  bookings: readonly DaySheetBooking[],
  blocks: readonly DaySheetBlock[],
  timeZone: string,
  now: number,
): (string | number)[][] {
  const lines = [
    ...bookings
      .filter((b) => !LEFT_OUT.includes(b.status))
      .map((b) =>
        sheetLine(b, timeZone, [
          b.memberName,
          isMembershipType(b.membershipType) ? TIERS[b.membershipType].name : '',
          b.players,
          BOARD_STATUS_LOOK[boardStatus(b, now)].label,
          b.notes ?? '',
        ]),
      ),
    ...blocks.map((b) => sheetLine(b, timeZone, ['', '', '', 'Blocked', b.reason])),
  ];
  lines.sort((a, b) => a.start.localeCompare(b.start) || a.bay.localeCompare(b.bay, 'en', { numeric: true }));
  return [[...DAY_SHEET_HEADER], ...lines.map((l) => l.cells)];
}

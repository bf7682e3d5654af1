/**
 * The day sheet: a venue day's bookings and blocked bays as rows, in the order of the day, with the
 * board's words for each status. One function for both of its forms: the desk prints it from the
 * schedule it fetched (GET /api/staff/schedule), and GET /api/staff/schedule.csv writes the same
 * rows from the same schedule. Cancelled bookings are left out: the sheet is what the bays will see.
 */
import type { BayBlockView } from './api/blocks';
import type { Schedule, ScheduleBooking } from './api/staffBoard';
import { BOARD_STATUS_LOOK, boardStatus } from './boardStatus';
import { isMembershipType, TIERS } from './tiers';
import { formatWallTime, instantToWall, parseIsoInstant } from './time';

/** What the sheet reads of a booking on the board. */
export type DaySheetBooking = Pick<
  ScheduleBooking,
  'bayNumber' | 'startTime' | 'endTime' | 'status' | 'players' | 'notes' | 'member'
>;
/** What the sheet reads of a blocked bay. */
export type DaySheetBlock = Pick<BayBlockView, 'bayNumber' | 'startTime' | 'endTime' | 'reason'>;
/** What the sheet reads of a day's schedule. */
export type DaySheetDay = Pick<Schedule, 'timeZone'> & {
  bookings: readonly DaySheetBooking[];
  blocks: readonly DaySheetBlock[];
};

type Cell = string | number;
type Span = Pick<DaySheetBlock, 'bayNumber' | 'startTime' | 'endTime'>;
interface SheetContext {
  now: number;
  /** An instant as the venue's wall clock: '9:30 AM'. */
  wallTime: (iso: string) => string;
}
interface Column {
  header: string;
  booking: (b: DaySheetBooking, c: SheetContext) => Cell;
  /** A blocked bay's cell; empty when not given. */
  block?: (b: DaySheetBlock, c: SheetContext) => Cell;
}
/** A column both bookings and blocks fill alike: the bay and the times. */
const spanColumn = (header: string, cell: (s: Span, c: SheetContext) => Cell): Column => ({
  header,
  booking: cell,
  block: cell,
});

/** The sheet's columns, each once: a new column is one line here, and print and CSV both take it. */
const COLUMNS: readonly Column[] = [
  spanColumn('Bay', (s) => s.bayNumber),
  spanColumn('Start', (s, c) => c.wallTime(s.startTime)),
  spanColumn('End', (s, c) => c.wallTime(s.endTime)),
  { header: 'Member', booking: (b) => `${b.member.firstName} ${b.member.lastName}`.trim() },
  {
    header: 'Tier',
    booking: (b) => (isMembershipType(b.member.membershipType) ? TIERS[b.member.membershipType].name : ''),
  },
  { header: 'Players', booking: (b) => b.players },
  {
    header: 'Status',
    booking: (b, c) => BOARD_STATUS_LOOK[boardStatus(b, c.now)].label,
    block: () => 'Blocked',
  },
  { header: 'Notes', booking: (b) => b.notes ?? '', block: (b) => b.reason },
];

const LEFT_OUT: readonly string[] = Object.freeze(['cancelled', 'expired']);

/** The sheet's rows (header first), ordered by start, then bay. */
export function daySheetRows(day: DaySheetDay, now: number): Cell[][] {
  const c: SheetContext = {
    now,
    wallTime: (iso) => formatWallTime(instantToWall(parseIsoInstant(iso) ?? Number.NaN, day.timeZone).time),
  };
  const line = (span: Span, cells: Cell[]) => ({ bay: span.bayNumber, start: span.startTime, cells });
  const lines = [
    ...day.bookings
      .filter((b) => !LEFT_OUT.includes(b.status))
      .map((b) =>
        line(
          b,
          COLUMNS.map((column) => column.booking(b, c)),
        ),
      ),
    ...day.blocks.map((b) =>
      line(
        b,
        COLUMNS.map((column) => column.block?.(b, c) ?? ''),
      ),
    ),
  ];
  lines.sort((a, b) => a.start.localeCompare(b.start) || a.bay.localeCompare(b.bay, 'en', { numeric: true }));
  return [COLUMNS.map((column) => column.header), ...lines.map((l) => l.cells)];
}

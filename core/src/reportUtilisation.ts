/**
 * The report's bay utilisation (reports.ts): real minutes per bay and wall-clock hour, each venue
 * day cut at its wall-clock hours (the hour a spring night skips holds nothing, the hour an autumn
 * night repeats holds both), only minutes inside opening hours counted, and each minute given to
 * one part: member bookings, private events, competition rounds, lessons, staff blocks.
 */
import type { BayUtilisation, UtilisationCell, UtilisationPart, UtilisationParts } from './api/reports';
import type { ReportRange } from './reportRange';
import { type VenueDay, venueDays } from './reportRange';
import type { ReportBookingRow } from './reports';
import { type IsoDate, parseIsoInstant } from './time';
import type { VenueSettings } from './venue';

/** Stored statuses of a booking that kept its bay (a no-show gave it back; a hold is not a booking). */
export const UTILISING_STATUSES: readonly string[] = Object.freeze(['confirmed', 'checked_in', 'completed']);

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** part / whole in percent with one decimal; null when there is no whole. */
export function percentOf(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : null;
}

function overlapMs(aStart: number, aEnd: number, bStart: number, bEnd: number): number {
  return Math.max(0, Math.min(aEnd, bEnd) - Math.max(aStart, bStart));
}

export function instantOf(instant: string | number): number {
  return typeof instant === 'number' ? instant : (parseIsoInstant(instant) ?? Number.NaN);
}

function hourLabel(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}

/** The wall-clock hours the venue opens in: 09:00 ... 21:00 for 09:00 to 22:00. */
function openHours(venue: VenueSettings): number[] {
  const [openH = 0, openM = 0] = venue.hours.open.split(':').map(Number);
  const [closeH = 0, closeM = 0] = venue.hours.close.split(':').map(Number);
  const first = openH + openM / 60;
  const last = Math.ceil(closeH + closeM / 60);
  return Array.from({ length: Math.max(0, last - Math.floor(first)) }, (_, i) => Math.floor(first) + i);
}

/**
 * The instants at which each wall-clock hour of a venue day starts, and the day's end: 25 values.
 * A skipped hour starts where the next one does (empty); a repeated hour runs until the next one.
 */
function hourEdges(day: VenueDay): number[] {
  // A steady day's hours start on the hour after its midnight (what day.at would say, for a year's
  // 9,000 hours without reading a time from text).
  if (day.steady) return Array.from({ length: 25 }, (_, h) => day.start + h * HOUR_MS);
  const edges = Array.from({ length: 24 }, (_, h) => day.at(hourLabel(h)));
  edges.push(day.end);
  // 'compatible' maps a skipped 00:00 forward; keep the edges in order whatever the zone does.
  for (let i = 1; i < edges.length; i++) edges[i] = Math.max(edges[i] ?? 0, edges[i - 1] ?? 0);
  return edges;
}

/** A booking that kept its bay, or a piece of a hold: the bay's cells of its part and the instants. */
interface HeldSpan {
  cells: number[];
  start: number;
  end: number;
  /** Bookings alike (reportSlices); 1 for a hold. */
  count: number;
}

export const countOf = (b: ReportBookingRow) => b.bookings ?? 1;

/**
 * A block on a bay during the range, by what it holds the bay for: a private event's held bay, a
 * competition round, a lesson, or a block staff made.
 */
export interface ReportHoldRow {
  bayNumber: string;
  /** The venue date it falls on. */
  blockDate: IsoDate;
  startTime: string;
  endTime: string;
  part: Exclude<UtilisationPart, 'members'>;
}

/** The parts in the order a minute two holds share is given to: an event before a round, a staff block last. */
const HOLD_PARTS: readonly ReportHoldRow['part'][] = ['events', 'rounds', 'lessons', 'blocks'];
const PARTS: readonly UtilisationPart[] = ['members', ...HOLD_PARTS];

/**
 * One bay's holds on one day cut into pieces that never overlap, each piece given to the first part
 * (HOLD_PARTS) holding it: blocks may overlap one another (the database refuses only a block over a
 * booking), and a minute is counted once.
 */
function holdPieces(
  holds: readonly ReportHoldRow[],
): { part: ReportHoldRow['part']; start: number; end: number }[] {
  const spans = holds.map((h) => ({
    part: h.part,
    start: instantOf(h.startTime),
    end: instantOf(h.endTime),
  }));
  const edges = [...new Set(spans.flatMap((s) => [s.start, s.end]))].sort((a, b) => a - b);
  const pieces: { part: ReportHoldRow['part']; start: number; end: number }[] = [];
  for (let i = 0; i + 1 < edges.length; i++) {
    const start = edges[i] ?? 0;
    const end = edges[i + 1] ?? 0;
    const holding = spans.filter((s) => s.start <= start && s.end >= end).map((s) => s.part);
    const part = HOLD_PARTS.find((p) => holding.includes(p));
    if (part) pieces.push({ part, start, end });
  }
  return pieces;
}

type PartCells = Record<UtilisationPart, number[]>;

export function utilisation(
  range: ReportRange,
  venue: VenueSettings,
  bookings: readonly ReportBookingRow[],
  holds: readonly ReportHoldRow[],
) {
  const hours = openHours(venue);
  const taken = new Map<string, PartCells>(
    venue.bays.map((bay) => [
      bay,
      Object.fromEntries(PARTS.map((part) => [part, hours.map(() => 0)])) as PartCells,
    ]),
  );
  const open = hours.map(() => 0);
  const byDate = new Map<IsoDate, HeldSpan[]>();
  const spansOn = (date: IsoDate) => {
    const spans = byDate.get(date) ?? [];
    if (spans.length === 0) byDate.set(date, spans);
    return spans;
  };
  for (const b of bookings) {
    const cells = taken.get(b.bayNumber)?.members;
    if (!UTILISING_STATUSES.includes(b.status) || !cells) continue;
    spansOn(b.bookingDate).push({
      cells,
      start: instantOf(b.startTime),
      end: instantOf(b.endTime),
      count: countOf(b),
    });
  }
  const holdsByBayDay = new Map<string, ReportHoldRow[]>();
  for (const h of holds) {
    const key = `${h.blockDate} ${h.bayNumber}`;
    holdsByBayDay.set(key, [...(holdsByBayDay.get(key) ?? []), h]);
  }
  for (const bayHolds of holdsByBayDay.values()) {
    const first = bayHolds[0];
    const parts = first && taken.get(first.bayNumber);
    if (!first || !parts) continue;
    for (const piece of holdPieces(bayHolds)) {
      spansOn(first.blockDate).push({
        cells: parts[piece.part],
        start: piece.start,
        end: piece.end,
        count: 1,
      });
    }
  }
  for (const day of venueDays(range, venue.timeZone)) {
    const edges = hourEdges(day);
    const opens = day.at(venue.hours.open);
    const closes = day.at(venue.hours.close);
    const spans = byDate.get(day.date) ?? [];
    hours.forEach((hour, i) => {
      const from = Math.max(edges[hour] ?? 0, opens);
      const to = Math.min(edges[hour + 1] ?? 0, closes);
      if (to <= from) return;
      open[i] = (open[i] ?? 0) + (to - from);
      for (const b of spans) b.cells[i] = (b.cells[i] ?? 0) + b.count * overlapMs(from, to, b.start, b.end);
    });
  }
  const minutes = (ms: number) => Math.round(ms / MINUTE_MS);
  const bays: BayUtilisation[] = venue.bays.map((bay) => {
    const cells: UtilisationCell[] = hours.map((hour, i) =>
      figures(
        Object.fromEntries(
          PARTS.map((part) => [part, minutes(taken.get(bay)?.[part][i] ?? 0)]),
        ) as UtilisationParts,
        minutes(open[i] ?? 0),
        { hour: hourLabel(hour) },
      ),
    );
    return { bay, cells, ...summed(cells) };
  });
  return { hours: hours.map(hourLabel), bays, ...summed(bays) };
}

/** A cell's or a total's figures from its parts and open minutes. */
function figures<T extends object>(parts: UtilisationParts, openMinutes: number, extra: T) {
  const inPlayMinutes = PARTS.filter((p) => p !== 'blocks').reduce((sum, p) => sum + parts[p], 0);
  return { ...extra, parts, inPlayMinutes, openMinutes, percent: percentOf(inPlayMinutes, openMinutes) };
}

/** The figures of cells (or bays) added up. */
function summed(rows: readonly { parts: UtilisationParts; openMinutes: number }[]) {
  const parts = Object.fromEntries(
    PARTS.map((part) => [part, rows.reduce((sum, r) => sum + r.parts[part], 0)]),
  ) as UtilisationParts;
  return figures(
    parts,
    rows.reduce((sum, r) => sum + r.openMinutes, 0),
    {},
  );
}

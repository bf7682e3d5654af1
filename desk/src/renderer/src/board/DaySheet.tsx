/**
 * The printed day sheet: the board's day as one table, core's daySheetRows of the schedule the
 * board fetched (the server's CSV is the same function of the same answer): bay, times, member,
 * tier, players, status and notes, cancelled bookings left out, blocked bays included. Hidden on screen; print.css prints it instead of the grid, black on white, on one page.
 */
import { daySheetRows, type Schedule } from '@lounge/core';

export function DaySheet({
  schedule,
  now,
  venueName,
}: {
  schedule: Schedule;
  now: number;
  venueName: string;
}) {
  const [header = [], ...rows] = daySheetRows(schedule, now);
  return (
    <section className="day-sheet" aria-hidden="true">
      <h2>
        {venueName}: day sheet, {schedule.date}
      </h2>
      <table>
        <thead>
          <tr>
            {header.map((cell) => (
              <th key={String(cell)}>{cell}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.slice(0, 4).join(' ')}>
              {row.map((cell, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are fixed columns.
                <td key={i}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length === 0 && <p>No bookings.</p>}
    </section>
  );
}

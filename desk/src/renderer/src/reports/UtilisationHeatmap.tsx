/**
 * Bay utilisation as a table, bay by wall-clock hour: every cell states its percentage (and the
 * minutes in its title), so the figures read the same to a screen reader; the colour, deeper as a
 * bay is busier, is extra. Cells the venue was never open in (a skipped spring hour) read '–'.
 */
import { bayLabel, formatWallTime, type StaffReport, type UtilisationCell } from '@lounge/core';
import type { CSSProperties } from 'react';

const LOW = [0x12, 0x29, 0x1e] as const; // the console's panel green
const HIGH = [0xc9, 0xa4, 0x5c] as const; // the lounge's gold

/**
 * A cell's colours. The scale stops short of the middle, where neither light nor dark text keeps a
 * 4.5:1 contrast: up to 50% light text on green to olive, from 50% dark text on deep gold to gold.
 */
function heatColours(percent: number | null): CSSProperties {
  if (percent === null || percent <= 0) return {};
  const busy = percent >= 50;
  const t = busy ? 0.7 + ((percent - 50) / 50) * 0.3 : (percent / 50) * 0.55;
  const mix = LOW.map((low, i) => Math.round(low + ((HIGH[i] ?? low) - low) * Math.min(1, t)));
  return { background: `rgb(${mix.join(' ')})`, color: busy ? 'var(--ink)' : 'var(--cream)' };
}

function percentText(percent: number | null): string {
  return percent === null ? '–' : `${percent}%`;
}

function Cell({
  cell,
  bay,
}: {
  cell: Pick<UtilisationCell, 'bookedMinutes' | 'openMinutes' | 'percent'>;
  bay: string;
}) {
  return (
    <td
      className="heat-cell"
      style={heatColours(cell.percent)}
      title={`${bayLabel(bay)}: ${cell.bookedMinutes} of ${cell.openMinutes} open minutes booked`}
    >
      {percentText(cell.percent)}
    </td>
  );
}

export function UtilisationHeatmap({ utilisation }: { utilisation: StaffReport['utilisation'] }) {
  return (
    <div className="heatmap-scroll">
      <table className="heatmap" aria-label="Bay utilisation by hour">
        <caption>
          Bay utilisation by hour: the share of each hour's open time that bookings held the bay ·{' '}
          {percentText(utilisation.percent)} overall
        </caption>
        <thead>
          <tr>
            <th scope="col">Bay</th>
            {utilisation.hours.map((hour) => (
              <th key={hour} scope="col">
                {formatWallTime(hour).replace(':00 ', ' ')}
              </th>
            ))}
            <th scope="col">All hours</th>
          </tr>
        </thead>
        <tbody>
          {utilisation.bays.map((bay) => (
            <tr key={bay.bay}>
              <th scope="row">{bayLabel(bay.bay)}</th>
              {bay.cells.map((cell) => (
                <Cell key={cell.hour} cell={cell} bay={bay.bay} />
              ))}
              <Cell cell={bay} bay={bay.bay} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

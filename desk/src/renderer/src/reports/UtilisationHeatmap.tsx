/**
 * Bay utilisation as a table, bay by wall-clock hour: every cell states the share of its open time
 * the bay was in play (and what took it in its title), so the figures read the same to a screen
 * reader; the colour, deeper as a bay is busier, and the bar of parts under the figure are extra.
 * Cells the venue was never open in (a skipped spring hour) read '–'. Below, the parts of each
 * bay's day (member bookings, events, rounds, lessons, staff blocks) in minutes: the legend's
 * swatches head its columns.
 */
import {
  bayLabel,
  formatWallTime,
  type StaffReport,
  UTILISATION_PARTS,
  type UtilisationCell,
  type UtilisationPart,
} from '@lounge/core';
import type { CSSProperties } from 'react';

const LOW = [0x12, 0x29, 0x1e] as const; // the console's panel green
const HIGH = [0xc9, 0xa4, 0x5c] as const; // the lounge's gold

/** A cell's figures without its hour (a bay's or all bays' totals alike). */
type Figures = Omit<UtilisationCell, 'hour'>;

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

/** '2 h 30 min' of 150 minutes. */
function minutesText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/** The parts that took any of the minutes, in words. */
function partsText(figures: Figures): string {
  const taken = UTILISATION_PARTS.filter(([part]) => figures.parts[part] > 0).map(
    ([part, label]) => `${label} ${minutesText(figures.parts[part])}`,
  );
  return taken.length === 0 ? 'nothing booked or blocked' : taken.join(', ');
}

/** A part's swatch: its colour class (reports.css, apart in hue and lightness for colour blindness). */
function Swatch({ part }: { part: UtilisationPart }) {
  return <span className={`part-swatch part-${part}`} aria-hidden="true" />;
}

/** The share of the cell's open time each part took, as one bar (its words are in the title). */
function PartsBar({ figures }: { figures: Figures }) {
  if (figures.openMinutes === 0) return null;
  return (
    <span className="parts-bar" aria-hidden="true">
      {UTILISATION_PARTS.map(([part]) =>
        figures.parts[part] > 0 ? (
          <span
            key={part}
            className={`part-${part}`}
            style={{ width: `${(figures.parts[part] / figures.openMinutes) * 100}%` }}
          />
        ) : null,
      )}
    </span>
  );
}

function Cell({ figures, name }: { figures: Figures; name: string }) {
  return (
    <td
      className="heat-cell"
      style={heatColours(figures.percent)}
      title={`${name}: ${partsText(figures)}, of ${figures.openMinutes} open minutes`}
    >
      {percentText(figures.percent)}
      <PartsBar figures={figures} />
    </td>
  );
}

/** Each bay's minutes by part over the range, the free minutes and the open ones. */
function PartsTable({ utilisation }: { utilisation: StaffReport['utilisation'] }) {
  const rows: [string, Figures][] = [
    ...utilisation.bays.map((bay): [string, Figures] => [bayLabel(bay.bay), bay]),
    ['All bays', utilisation],
  ];
  const free = (f: Figures) =>
    Math.max(0, f.openMinutes - UTILISATION_PARTS.reduce((sum, [part]) => sum + f.parts[part], 0));
  return (
    <table className="heatmap utilisation-parts" aria-label="Parts of each bay's day">
      <caption>
        What took each bay's open time: in play is every part but staff blocks, which take a bay out of play.
        No lessons are kept yet.
      </caption>
      <thead>
        <tr>
          <th scope="col">Bay</th>
          {UTILISATION_PARTS.map(([part, label]) => (
            <th key={part} scope="col">
              <Swatch part={part} /> {label}
            </th>
          ))}
          <th scope="col">Free</th>
          <th scope="col">Open</th>
          <th scope="col">In play</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, f]) => (
          <tr key={name}>
            <th scope="row">{name}</th>
            {UTILISATION_PARTS.map(([part]) => (
              <td key={part}>{minutesText(f.parts[part])}</td>
            ))}
            <td>{minutesText(free(f))}</td>
            <td>{minutesText(f.openMinutes)}</td>
            <td>{percentText(f.percent)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function UtilisationHeatmap({ utilisation }: { utilisation: StaffReport['utilisation'] }) {
  return (
    <div className="heatmap-scroll">
      <table className="heatmap" aria-label="Bay utilisation by hour">
        <caption>
          Bay utilisation by hour: the share of each hour's open time the bay was in play (member bookings,
          private events, competition rounds, lessons) · {percentText(utilisation.percent)} overall
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
                <Cell
                  key={cell.hour}
                  figures={cell}
                  name={`${bayLabel(bay.bay)}, ${formatWallTime(cell.hour)}`}
                />
              ))}
              <Cell figures={bay} name={`${bayLabel(bay.bay)}, all hours`} />
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="parts-legend" aria-label="The bar under each figure">
        {UTILISATION_PARTS.map(([part, label]) => (
          <li key={part}>
            <Swatch part={part} /> {label}
          </li>
        ))}
      </ul>
      <PartsTable utilisation={utilisation} />
    </div>
  );
}

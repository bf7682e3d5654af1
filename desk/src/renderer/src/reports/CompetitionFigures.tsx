/**
 * The report's tournaments and leagues: each one's entries as they stand (the field, the waiting
 * list, withdrawals) and its entry fees taken and refunded in the range, named as the CSV names them.
 */
import { COMPETITION_FIGURES, type StaffReport } from '@lounge/core';
import { shortDate } from '../ui/venueTime';
import { figureText } from './figureText';

/** Entries and entry fees of each tournament and league the range touches. */
export function CompetitionFigures({ competitions }: { competitions: StaffReport['competitions'] }) {
  return (
    <section aria-label="Competitions">
      <h3 className="report-heading">Competitions</h3>
      {competitions.length === 0 ? (
        <p className="muted">No tournament or league played or paid for in these days.</p>
      ) : (
        <table className="report-competitions">
          <caption className="visually-hidden">Entries and entry fees per competition</caption>
          <thead>
            <tr>
              <th scope="col">Competition</th>
              {COMPETITION_FIGURES.map(([field, label]) => (
                <th scope="col" key={field}>
                  {label.replace(/ \(USD\)$/, '')}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {competitions.map((c) => (
              <tr key={c.competitionId}>
                <th scope="row">
                  {c.name} <span className="muted">(from {shortDate(c.firstRoundDate, true)})</span>
                </th>
                {COMPETITION_FIGURES.map(([field]) => (
                  <td key={field}>{figureText(field, c[field])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

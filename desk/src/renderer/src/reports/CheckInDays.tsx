/**
 * The report's check-ins by day: how many members checked in at a kiosk, how many at the desk, and
 * how many bookings the lounge released, nobody having come (core's CHECK_IN_DAY_FIGURES, as the
 * CSV names them). Days with none of the three are left out.
 */
import { CHECK_IN_DAY_FIGURES, type StaffReport } from '@lounge/core';
import { shortDate } from '../ui/venueTime';

export function CheckInDays({ days }: { days: StaffReport['checkIns'] }) {
  return (
    <section aria-label="Check-ins by day">
      <h3 className="report-heading">Check-ins by day</h3>
      {days.length === 0 ? (
        <p className="muted">No check-ins or releases in these days.</p>
      ) : (
        <table className="report-competitions">
          <caption className="visually-hidden">
            Check-ins at a kiosk and at the desk, and releases, per day
          </caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              {CHECK_IN_DAY_FIGURES.map(([field, label]) => (
                <th scope="col" key={field}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{shortDate(day.date, true)}</th>
                {CHECK_IN_DAY_FIGURES.map(([field]) => (
                  <td key={field}>{day[field]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

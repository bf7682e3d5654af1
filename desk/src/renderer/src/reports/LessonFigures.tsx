/**
 * The report's lessons (GET /api/staff/reports/lessons, core's lessonReport): revenue by coach and
 * by type over the range, credits sold and used, and the credit still owed to members (a
 * liability) as it stands today, each to the cent as the server summed it.
 */
import { formatMoney, type LessonReportView, type ReportRange } from '@lounge/core';
import { useQuery } from '@tanstack/react-query';
import { staffApi } from '../api/staffApi';
import { LoadErrorAlert } from '../ui/LoadErrorAlert';

function FigureTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: string;
  rows: LessonReportView['byCoach'];
}) {
  return (
    <table className="report-competitions">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{head}</th>
          <th scope="col">Lessons</th>
          <th scope="col">Revenue</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.id}>
            <th scope="row">{r.name}</th>
            <td>{r.lessons}</td>
            <td>{formatMoney(r.revenueCents)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function LessonFigures({ range }: { range: ReportRange }) {
  const report = useQuery({
    queryKey: ['lesson-report', range.from, range.to],
    queryFn: () => staffApi.lessonReport(range),
  });
  const data = report.data;
  return (
    <section aria-label="Lessons">
      <h3 className="report-heading">Lessons</h3>
      <LoadErrorAlert error={report.error} title="The lessons’ figures were not loaded" />
      {data && (
        <>
          <dl className="stat-row report-figures">
            <div className="stat">
              <dt className="stat-label">Credits sold</dt>
              <dd className="stat-value">
                {data.creditsSold} ({formatMoney(data.packsSoldCents)})
              </dd>
            </div>
            <div className="stat">
              <dt className="stat-label">Credits used</dt>
              <dd className="stat-value">{data.creditsUsed}</dd>
            </div>
            <div className="stat">
              <dt className="stat-label">Credit owed today</dt>
              <dd className="stat-value">
                {data.outstandingCredits} ({formatMoney(data.outstandingCents)})
              </dd>
            </div>
          </dl>
          {data.byCoach.length === 0 ? (
            <p className="muted">No lesson paid for or given in these days.</p>
          ) : (
            <>
              <FigureTable caption="Lesson revenue by coach" head="Coach" rows={data.byCoach} />
              <FigureTable caption="Lesson revenue by lesson type" head="Lesson" rows={data.byType} />
            </>
          )}
        </>
      )}
    </section>
  );
}

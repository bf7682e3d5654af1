/**
 * Reports: a range of venue days (this week at the venue to begin with), its figures (bookings,
 * money from the ledger, members, each competition's entries and entry fees, the lessons' revenue and credit (LessonFigures), the shop's sales, discounts, tabs and stock (ShopFigures), check-ins at a kiosk or the desk and releases by day), the bay utilisation heatmap and the same report as a CSV; and
 * the day sheet of any day as a CSV; the takings of a day by method and its cash-up (CashUpSection). Every figure is the server's (GET /api/staff/reports), words
 * from core (reportCsv.ts), so the screen and the file say the same.
 */
import {
  BOOKING_FIGURES,
  EVENT_FIGURES,
  type FigureLabel,
  MEMBER_FIGURES,
  MONEY_FIGURES,
  type ReportRange,
  venueDate,
  weekOf,
} from '@lounge/core';
import { useNow } from '@lounge/web/ui';
import { useQuery } from '@tanstack/react-query';
import { Input } from 'antd';
import { useState } from 'react';
import { downloads, staffApi } from '../api/staffApi';
import { useVenue } from '../ui/useVenue';
import { shortDate } from '../ui/venueTime';
import { CashUpSection } from './CashUpSection';
import { CheckInDays } from './CheckInDays';
import { CompetitionFigures } from './CompetitionFigures';
import { figureText } from './figureText';
import { LessonFigures } from './LessonFigures';
import { isReportableRange, RangePicker } from './RangePicker';
import { ShopFigures } from './ShopFigures';
import { UtilisationHeatmap } from './UtilisationHeatmap';
import './reports.css';
import { LoadErrorAlert } from '../ui/LoadErrorAlert';

export function ReportsPanel() {
  const venue = useVenue();
  const now = useNow(60_000);
  const today = venue ? venueDate(now, venue.timeZone) : null;
  const [picked, setPicked] = useState<ReportRange | null>(null);
  const range = picked ?? (today ? weekOf(today) : null);
  const report = useQuery({
    queryKey: ['report', range?.from, range?.to],
    queryFn: () => {
      if (!range) throw new Error('No range to report on yet');
      return staffApi.report(range);
    },
    enabled: range !== null && isReportableRange(range),
    placeholderData: (previous) => previous,
  });
  const data = report.data;

  if (!range) return <p className="muted">Loading…</p>;
  return (
    <div className="panel-stack">
      <RangePicker range={range} onChange={setPicked}>
        {isReportableRange(range) && (
          <a className="download-link" href={downloads.reportCsv(range)} download>
            Download CSV
          </a>
        )}
      </RangePicker>
      <LoadErrorAlert error={report.error} title="Report not loaded" />
      {data && (
        <>
          <h2 className="report-title">
            {shortDate(data.from, true)} – {shortDate(data.to, true)}{' '}
            <span className="muted">
              ({data.days} {data.days === 1 ? 'day' : 'days'})
            </span>
          </h2>
          <Figures heading="Bookings" figures={data.bookings} labels={BOOKING_FIGURES} />
          <Figures heading="Money" figures={data.money} labels={MONEY_FIGURES} />
          <Figures heading="Events" figures={data.events} labels={EVENT_FIGURES} />
          <Figures heading="Members" figures={data.members} labels={MEMBER_FIGURES} />
          <CompetitionFigures competitions={data.competitions} />
          {/* The days of the report on screen, not a range still being picked: a range picked
              backwards is refused once, above, not again by the lessons' or the shop's request. */}
          <LessonFigures range={{ from: data.from, to: data.to }} />
          <ShopFigures range={{ from: data.from, to: data.to }} />
          <CheckInDays days={data.checkIns} />
          <UtilisationHeatmap utilisation={data.utilisation} />
        </>
      )}
      {today && <CashUpSection today={today} />}
      {today && <DaySheet today={today} />}
    </div>
  );
}

function Figures<T extends Record<keyof T, string | number | null>>({
  heading,
  figures,
  labels,
}: {
  heading: string;
  figures: T;
  labels: readonly FigureLabel<T>[];
}) {
  return (
    <section aria-label={heading}>
      <h3 className="report-heading">{heading}</h3>
      <dl className="stat-row report-figures">
        {labels.map(([field, label]) => (
          <div className="stat" key={field}>
            <dt className="stat-label">{label.replace(/ \((USD|%)\)$/, '')}</dt>
            <dd className="stat-value">{figureText(field, figures[field])}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The day sheet of a day (today to begin with) as a CSV: the board's day for a spreadsheet. */
function DaySheet({ today }: { today: string }) {
  const [date, setDate] = useState<string | null>(null);
  const day = date ?? today;
  return (
    <section aria-label="Day sheet" className="toolbar-group">
      <h3 className="report-heading">Day sheet</h3>
      <Input
        type="date"
        aria-label="Day sheet date"
        className="date-input"
        value={day}
        onChange={(e) => setDate(e.target.value || null)}
      />
      {day && (
        <a className="download-link" href={downloads.daySheetCsv(day)} download>
          Download Day Sheet (CSV)
        </a>
      )}
    </section>
  );
}

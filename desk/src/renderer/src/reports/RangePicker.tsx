/**
 * The range of venue days a report or the audit trail covers: two date fields and a step a week
 * back or on. A range the server would refuse (a bad date, the end first, more than a year) is
 * explained here in core's words, and the screen does not ask for it.
 */
import { addDays, type RangeRefusal, type ReportRange, reportRangeRefusal } from '@lounge/core';
import { Button, Input } from 'antd';
import type { ReactNode } from 'react';

export function RangePicker({
  range,
  onChange,
  children,
}: {
  range: ReportRange;
  onChange: (range: ReportRange) => void;
  /** More controls for the toolbar (filters, a download). */
  children?: ReactNode;
}) {
  const refusal = reportRangeRefusal(range.from, range.to);
  const shift = (days: number) => onChange({ from: addDays(range.from, days), to: addDays(range.to, days) });
  return (
    <div className="panel-stack range-picker">
      <div className="toolbar">
        <div className="toolbar-group">
          <Button onClick={() => shift(-7)} disabled={refusal !== null} aria-label="A week earlier">
            ‹
          </Button>
          <Input
            type="date"
            aria-label="From"
            className="date-input"
            value={range.from}
            onChange={(e) => onChange({ ...range, from: e.target.value })}
          />
          <span aria-hidden="true">to</span>
          <Input
            type="date"
            aria-label="To"
            className="date-input"
            value={range.to}
            onChange={(e) => onChange({ ...range, to: e.target.value })}
          />
          <Button onClick={() => shift(7)} disabled={refusal !== null} aria-label="A week later">
            ›
          </Button>
        </div>
        {children && <div className="toolbar-group">{children}</div>}
      </div>
      {refusal && <RangeProblem refusal={refusal} />}
    </div>
  );
}

function RangeProblem({ refusal }: { refusal: RangeRefusal }) {
  return (
    <p className="range-problem" role="alert">
      <strong>{refusal.title}:</strong> {refusal.message}
    </p>
  );
}

/** Whether the server would take this range. */
export function isReportableRange(range: ReportRange): boolean {
  return reportRangeRefusal(range.from, range.to) === null;
}

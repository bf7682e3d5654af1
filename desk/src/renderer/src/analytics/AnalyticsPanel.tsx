/**
 * The website's first-party numbers by venue day: page views, 'Join Now' clicks and intro-popup
 * closes, with totals for the period.
 */

import type { AnalyticsDay } from '@lounge/core';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { Segmented } from 'antd';
import { useState } from 'react';
import { staffApi } from '../api/staffApi';
import { DataTable, type DeskColumn } from '../tables/DataTable';
import { shortDate } from '../ui/venueTime';

const column = createColumnHelper<AnalyticsDay>();
const columns: DeskColumn<AnalyticsDay>[] = [
  column.accessor('day', { header: 'Day', cell: ({ getValue }) => shortDate(getValue(), true) }),
  column.accessor('page_view', { header: 'Page views' }),
  column.accessor('join_now_click', { header: "'Join Now' clicks" }),
  column.accessor('popup_close', { header: 'Popup closes' }),
];

const PERIODS = [7, 30, 90] as const;

export function AnalyticsPanel() {
  const [days, setDays] = useState<number>(30);
  const analytics = useQuery({
    queryKey: ['analytics', days],
    queryFn: () => staffApi.analytics(days),
    placeholderData: (previous) => previous,
  });
  const rows = analytics.data ?? [];
  const total = (key: 'page_view' | 'join_now_click' | 'popup_close') =>
    rows.reduce((sum, r) => sum + r[key], 0);
  const views = total('page_view');
  const joins = total('join_now_click');

  return (
    <div className="panel-stack">
      <div className="toolbar">
        <Segmented
          aria-label="Period"
          value={days}
          onChange={(value) => setDays(Number(value))}
          options={PERIODS.map((d) => ({ value: d, label: `${d} days` }))}
        />
      </div>
      <div className="stat-row">
        <Stat label="Page views" value={views} />
        <Stat label="'Join Now' clicks" value={joins} />
        <Stat label="Clicks per 100 views" value={views ? Math.round((joins / views) * 1000) / 10 : 0} />
        <Stat label="Intro popup closes" value={total('popup_close')} />
      </div>
      <DataTable
        label="Analytics by day"
        data={rows}
        columns={columns}
        getRowId={(r) => r.day}
        initialSorting={[{ id: 'day', desc: true }]}
        empty="No days in this period."
        loading={analytics.isLoading}
      />
    </div>
  );
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div className="stat">
      <span className="stat-value">{value.toLocaleString('en-US')}</span>
      <span className="stat-label">{label}</span>
    </div>
  );
}

/**
 * The audit trail, for admins: every staff action in a range of venue days (the last seven to
 * begin with), newest first, filtered by who did it and searched by any text. What an action
 * recorded comes from the server with its secrets already hidden.
 */
import { AUDIT_MAX_ENTRIES, type AuditEntry, addDays, type ReportRange, venueDate } from '@lounge/core';
import { useNow } from '@lounge/web/ui';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { Alert } from 'antd';
import { useState } from 'react';
import { staffApi } from '../api/staffApi';
import { isReportableRange, RangePicker } from '../reports/RangePicker';
import { clamp } from '../tables/cells';
import type { DeskColumn } from '../tables/DataTable';
import { FilterSelect, ListPanel } from '../tables/ListPanel';
import { LoadErrorAlert } from '../ui/LoadErrorAlert';
import { useVenue } from '../ui/useVenue';
import { venueDateTimeOf } from '../ui/venueTime';

/** 'check-in' and 'clear_sign_in_limits' as words: 'Check in', 'Clear sign in limits'. */
function actionLabel(action: string): string {
  const words = action.replace(/[-_]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** An action's details on one line: 'reason: Rain · override: true · to: {"bay":"2"}'. */
function detailsText(details: AuditEntry['details']): string {
  if (!details) return '';
  return Object.entries(details)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' · ');
}

interface AuditRow extends AuditEntry {
  detailsLine: string;
}

const column = createColumnHelper<AuditRow>();

export function AuditPanel() {
  const venue = useVenue();
  const now = useNow(60_000);
  const today = venue ? venueDate(now, venue.timeZone) : null;
  const [picked, setPicked] = useState<ReportRange | null>(null);
  const [actor, setActor] = useState('');
  const [search, setSearch] = useState('');
  const range = picked ?? (today ? { from: addDays(today, -6), to: today } : null);
  const audit = useQuery({
    queryKey: ['audit', range?.from, range?.to, actor],
    queryFn: () => {
      if (!range) throw new Error('No range to read yet');
      return staffApi.audit(range, actor);
    },
    enabled: range !== null && isReportableRange(range),
    placeholderData: (previous) => previous,
  });
  const zone = venue?.timeZone ?? 'UTC';
  const rows: AuditRow[] = (audit.data?.entries ?? []).map((e) => ({
    ...e,
    detailsLine: detailsText(e.details),
  }));
  const columns: DeskColumn<AuditRow>[] = [
    column.accessor('createdAt', {
      header: 'When',
      cell: ({ getValue }) => venueDateTimeOf(getValue(), zone),
    }),
    column.accessor('actorName', { header: 'Who' }),
    column.accessor((r) => actionLabel(r.action), { id: 'action', header: 'Action' }),
    column.accessor((r) => `${actionLabel(r.targetType)} ${r.targetId.slice(0, 8)}`, {
      id: 'target',
      header: 'On',
    }),
    column.accessor('detailsLine', { header: 'Details', cell: clamp, enableSorting: false }),
  ];

  if (!range) return <p className="muted">Loading…</p>;
  return (
    <ListPanel
      label="Staff actions"
      intro="Every action taken at the desk, with who took it. Links and tokens are never shown."
      searchLabel="Search the audit trail"
      searchPlaceholder="Search actions, people, details"
      onSearch={setSearch}
      search={search}
      toolbar={
        <FilterSelect
          label="Who"
          value={actor}
          onChange={setActor}
          options={[
            { value: '', label: 'Everyone' },
            ...(audit.data?.actors ?? []).map((a) => ({ value: a.id, label: `${a.name} (${a.role})` })),
          ]}
        />
      }
      above={
        <>
          <RangePicker range={range} onChange={setPicked} />
          <LoadErrorAlert error={audit.error} title="Audit trail not loaded" />
          {audit.data?.truncated && (
            <Alert
              type="info"
              showIcon
              title={`Only the newest ${AUDIT_MAX_ENTRIES.toLocaleString('en-US')} actions are shown: choose a shorter range.`}
            />
          )}
        </>
      }
      data={rows}
      columns={columns}
      getRowId={(r) => String(r.id)}
      initialSorting={[{ id: 'createdAt', desc: true }]}
      empty="No staff actions in this range."
      loading={audit.isLoading}
    />
  );
}

/**
 * The audit trail, for admins: every staff action in a range of venue days (the last seven to
 * begin with), newest first, in words ('No-show: Jack Reilly, Bay 2, Sat Nov 28 2:00 PM'),
 * filtered by who did it, found by a member's name (the server's `member` search, over the whole
 * range) and searched by any text shown. What an action recorded comes from the server with its
 * secrets already hidden.
 */
import {
  AUDIT_MAX_ENTRIES,
  type AuditEntryInWords,
  addDays,
  type ReportRange,
  venueDate,
} from '@lounge/core';
import { useNow } from '@lounge/web/ui';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { Alert, Input } from 'antd';
import { useState } from 'react';
import { staffApi } from '../api/staffApi';
import { isReportableRange, RangePicker } from '../reports/RangePicker';
import { clamp } from '../tables/cells';
import type { DeskColumn } from '../tables/DataTable';
import { FilterSelect, ListPanel } from '../tables/ListPanel';
import { LoadErrorAlert } from '../ui/LoadErrorAlert';
import { useVenue } from '../ui/useVenue';
import { venueDateTimeOf } from '../ui/venueTime';

const column = createColumnHelper<AuditEntryInWords>();

export function AuditPanel() {
  const venue = useVenue();
  const now = useNow(60_000);
  const today = venue ? venueDate(now, venue.timeZone) : null;
  const [picked, setPicked] = useState<ReportRange | null>(null);
  const [actor, setActor] = useState('');
  const [search, setSearch] = useState('');
  const [member, setMember] = useState('');
  const range = picked ?? (today ? { from: addDays(today, -6), to: today } : null);
  const audit = useQuery({
    queryKey: ['audit', range?.from, range?.to, actor, member],
    queryFn: () => {
      if (!range) throw new Error('No range to read yet');
      return staffApi.audit(range, actor, member);
    },
    enabled: range !== null && isReportableRange(range),
    placeholderData: (previous) => previous,
  });
  const zone = venue?.timeZone ?? 'UTC';
  const rows = audit.data?.entries ?? [];
  const columns: DeskColumn<AuditEntryInWords>[] = [
    column.accessor('createdAt', {
      header: 'When',
      cell: ({ getValue }) => venueDateTimeOf(getValue(), zone),
    }),
    column.accessor('actorName', { header: 'Who' }),
    column.accessor('summary', { header: 'What' }),
    // In words from the server (core's auditDetailsWords): money, venue times, before → after.
    column.accessor('detailsWords', { header: 'Details', cell: clamp, enableSorting: false }),
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
        <>
          <Input.Search
            aria-label="Member"
            placeholder="Member's name"
            allowClear
            className="audit-member"
            onSearch={(value) => setMember(value.trim())}
          />
          <FilterSelect
            label="Who"
            value={actor}
            onChange={setActor}
            options={[
              { value: '', label: 'Everyone' },
              ...(audit.data?.actors ?? []).map((a) => ({ value: a.id, label: `${a.name} (${a.role})` })),
            ]}
          />
        </>
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

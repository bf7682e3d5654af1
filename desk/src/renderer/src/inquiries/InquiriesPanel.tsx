/**
 * Event and contact inquiries from the website, waiting ones first: mark handled once answered,
 * and notes for whoever picks it up next. One screen for both kinds; only their columns differ.
 */
import {
  type ContactInquiryView,
  EVENT_TYPE_LABELS,
  type EventInquiryView,
  type EventType,
  INQUIRY_TYPE_LABELS,
  type InquiryKind,
  type InquiryType,
  type InquiryViews,
} from '@lounge/core';
import { createColumnHelper } from '@tanstack/react-table';
import { Button, Tag } from 'antd';
import { useState } from 'react';
import { staffApi } from '../api/staffApi';
import { BuildQuoteModal } from '../events/BuildQuoteModal';
import { clamp, contactColumn } from '../tables/cells';
import { type DeskColumn, equalsFilter } from '../tables/DataTable';
import { FilterSelect, ListPanel } from '../tables/ListPanel';
import { useInquiries, useListAction } from '../ui/listQueries';
import { useNotesDialog } from '../ui/NotesModal';
import { useVenue } from '../ui/useVenue';
import { shortDate, venueDateTimeOf } from '../ui/venueTime';

type Row = InquiryViews[InquiryKind];

const eventColumn = createColumnHelper<EventInquiryView>();
const messageColumn = createColumnHelper<ContactInquiryView>();

const KIND_COLUMNS: { [K in InquiryKind]: DeskColumn<InquiryViews[K]>[] } = {
  events: [
    eventColumn.accessor('contactName', { header: 'Name' }),
    contactColumn<EventInquiryView>(),
    eventColumn.accessor((r) => EVENT_TYPE_LABELS[r.eventType as EventType] ?? r.eventType, {
      id: 'type',
      header: 'Event',
    }),
    eventColumn.accessor((r) => r.eventDate ?? '', {
      id: 'eventDate',
      header: 'Date',
      cell: ({ getValue }) => (getValue() ? shortDate(getValue(), true) : ''),
    }),
    eventColumn.accessor((r) => r.guestCount ?? '', { id: 'guests', header: 'Guests' }),
  ],
  contact: [
    messageColumn.accessor((r) => `${r.firstName} ${r.lastName}`, { id: 'name', header: 'Name' }),
    contactColumn<ContactInquiryView>(),
    messageColumn.accessor((r) => INQUIRY_TYPE_LABELS[r.inquiryType as InquiryType] ?? r.inquiryType, {
      id: 'type',
      header: 'About',
    }),
  ],
};

const nameOf = (row: Row) => ('contactName' in row ? row.contactName : `${row.firstName} ${row.lastName}`);

export function InquiriesPanel({ kind }: { kind: InquiryKind }) {
  const inquiries = useInquiries(kind);
  const zone = useVenue()?.timeZone ?? 'UTC';
  const [search, setSearch] = useState('');
  const [state, setState] = useState<'' | 'waiting' | 'handled'>('');
  const [quoting, setQuoting] = useState<EventInquiryView | null>(null);
  const bays = useVenue()?.bays ?? [];
  const listKey = ['inquiries', kind];
  const handled = useListAction(
    listKey,
    (row: Row) => staffApi.markHandled(kind, row.id),
    (row) => `Marked as handled: ${nameOf(row)}`,
  );
  const notes = useNotesDialog(
    listKey,
    (id, text) => staffApi.saveInquiryNotes(kind, id, text),
    (row: Row) => `Notes on ${nameOf(row)}'s inquiry`,
  );

  const column = createColumnHelper<Row>();
  const columns: DeskColumn<Row>[] = [
    ...(KIND_COLUMNS[kind] as DeskColumn<Row>[]),
    column.accessor('message', { header: 'Message', cell: clamp }),
    column.accessor('createdAt', {
      header: 'Received',
      cell: ({ getValue }) => venueDateTimeOf(getValue(), zone),
    }),
    column.accessor((r) => (r.handledAt ? 'handled' : 'waiting'), {
      id: 'state',
      header: 'Status',
      filterFn: equalsFilter,
      cell: ({ row }) =>
        row.original.handledAt ? (
          <Tag title={venueDateTimeOf(row.original.handledAt, zone)}>Handled</Tag>
        ) : (
          <Tag color="gold">Waiting</Tag>
        ),
    }),
    column.accessor((r) => r.notes ?? '', { id: 'notes', header: 'Notes', cell: clamp }),
    column.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => (
        <div className="row-actions">
          <Button
            size="small"
            type="primary"
            disabled={row.original.handledAt !== null}
            loading={handled.isPending && handled.variables?.id === row.original.id}
            onClick={() => handled.mutate(row.original)}
          >
            Mark Handled
          </Button>
          <Button size="small" onClick={() => notes.edit(row.original)}>
            Notes
          </Button>
          {'contactName' in row.original && (
            <Button size="small" onClick={() => setQuoting(row.original as EventInquiryView)}>
              Build Quote
            </Button>
          )}
        </div>
      ),
    }),
  ];

  const label = kind === 'events' ? 'Event inquiries' : 'Contact messages';
  return (
    <ListPanel
      searchLabel={`Search ${label.toLowerCase()}`}
      searchPlaceholder="Search name, email, message, notes"
      onSearch={setSearch}
      toolbar={
        <FilterSelect
          label="Inquiry status"
          value={state}
          onChange={setState}
          options={[
            { value: '', label: 'All' },
            { value: 'waiting', label: 'Waiting' },
            { value: 'handled', label: 'Handled' },
          ]}
        />
      }
      label={label}
      data={(inquiries.data ?? []) as Row[]}
      columns={columns}
      getRowId={(r) => r.id}
      search={search}
      filters={[{ id: 'state', value: state }]}
      initialSorting={[
        { id: 'state', desc: true },
        { id: 'createdAt', desc: true },
      ]}
      empty="No inquiries match."
      loading={inquiries.isLoading}
    >
      {notes.dialog}
      {kind === 'events' && (
        <BuildQuoteModal inquiry={quoting} bays={bays} onClose={() => setQuoting(null)} />
      )}
    </ListPanel>
  );
}

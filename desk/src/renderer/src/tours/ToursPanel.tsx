/**
 * Tour requests from the website: who asked for which day and time, and the desk's answers: confirm
 * with a date and time, complete, cancel, and notes. Waiting requests (scheduled) come first.
 */
import type { TourStatus, TourView } from '@lounge/core';
import { createColumnHelper } from '@tanstack/react-table';
import { Button, Popconfirm, Tag } from 'antd';
import { useState } from 'react';
import { staffApi } from '../api/staffApi';
import { clamp, contactColumn } from '../tables/cells';
import { type DeskColumn, equalsFilter } from '../tables/DataTable';
import { ListPanel, StatusFilter } from '../tables/ListPanel';
import { useListAction, useTours } from '../ui/listQueries';
import { useNotesDialog } from '../ui/NotesModal';
import { useVenue } from '../ui/useVenue';
import { shortDate, venueDateTimeOf, wallTimeLabel } from '../ui/venueTime';
import { ConfirmTourModal } from './ConfirmTourModal';

const STATUS: Record<TourStatus, { label: string; color: string }> = {
  scheduled: { label: 'Waiting', color: 'gold' },
  confirmed: { label: 'Confirmed', color: 'green' },
  completed: { label: 'Completed', color: 'default' },
  cancelled: { label: 'Cancelled', color: 'red' },
};
/** Sorts waiting requests first, then confirmed, then the closed ones. */
const STATUS_ORDER: Record<TourStatus, number> = { scheduled: 0, confirmed: 1, completed: 2, cancelled: 3 };

const column = createColumnHelper<TourView>();

export function ToursPanel() {
  const tours = useTours();
  const zone = useVenue()?.timeZone ?? 'UTC';
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<'' | TourStatus>('');
  const [confirming, setConfirming] = useState<TourView | null>(null);

  const confirm = useListAction(
    ['tours'],
    ({ id, confirmedDate, confirmedTime }: { id: string; confirmedDate: string; confirmedTime: string }) =>
      staffApi.confirmTour(id, confirmedDate, confirmedTime),
    'Tour confirmed',
  );
  const visitor = (tour: TourView) => `${tour.firstName} ${tour.lastName}`.trim();
  const complete = useListAction(
    ['tours'],
    (tour: TourView) => staffApi.completeTour(tour.id),
    (tour) => `Tour completed: ${visitor(tour)}`,
  );
  const cancel = useListAction(
    ['tours'],
    (tour: TourView) => staffApi.cancelTour(tour.id),
    (tour) => `Tour cancelled: ${visitor(tour)}`,
  );
  const notes = useNotesDialog(
    ['tours'],
    staffApi.saveTourNotes,
    (tour: TourView) => `Notes on the tour for ${tour.firstName} ${tour.lastName}`,
  );

  const columns: DeskColumn<TourView>[] = [
    column.accessor((t) => `${t.firstName} ${t.lastName}`, { id: 'name', header: 'Name' }),
    contactColumn<TourView>(),
    column.accessor((t) => `${t.preferredDate} ${t.preferredTime}`, {
      id: 'preferred',
      header: 'Asked for',
      cell: ({ row }) =>
        `${shortDate(row.original.preferredDate, true)}, ${wallTimeLabel(row.original.preferredTime)}`,
    }),
    column.accessor('partySize', { header: 'Party' }),
    column.accessor('status', {
      header: 'Status',
      filterFn: equalsFilter,
      sortingFn: (a, b) => STATUS_ORDER[a.original.status] - STATUS_ORDER[b.original.status],
      cell: ({ getValue }) => {
        const s = STATUS[getValue() as TourStatus];
        return <Tag color={s.color}>{s.label}</Tag>;
      },
    }),
    column.accessor((t) => (t.confirmedDate ? `${t.confirmedDate} ${t.confirmedTime ?? ''}` : ''), {
      id: 'confirmed',
      header: 'Confirmed for',
      cell: ({ row }) =>
        row.original.confirmedDate
          ? `${shortDate(row.original.confirmedDate, true)}, ${wallTimeLabel(row.original.confirmedTime)}`
          : '',
    }),
    column.accessor((t) => t.specialRequests ?? '', { id: 'requests', header: 'Requests', cell: clamp }),
    column.accessor((t) => t.notes ?? '', { id: 'notes', header: 'Notes', cell: clamp }),
    column.accessor('createdAt', {
      header: 'Received',
      cell: ({ getValue }) => venueDateTimeOf(getValue(), zone),
    }),
    column.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => {
        const tour = row.original;
        const open = tour.status === 'scheduled' || tour.status === 'confirmed';
        return (
          <div className="row-actions">
            <Button
              size="small"
              type={tour.status === 'scheduled' ? 'primary' : 'default'}
              disabled={!open}
              onClick={() => setConfirming(tour)}
            >
              {tour.status === 'confirmed' ? 'Reschedule' : 'Confirm'}
            </Button>
            <Button size="small" disabled={!open} onClick={() => complete.mutate(tour)}>
              Complete
            </Button>
            <Popconfirm
              title="Cancel this tour?"
              okText="Cancel Tour"
              cancelText="Keep It"
              okButtonProps={{ danger: true }}
              disabled={!open}
              onConfirm={() => cancel.mutate(tour)}
            >
              <Button size="small" danger disabled={!open}>
                Cancel
              </Button>
            </Popconfirm>
            <Button size="small" onClick={() => notes.edit(tour)}>
              Notes
            </Button>
          </div>
        );
      },
    }),
  ];

  return (
    <ListPanel
      searchLabel="Search tours"
      searchPlaceholder="Search name, email, requests, notes"
      onSearch={setSearch}
      toolbar={<StatusFilter label="Tour status" value={status} onChange={setStatus} statuses={STATUS} />}
      label="Tour requests"
      data={tours.data ?? []}
      columns={columns}
      getRowId={(t) => t.id}
      search={search}
      filters={[{ id: 'status', value: status }]}
      initialSorting={[
        { id: 'status', desc: false },
        { id: 'preferred', desc: false },
      ]}
      empty="No tour requests match."
      loading={tours.isLoading}
    >
      <ConfirmTourModal
        tour={confirming}
        saving={confirm.isPending}
        onClose={() => setConfirming(null)}
        onConfirm={(fields) =>
          confirming &&
          confirm.mutate({ id: confirming.id, ...fields }, { onSuccess: () => setConfirming(null) })
        }
      />
      {notes.dialog}
    </ListPanel>
  );
}

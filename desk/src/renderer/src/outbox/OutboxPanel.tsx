/**
 * The outbox: every email the lounge sent, is sending or keeps, newest first (the server's last
 * 200, of one status when filtered). Without SMTP_URL the server sends nothing and keeps each
 * message here ('kept (no SMTP)'), so the desk can still read what a member was told; a secret
 * link in one is not kept at all, and the message says so and what staff can do instead (core's
 * mailHandOverCopy). A row opens the whole message; one that failed every attempt can be sent
 * again once the mail server works. Refetched every 30 seconds.
 */
import { mailHandOverCopy, type OutboxMessageView, type OutboxStatus } from '@lounge/core';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { Alert, Button, Drawer, Tag } from 'antd';
import { useState } from 'react';
import { staffApi } from '../api/staffApi';
import { clamp } from '../tables/cells';
import type { DeskColumn } from '../tables/DataTable';
import { ListPanel, StatusFilter } from '../tables/ListPanel';
import { LoadErrorAlert } from '../ui/LoadErrorAlert';
import { useListAction } from '../ui/listQueries';
import { useVenue } from '../ui/useVenue';
import { venueDateTimeOf } from '../ui/venueTime';
import { useMailDelivery } from './mailDelivery';

const OUTBOX_REFRESH_MS = 30_000;

const OUTBOX_STATUS: Record<OutboxStatus, { label: string; color: string }> = {
  queued: { label: 'Queued', color: 'blue' },
  sending: { label: 'Sending', color: 'processing' },
  sent: { label: 'Sent', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
  logged: { label: 'Kept (no SMTP)', color: 'gold' },
};

/** 'booking_confirmed' -> 'Booking confirmed'. */
function kindLabel(kind: string): string {
  const words = kind.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function StatusTag({ status }: { status: OutboxStatus }) {
  const s = OUTBOX_STATUS[status] ?? { label: status, color: 'default' };
  return <Tag color={s.color}>{s.label}</Tag>;
}

function StatusTags({ message }: { message: OutboxMessageView }) {
  return (
    <>
      <StatusTag status={message.status} />
      {message.linkWithheld && <Tag color="orange">{mailHandOverCopy.withheldTag}</Tag>}
    </>
  );
}

const column = createColumnHelper<OutboxMessageView>();

export function OutboxPanel() {
  const zone = useVenue()?.timeZone ?? 'UTC';
  const [status, setStatus] = useState<OutboxStatus | ''>('');
  const [search, setSearch] = useState('');
  const [openId, setOpenId] = useState<string | null>(null);
  const outbox = useQuery({
    queryKey: ['outbox', status],
    queryFn: () => staffApi.outbox(status),
    refetchInterval: OUTBOX_REFRESH_MS,
    placeholderData: (previous) => previous,
  });
  const messages = outbox.data ?? [];
  const open = messages.find((m) => m.id === openId) ?? null;
  const retry = useListAction(['outbox'], staffApi.retryMail, 'Queued to send again');
  const delivery = useMailDelivery();
  const intro =
    delivery.data === undefined
      ? null
      : delivery.data.mailServer
        ? mailHandOverCopy.mailServer
        : mailHandOverCopy.noMailServer;

  const columns: DeskColumn<OutboxMessageView>[] = [
    column.accessor('createdAt', {
      header: 'Created',
      cell: ({ getValue }) => venueDateTimeOf(getValue(), zone),
    }),
    column.accessor((m) => kindLabel(m.kind), { id: 'kind', header: 'Kind' }),
    column.accessor('to', { header: 'To' }),
    column.accessor('subject', {
      header: 'Subject',
      cell: ({ row }) => (
        <button
          type="button"
          className="link-button"
          onClick={(e) => {
            e.stopPropagation();
            setOpenId(row.original.id);
          }}
        >
          {row.original.subject}
        </button>
      ),
    }),
    column.accessor('status', {
      header: 'Status',
      cell: ({ row }) => <StatusTags message={row.original} />,
    }),
    column.accessor('attempts', { header: 'Attempts' }),
    column.accessor((m) => m.lastError ?? '', { id: 'lastError', header: 'Last error', cell: clamp }),
  ];

  return (
    <ListPanel
      searchLabel="Search the outbox"
      searchPlaceholder="Search address, subject, kind"
      onSearch={setSearch}
      toolbar={
        <StatusFilter label="Message status" value={status} onChange={setStatus} statuses={OUTBOX_STATUS} />
      }
      intro={intro}
      above={<LoadErrorAlert error={outbox.error} title="The outbox could not be loaded" />}
      label="Outbox"
      data={messages}
      columns={columns}
      getRowId={(m) => m.id}
      search={search}
      empty={status ? 'No messages with this status.' : 'No messages yet.'}
      loading={outbox.isLoading}
      onRowClick={(m) => setOpenId(m.id)}
    >
      <MessageDrawer
        message={open}
        zone={zone}
        onClose={() => setOpenId(null)}
        onRetry={(m) => retry.mutate(m.id)}
        retrying={retry.isPending}
      />
    </ListPanel>
  );
}

function MessageDrawer({
  message,
  zone,
  onClose,
  onRetry,
  retrying,
}: {
  message: OutboxMessageView | null;
  zone: string;
  onClose: () => void;
  onRetry: (message: OutboxMessageView) => void;
  retrying: boolean;
}) {
  return (
    <Drawer
      open={message !== null}
      onClose={onClose}
      size={560}
      title={message?.subject ?? 'Message'}
      extra={
        message?.status === 'failed' && (
          <Button type="primary" loading={retrying} onClick={() => onRetry(message)}>
            Send Again
          </Button>
        )
      }
    >
      {message && (
        <>
          {message.linkWithheld && (
            <Alert
              type="warning"
              showIcon
              className="modal-alert"
              title={mailHandOverCopy.withheldTitle}
              description={mailHandOverCopy.withheld(message.kind)}
            />
          )}
          <dl className="details">
            <dt>To</dt>
            <dd>{message.to}</dd>
            <dt>Kind</dt>
            <dd>{kindLabel(message.kind)}</dd>
            <dt>Status</dt>
            <dd>
              <StatusTags message={message} />
            </dd>
            <dt>Created</dt>
            <dd>{venueDateTimeOf(message.createdAt, zone)}</dd>
            {message.sentAt && (
              <>
                <dt>Sent</dt>
                <dd>{venueDateTimeOf(message.sentAt, zone)}</dd>
              </>
            )}
            <dt>Attempts</dt>
            <dd>{message.attempts}</dd>
            {message.nextAttemptAt && (message.status === 'queued' || message.status === 'sending') && (
              <>
                <dt>Next attempt</dt>
                <dd>{venueDateTimeOf(message.nextAttemptAt, zone)}</dd>
              </>
            )}
            {message.lastError && (
              <>
                <dt>Last error</dt>
                <dd>{message.lastError}</dd>
              </>
            )}
            <dt>Calendar</dt>
            <dd>{message.hasCalendar ? 'invite.ics attached' : 'None'}</dd>
          </dl>
          <h3 className="message-heading">Message</h3>
          <pre className="message-text pre-wrap">{message.text}</pre>
        </>
      )}
    </Drawer>
  );
}

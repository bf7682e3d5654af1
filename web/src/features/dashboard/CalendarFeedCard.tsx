import { calendarMessages as C, formatDateLong } from '@lounge/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Input, Popconfirm, Space } from 'antd';
import { refusalNotice } from '../../api/apiError';
import { isUnauthorized } from '../../api/http';
import { useVenue } from '../../api/venue';
import { showToast } from '../../feedback/toast';
import { calendarFeedQuery, calendarFeedQueryKey, resetCalendarFeed } from './calendarFeed';

/**
 * The member's private calendar feed: what it is, and its link. The server keeps only the link's
 * fingerprint, so the link is shown (read-only, with Copy) once, right after it is made; a link made
 * earlier shows since when it is active, and 'Reset link' (behind a confirmation, since the old
 * link stops working) makes a new one to copy.
 */
export function CalendarFeedCard() {
  const client = useQueryClient();
  const { venue } = useVenue();
  const feed = useQuery(calendarFeedQuery);
  const make = useMutation({
    mutationFn: resetCalendarFeed,
    meta: { member: true },
    onSuccess: (answer) => {
      const replaced = Boolean(feed.data?.createdAt);
      client.setQueryData(calendarFeedQueryKey, answer);
      showToast({ ...(replaced ? C.resetDone : C.made), kind: 'success' });
    },
    onError: (error) => {
      if (!isUnauthorized(error)) showToast({ ...refusalNotice(error, C.resetFailed), kind: 'error' });
    },
  });
  const url = feed.data?.url ?? '';
  const madeAt = feed.data?.createdAt ?? null;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      showToast({ ...C.copied, kind: 'success' });
    } catch {
      showToast({ ...C.copyFailed, kind: 'warning' });
    }
  };

  return (
    <section className="dash-card calendar-feed" aria-labelledby="calendar-feed-title">
      <h2 id="calendar-feed-title">{C.feedTitle}</h2>
      <p className="muted">{C.feedIntro}</p>
      {feed.isError ? (
        <p role="alert">{C.loadFailed}</p>
      ) : feed.isPending ? (
        <p className="muted">Loading…</p>
      ) : url ? (
        <>
          <label className="calendar-feed-label" htmlFor="calendar-feed-url">
            {C.feedLabel}
          </label>
          <Space.Compact className="calendar-feed-link">
            <Input id="calendar-feed-url" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
            <Button onClick={() => void copy()} aria-label={`${C.copy} calendar feed link`}>
              {C.copy}
            </Button>
          </Space.Compact>
          <p className="muted calendar-feed-note">{C.shownOnce}</p>
          <p className="muted calendar-feed-note">{C.feedPrivate}</p>
        </>
      ) : madeAt ? (
        <>
          <p className="calendar-feed-note">
            {C.linkActive(formatDateLong(Date.parse(madeAt), venue.timeZone))}
          </p>
          <Popconfirm
            title={C.resetConfirm}
            description={C.resetWarning}
            okText={C.reset}
            cancelText="Keep It"
            okButtonProps={{ danger: true }}
            onConfirm={() => make.mutate()}
          >
            <Button danger loading={make.isPending}>
              {C.reset}
            </Button>
          </Popconfirm>
        </>
      ) : (
        <>
          <p className="muted calendar-feed-note">{C.linkDropped}</p>
          <Button type="primary" loading={make.isPending} onClick={() => make.mutate()}>
            {C.make}
          </Button>
        </>
      )}
    </section>
  );
}

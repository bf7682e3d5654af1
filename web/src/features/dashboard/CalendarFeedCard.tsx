import { calendarMessages as C } from '@lounge/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Input, Popconfirm, Space } from 'antd';
import { refusalNotice } from '../../api/apiError';
import { isUnauthorized } from '../../api/http';
import { showToast } from '../../feedback/toast';
import { calendarFeedQuery, calendarFeedQueryKey, resetCalendarFeed } from './calendarFeed';

/**
 * The member's private calendar feed: what it is, its link (read-only, with Copy) and 'Reset link'
 * behind a confirmation, since the old link stops working.
 */
export function CalendarFeedCard() {
  const client = useQueryClient();
  const feed = useQuery(calendarFeedQuery);
  const reset = useMutation({
    mutationFn: resetCalendarFeed,
    meta: { member: true },
    onSuccess: (answer) => {
      client.setQueryData(calendarFeedQueryKey, answer);
      showToast({ ...C.resetDone, kind: 'success' });
    },
    onError: (error) => {
      if (!isUnauthorized(error)) showToast({ ...refusalNotice(error, C.resetFailed), kind: 'error' });
    },
  });
  const url = feed.data?.url ?? '';

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
      ) : (
        <>
          <label className="calendar-feed-label" htmlFor="calendar-feed-url">
            {C.feedLabel}
          </label>
          <Space.Compact className="calendar-feed-link">
            <Input
              id="calendar-feed-url"
              readOnly
              value={url}
              placeholder={feed.isPending ? 'Loading…' : undefined}
              onFocus={(e) => e.currentTarget.select()}
            />
            <Button onClick={() => void copy()} disabled={!url} aria-label={`${C.copy} calendar feed link`}>
              {C.copy}
            </Button>
          </Space.Compact>
          <p className="muted calendar-feed-note">{C.feedPrivate}</p>
          <Popconfirm
            title={C.resetConfirm}
            description={C.resetWarning}
            okText={C.reset}
            cancelText="Keep It"
            okButtonProps={{ danger: true }}
            onConfirm={() => reset.mutate()}
          >
            <Button danger disabled={!url} loading={reset.isPending}>
              {C.reset}
            </Button>
          </Popconfirm>
        </>
      )}
    </section>
  );
}

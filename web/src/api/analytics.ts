/**
 * First-party analytics (docs/product.md): page views, 'Join Now' clicks and intro-popup closes go to our
 * own POST /api/analytics. Fire and forget: a lost event must never disturb the visitor, and
 * keepalive lets an event sent just before a page change still arrive.
 */
import type { AnalyticsEvent } from '@lounge/core';

export function track(name: AnalyticsEvent, path: string = window.location.pathname): void {
  try {
    void fetch('/api/analytics', {
      method: 'POST',
      credentials: 'include',
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name, path }),
    }).catch(() => undefined);
  } catch {
    // fetch itself can throw (e.g. no network stack in a test); analytics is never worth an error.
  }
}

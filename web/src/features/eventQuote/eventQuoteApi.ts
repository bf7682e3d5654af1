/**
 * The quote page's calls. The link's token goes in the body, never in a URL the server logs; it is
 * kept in this tab's sessionStorage so the return from the checkout (whose address carries only
 * the gateway's session id) finds the quote again.
 */
import type { EventCheckoutRedirect, PublicEventQuote } from '@lounge/core';
import { getJson, sendJson } from '../../api/http';

const KEY = 'lounge.eventQuoteToken';

export function rememberToken(token: string): void {
  try {
    sessionStorage.setItem(KEY, token);
  } catch {
    // Storage refused (a private window): the return from checkout then needs the email's link.
  }
}

export function rememberedToken(): string {
  try {
    return sessionStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

export const viewQuote = (token: string) =>
  sendJson<PublicEventQuote>('POST', '/api/event-quote/view', { token });
export const acceptQuote = (token: string) =>
  sendJson<PublicEventQuote>('POST', '/api/event-quote/accept', { token });
export const cancelQuote = (token: string) =>
  sendJson<PublicEventQuote>('POST', '/api/event-quote/cancel', { token });
/** `cents`: the amount the page shows; the server refuses it if that is no longer the price. */
export const payPart = (token: string, part: 'deposit' | 'balance', cents: number) =>
  sendJson<EventCheckoutRedirect>('POST', `/api/event-quote/${part}`, { token, cents });
export const returnFromCheckout = (token: string, sessionId: string) =>
  sendJson<PublicEventQuote>('POST', '/api/event-quote/return', { token, sessionId });

/** A signed-in member's events (the quotes sent to their proven address): the dashboard and the quote's signed-in view. */
export const myEventsQuery = {
  queryKey: ['/api/event-quotes/mine'] as const,
  queryFn: () => getJson<PublicEventQuote[]>('/api/event-quotes/mine'),
};

/**
 * A refusal from our server: Boom's {statusCode, error, message} plus, for a broken rule, core's
 * `title`, a `code` and the `field` at fault (and, for a guest fee, what is owed). Screens show the
 * server's title and message, so a member reads exactly the words the rule was written with.
 */
import type { Notice } from '@lounge/core';
import { errorStatus } from './http';

export interface Refusal {
  status: number;
  title?: string;
  message?: string;
  code?: string;
  field?: string;
  /** 402 guest_fee_required: what the guests cost, and how many are charged. */
  feeCents?: number;
  paidGuests?: number;
  /** 402 guest_fee_required for 'Any bay': the free bay the booking would be in. */
  bayNumber?: string;
}

export function refusalOf(error: unknown): Refusal | null {
  const status = errorStatus(error);
  if (status === null || !(error instanceof Error)) return null;
  const body = error.message.slice(error.message.indexOf(': ') + 2);
  try {
    const parsed = JSON.parse(body) as Record<string, unknown>;
    const text = (key: string) => (typeof parsed[key] === 'string' && parsed[key] ? parsed[key] : undefined);
    const count = (key: string) => (typeof parsed[key] === 'number' ? parsed[key] : undefined);
    return {
      status,
      title: text('title'),
      message: text('message'),
      code: text('code'),
      field: text('field'),
      feeCents: count('feeCents'),
      paidGuests: count('paidGuests'),
      bayNumber: text('bayNumber'),
    };
  } catch {
    return { status };
  }
}

/** The server's title and message for a refusal, each falling back to `fallback`'s. */
export function refusalNotice(error: unknown, fallback: Notice): Notice {
  const refusal = refusalOf(error);
  return { title: refusal?.title ?? fallback.title, message: refusal?.message ?? fallback.message };
}

/**
 * A call to our /api that did not succeed, as one error type the screens read by its fields:
 * `status`, and the refusal the server answered (core's ApiRefusal: title, message, code, field,
 * and what some refusals add). Its `message` stays the product's '{status}: {body text}'
 * (docs/product.md), so logs and anything that prints an error read as before.
 */
import type { ApiRefusal, Notice, RefusalCode } from '@lounge/core';

/** `status` of a call that got no answer at all (the network failed, the server is down). */
export const NO_ANSWER = 0;

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** The HTTP status, or NO_ANSWER when no answer came. */
    readonly status: number,
    /** The refusal's JSON body, or null when the answer was not one (an empty or HTML body, no answer). */
    readonly refusal: ApiRefusal | null,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }

  /** A non-OK answer: its status and body text ('' reads as the status text). */
  static fromAnswer(status: number, bodyText: string, statusText = ''): ApiError {
    return new ApiError(status, parseRefusal(status, bodyText), `${status}: ${bodyText || statusText}`);
  }

  /** No answer: fetch itself failed. The message is the browser's ('Failed to fetch'). */
  static noAnswer(cause: unknown): ApiError {
    const message = cause instanceof Error ? cause.message : String(cause);
    return new ApiError(NO_ANSWER, null, message, { cause });
  }

  /** The refusal's title (the toast's heading), when the server gave one. */
  get title(): string | undefined {
    return this.refusal?.title;
  }

  get code(): RefusalCode | undefined {
    return this.refusal?.code;
  }

  /** The input field at fault, when there is one. */
  get field(): string | undefined {
    return this.refusal?.field;
  }
}

/** The error as an ApiError, or undefined for anything else (a bug, a parse error). */
export function asApiError(error: unknown): ApiError | undefined {
  return error instanceof ApiError ? error : undefined;
}

/** The server's own words for a refusal, or undefined (the caller then shows core's fallback). */
export function refusalMessage(error: unknown): string | undefined {
  return asApiError(error)?.refusal?.message || undefined;
}

/** The server's title and message for a refusal, each falling back to `fallback`'s. */
export function refusalNotice(error: unknown, fallback: Notice): Notice {
  return {
    title: asApiError(error)?.title ?? fallback.title,
    message: refusalMessage(error) ?? fallback.message,
  };
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
const count = (value: unknown) => (typeof value === 'number' ? value : undefined);

/** A JSON object body read as a refusal, keeping only fields of the right type; null otherwise. */
function parseRefusal(status: number, bodyText: string): ApiRefusal | null {
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    return null;
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return null;
  const raw = body as Record<string, unknown>;
  const errors =
    raw.errors && typeof raw.errors === 'object' && !Array.isArray(raw.errors)
      ? Object.fromEntries(
          Object.entries(raw.errors).filter(
            (entry): entry is [string, string] => typeof entry[1] === 'string',
          ),
        )
      : undefined;
  return {
    statusCode: count(raw.statusCode) ?? status,
    error: text(raw.error) ?? '',
    message: text(raw.message) ?? '',
    title: text(raw.title),
    code: text(raw.code) as RefusalCode | undefined,
    field: text(raw.field),
    errors,
    feeCents: count(raw.feeCents),
    paidGuests: count(raw.paidGuests),
    bayNumber: text(raw.bayNumber),
    bookings: Array.isArray(raw.bookings) ? (raw.bookings as ApiRefusal['bookings']) : undefined,
  };
}

/**
 * Refusals as Boom errors with the message catalogue's words. The JSON body is core's ApiRefusal:
 * Boom's {statusCode, error, message} plus, where there is one, the rule's `title` (the toast
 * heading), its `code` (one of core's RefusalCode), and the `field` at fault.
 */
import Boom from '@hapi/boom';
import type { FieldErrors, Notice, RefusalCode } from '@lounge/core';

/** What a refusal adds to Boom's body (core's ApiRefusal): the rule's words, its code, the field at fault. */
export interface RuleRefusal extends Notice {
  code?: RefusalCode;
  field?: string;
}

/**
 * A Boom for an answer, not a fault: a refusal's stack is never logged or shown (only 5xx are
 * logged), and capturing it (Boom captures one twice) was a tenth of a refused booking's time on
 * each thread under load. Faults keep theirs: only refusals are built here.
 */
export function answerError(message: string, options: Boom.Options<unknown>): Boom.Boom {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return new Boom.Boom(message, options);
  } finally {
    Error.stackTraceLimit = limit;
  }
}

export function refuse(status: number, refusal: RuleRefusal): Boom.Boom {
  const error = answerError(refusal.message, { statusCode: status });
  Object.assign(error.output.payload, {
    title: refusal.title,
    ...(refusal.code ? { code: refusal.code } : {}),
    ...(refusal.field ? { field: refusal.field } : {}),
  });
  return error;
}

/** A 400 for a form whose fields failed core's checks: the first message, the field, and all of them. */
export function invalidFields(errors: FieldErrors, title = 'Invalid Information'): Boom.Boom {
  const [field, message] = Object.entries(errors)[0] ?? ['', 'Invalid input'];
  const error = refuse(400, { title, message: message ?? 'Invalid input', code: 'invalid_fields', field });
  Object.assign(error.output.payload, { errors });
  return error;
}

/** A refusal's words read back from its Boom (what `refuse` put there), for a caller that rewords it. */
export function refusalWords(error: Boom.Boom): {
  title?: string;
  message: string;
  code?: string;
  field?: string;
} {
  const { title, message, code, field } = error.output.payload;
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return {
    message,
    ...(text(title) ? { title: text(title) } : {}),
    ...(text(code) ? { code: text(code) } : {}),
    ...(text(field) ? { field: text(field) } : {}),
  };
}

/**
 * An answer whose JSON was made before (and kept, with the value it was made from): Hapi sends the
 * bytes as they are instead of writing the same JSON again. The value stays the response's source,
 * so the response schemas checked under test (http/responseSchemas.ts) still see the object, and
 * the content type is application/json as for any object a handler returns.
 */
import type { ReqRef, ReqRefDefaults, Request, ResponseObject } from '@hapi/hapi';

export interface PreparedJson<T> {
  value: T;
  /** A string: Hapi sends a marshalled string as it is (anything else it would write as JSON). */
  json: string;
}

/** Makes the JSON of `value` once, to be kept beside it. */
export function prepareJson<T>(value: T): PreparedJson<T> {
  return { value, json: JSON.stringify(value) };
}

export function preparedAnswer<Refs extends ReqRef = ReqRefDefaults>(
  request: Request<Refs>,
  { value, json }: PreparedJson<object>,
): ResponseObject {
  return request.generateResponse(value, { marshal: async () => json });
}

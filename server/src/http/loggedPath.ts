/**
 * The path as a log line may hold it. A route whose path carries a secret (the calendar feed's
 * token) says so with `options.app.secretPath`, and is logged as its template
 * ('/api/calendar/{token}.ics'), so the journal never holds a working link.
 */
import type { ReqRef, ReqRefDefaults, Request } from '@hapi/hapi';

export const SECRET_PATH = { secretPath: true } as const;

export function loggedPath<Refs extends ReqRef = ReqRefDefaults>(request: Request<Refs>): string {
  const app = request.route.settings.app as { secretPath?: boolean } | undefined;
  return app?.secretPath ? request.route.path : request.path;
}

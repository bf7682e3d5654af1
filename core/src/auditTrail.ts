/**
 * The audit trail as admins read it (GET /api/staff/audit): every staff action with its actor.
 * What an action recorded is shown as it was written, except anything that could let a reader act
 * as someone else: a key that names a token, secret, password, link, session, cookie or hash is
 * replaced, at any depth, and so is any text that looks like a link with a token in it.
 */

/** The most entries one answer carries, newest first; a longer range says it was cut short. */
export const AUDIT_MAX_ENTRIES = 1000;

const HIDDEN_SECRET = '[hidden]';

const SECRET_KEY = /token|secret|password|passwd|link|url|session|cookie|hash|sid$|key$/i;
const SECRET_TEXT = /https?:\/\/\S*(token|reset|verify|secret|key)=|[?&](token|key|secret)=/i;

/** The details of an action with every secret replaced by '[hidden]' (a new value; the input is kept). */
export function auditDetailsView(details: unknown): unknown {
  if (Array.isArray(details)) return details.map(auditDetailsView);
  if (details && typeof details === 'object') {
    return Object.fromEntries(
      Object.entries(details).map(([key, value]) => [
        key,
        SECRET_KEY.test(key) ? HIDDEN_SECRET : auditDetailsView(value),
      ]),
    );
  }
  if (typeof details === 'string' && SECRET_TEXT.test(details)) return HIDDEN_SECRET;
  return details;
}

/** The stored JSON of an action's details, parsed and cleaned; null when it has none or it is unreadable. */
export function parseAuditDetails(stored: string | null): Record<string, unknown> | null {
  if (stored === null) return null;
  try {
    const parsed: unknown = JSON.parse(stored);
    const view = auditDetailsView(parsed);
    return view && typeof view === 'object' && !Array.isArray(view)
      ? Object.fromEntries(Object.entries(view))
      : { value: view };
  } catch {
    return null;
  }
}

/**
 * A failure in the operator's words: its message, and its code where one says more (SQLite's
 * SQLITE_CANTOPEN, the file system's ENOSPC). Whatever was thrown: an Error, or a bare object
 * such as an error that crossed a worker thread without its class, never '[object Object]'.
 */
export function failureText(error: unknown): string {
  if (typeof error !== 'object' || error === null) return String(error);
  const { message, code } = error as { message?: unknown; code?: unknown };
  const words = typeof message === 'string' && message !== '' ? message : undefined;
  const named = typeof code === 'string' && code !== '' && !words?.includes(code) ? code : undefined;
  if (words && named) return `${words} (${named})`;
  if (words ?? named) return (words ?? named) as string;
  try {
    return JSON.stringify(error);
  } catch {
    return Object.prototype.toString.call(error);
  }
}

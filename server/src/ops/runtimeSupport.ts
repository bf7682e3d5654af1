/**
 * Whether this Node can run the server safely. better-sqlite3 up to 12 wraps its objects with the
 * old `node::ObjectWrap`, whose destructor Node 24 made check for a live environment: when the
 * garbage collector frees a statement at the wrong moment the whole process aborts (SIGABRT, no
 * JavaScript stack), mid-day, with requests in flight. better-sqlite3 13 fixes it but needs Node 22,
 * and the project still builds on Node 20.19. Until then the box runs Node 22 LTS (see
 * docs/decisions/017-node-22-on-the-box.md), and a Node this driver aborts under is refused at start
 * with one line instead of crashing later.
 */
import { createRequire } from 'node:module';

const major = (version: string) => Number.parseInt(version.replace(/^v/, ''), 10);

/** Null when the pair is safe; otherwise the line to print. */
export function runtimeProblem(nodeVersion: string, driverVersion: string): string | null {
  if (major(nodeVersion) >= 24 && major(driverVersion) < 13) {
    return `Node ${nodeVersion.replace(/^v/, '')} aborts the process with better-sqlite3 ${driverVersion}: run Node 22 LTS (docs/on-premise.md names the exact release).`;
  }
  return null;
}

/** The installed driver's version, read from its package (the server bundle leaves it external). */
export function installedDriverVersion(): string {
  const require = createRequire(import.meta.url);
  return (require('better-sqlite3/package.json') as { version: string }).version;
}

/**
 * Routes call services, never stores (docs/decisions/036). Biome's noRestrictedImports refuses a
 * route file's import of a store, db/, drizzle-orm or better-sqlite3 (biome.json). This checks what
 * an import rule cannot see: that every file registering a route is named *Routes.ts, so the rule
 * reaches it, and that no route file uses the database or the file stores the context carries.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/repoPaths';

const SERVER_SRC = path.join(REPO_ROOT, 'server', 'src');

const sources = readdirSync(SERVER_SRC, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts'))
  .map((file) => ({ file, text: readFileSync(path.join(SERVER_SRC, file), 'utf8') }));
const routeFiles = sources.filter(({ file }) => file.endsWith('Routes.ts'));

/** `server.route(...)`, `staff.route<...>(...)`, `typedRoute(server, ...)`: a route put on a Hapi server. */
const REGISTERS_A_ROUTE = /\b\w+\.route\s*[<(]|\btypedRoute\s*\(/;
/** typedRoute itself (http/validation.ts): the helper the route files register through. */
const ROUTE_HELPER = path.join('http', 'validation.ts');
/** The database and the file stores on the AppContext; a route reaches them through a service. */
const CONTEXT_STORE = /\bctx\.(db|database|photos|legalTexts)\b/;

describe('routes call services, never stores', () => {
  it('registers routes only in *Routes.ts files, which the lint keeps away from stores', () => {
    expect(routeFiles.length).toBeGreaterThan(30);
    const misnamed = sources.filter(
      ({ file, text }) =>
        REGISTERS_A_ROUTE.test(text) && !file.endsWith('Routes.ts') && file !== ROUTE_HELPER,
    );
    expect(misnamed.map(({ file }) => file)).toEqual([]);
  });

  it('leaves the database and the file stores on the context to the services', () => {
    const uses = routeFiles.flatMap(({ file, text }) =>
      text
        .split('\n')
        .map((line, i) => ({ at: `${file}:${i + 1}`, line: line.trim() }))
        .filter(({ line }) => CONTEXT_STORE.test(line)),
    );
    expect(uses).toEqual([]);
  });
});

/**
 * The server as the box runs it (docs/lounge.service: `node server/dist/main.js`), for the tests
 * that start it as a process: the bundle `npm run build:server` makes, built once a run into a
 * folder of its own beside server/dist (same depth, so it finds the repository as main.js does).
 * Starting the TypeScript source through tsx instead cost about three times the CPU a start, on
 * some twenty starts a run (docs/testing.md).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { REPO_ROOT } from '../src/repoPaths';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server bundle's main.js for this run (serverProcess.ts). */
    serverMain: string;
  }
}

export default function setup(project: TestProject): () => void {
  const dir = mkdtempSync(path.join(REPO_ROOT, 'server', '.test-build-'));
  execFileSync(process.execPath, [path.join(REPO_ROOT, 'server/build.mjs'), dir], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  project.provide('serverMain', path.join(dir, 'main.js'));
  return () => rmSync(dir, { recursive: true, force: true });
}

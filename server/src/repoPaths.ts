/**
 * Where the repository's files are, found from this module rather than from the process's cwd, so
 * `node server/dist/main.js` finds the built web app whichever directory it is started from.
 *
 * This file runs from two places at the same depth: server/src/ (tsx, vitest) and server/dist/
 * (the esbuild bundle, where import.meta.url is main.js). Both are two levels below the root.
 */
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The release the server is: the root package.json's version, bumped for each release, and the
 * commit it was built from, as semver build metadata (`0.2.0+1a2b3c4d5e6f`; docs/decisions/049).
 * Two releases never report the same version, so the guide's upgrade check (`npm run
 * version:check`) can tell them apart.
 *
 * The server bundle (server/build.mjs) bakes the whole string in at build, so the box reports what
 * it was built from whatever the checkout holds since. Run from source (tests, `npm run dev`, the
 * tools), the commit is the checkout's HEAD, or `dev` where there is no git.
 */
import { execFileSync } from 'node:child_process';
import rootPackage from '../../package.json' with { type: 'json' };
import { REPO_ROOT } from './repoPaths';

/** Set by server/build.mjs in the bundle; absent when the source runs. */
declare const __LOUNGE_RELEASE__: string | undefined;

/** The checkout's commit, abbreviated to 12 characters (as server/build.mjs bakes it); `dev` without git. */
function checkoutCommit(): string {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return commit || 'dev';
  } catch {
    return 'dev';
  }
}

/** The release the checkout holds: what a build of it reports. */
export function checkoutRelease(): string {
  return `${rootPackage.version}+${checkoutCommit()}`;
}

export const APP_VERSION: string =
  typeof __LOUNGE_RELEASE__ === 'string' ? __LOUNGE_RELEASE__ : checkoutRelease();

/**
 * Bundles the server into server/dist/main.js for `npm start` (or into the folder given as the
 * first argument), and the box's command-line tools beside it.
 *
 * Our workspace packages (@lounge/*) ship TypeScript source, which Node cannot run, so they are
 * bundled in. Every npm dependency of the server stays external and is loaded from node_modules at
 * run time: bundling Hapi and friends gains nothing and would hide their own files from them.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = fileURLToPath(new URL('.', import.meta.url));
const rootDir = fileURLToPath(new URL('..', import.meta.url));
const outdir = process.argv[2] ?? `${serverDir}dist`;

/**
 * The release this build is (server/src/version.ts): the root package.json's version and the
 * checkout's commit, baked in so the box reports what it was built from.
 */
function release() {
  const { version } = JSON.parse(readFileSync(`${rootDir}package.json`, 'utf8'));
  let commit = 'dev';
  try {
    commit = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      cwd: rootDir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    // not a git checkout: the version alone, marked as such
  }
  return `${version}+${commit || 'dev'}`;
}

const dependencyNames = (dir) => {
  const pkg = JSON.parse(readFileSync(`${dir}/package.json`, 'utf8'));
  return Object.keys({ ...pkg.dependencies, ...pkg.optionalDependencies, ...pkg.peerDependencies });
};

const external = [...new Set([...dependencyNames(serverDir), ...dependencyNames(rootDir)])].filter(
  (name) => !name.startsWith('@lounge/'),
);

/**
 * The box's tools beside the server, at main.js's depth (repoPaths.ts finds the repository from
 * there): `cli-<name>.js` for server/src/cli/<name>.ts. The npm scripts run the tools from source
 * (`npm run backup` works before any build); the tests run these, which start without compiling
 * TypeScript (tsx took 5 to 30 s a start beside a whole suite).
 */
const CLI_TOOLS = ['adminCreate', 'backup', 'restore', 'stripeSetup', 'versionCheck'];

await build({
  entryPoints: {
    main: `${serverDir}src/main.ts`,
    ...Object.fromEntries(CLI_TOOLS.map((name) => [`cli-${name}`, `${serverDir}src/cli/${name}.ts`])),
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Subpath imports (joi/lib/..., @hapi/hapi/lib/...) are external too.
  external: external.flatMap((name) => [name, `${name}/*`]),
  // An ESM bundle has no `require`; CommonJS code bundled in (from a workspace package's
  // dependencies) may still call it for Node built-ins.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);",
  },
  define: { __LOUNGE_RELEASE__: JSON.stringify(release()) },
  logLevel: 'info',
});

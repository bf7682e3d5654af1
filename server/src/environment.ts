/**
 * How every entry point on the box reads its configuration: the server (main.ts) and the tools
 * (`npm run backup`, `restore`, `admin:create`) all call `readConfigOrExit`, so a setting in `.env`
 * means the same thing to each of them (a backup of the database the server uses, a restore that
 * sees the server holding it).
 *
 * Precedence: the real environment wins over the file. That is what keeps the service unit's
 * NODE_ENV=production in force whatever a copied `.env` says, and lets a one-off
 * `DATABASE_PATH=... npm run backup` point somewhere else.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { type Config, ConfigError, loadConfig } from './config';
import { installedDriverVersion, runtimeProblem } from './ops/runtimeSupport';
import { REPO_ROOT } from './repoPaths';

/** Names another settings file than `.env` at the repository root (tests, a second instance). */
const ENV_FILE_VARIABLE = 'LOUNGE_ENV_FILE';

/**
 * The settings file to read, if any: LOUNGE_ENV_FILE when set, else `.env` at the repository root
 * (the root, not the working directory, so `npm run dev`, which runs in server/, reads the same
 * file). Test runs (NODE_ENV=test in the real environment) skip the root file, so a developer's
 * local settings cannot change what the tests see; a file they name explicitly is still read.
 */
function envFileToLoad(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const named = env[ENV_FILE_VARIABLE]?.trim();
  if (named) return path.resolve(REPO_ROOT, named);
  const file = path.join(REPO_ROOT, '.env');
  return env.NODE_ENV !== 'test' && existsSync(file) ? file : undefined;
}

/**
 * Loads the settings file into process.env (variables already set stay as they are) and returns
 * the checked configuration. A bad setting is the operator's to fix: every problem is printed,
 * prefixed with the tool's name, without a stack trace, and the process exits 1.
 *
 * Files this process creates (the database, its WAL, backups, the pid and secret files) are for
 * the service's user alone: the umask makes them 0600 and folders 0700.
 */
export function readConfigOrExit(tool: string): Config {
  process.umask(0o077);
  const problem = runtimeProblem(process.version, installedDriverVersion());
  if (problem) {
    process.stderr.write(`${tool === 'server' ? '' : `${tool}: `}${problem}\n`);
    process.exit(1);
  }
  try {
    const file = envFileToLoad();
    if (file) {
      if (!existsSync(file)) throw new ConfigError([`${ENV_FILE_VARIABLE}: no such file: ${file}`]);
      process.loadEnvFile(file);
    }
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${tool === 'server' ? '' : `${tool}: `}${error.message}\n`);
    process.exit(1);
  }
}

/**
 * Part of `npm run lint`: every file a doc or a comment names, and every link between docs, exists.
 * A renamed or removed file otherwise leaves its old name behind in READMEs and comments, and a
 * reader follows it to nothing.
 *
 * What counts as a reference: a markdown link (in .md files) and a path that starts at one of the
 * repository's folders (`server/src/db/schema/`, `docs/decisions/052`), or one written from a
 * package's source (`ops/backups.ts` in the server's comments). A decision or a migration may be
 * named by its number alone. Decision records are the project's history: they keep the names of
 * files that have since gone (their status says what replaced them), so only their links are checked.
 */
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
process.chdir(root);

/** What the build and packaging make: named in docs, never committed. */
const MADE = ['desk/release', 'web/.prerender', 'web/dist', 'server/dist', 'desk/out'];
const FOLDERS = 'core|server|web|desk|migrations|docs|bench|ops|tools|\\.ci';
const PATH = new RegExp(`(?<![\\w@./-])((?:${FOLDERS})/[\\w./-]*\\w)(?![\\w-]*<)`, 'g');
/** Where a path written in a file may start from, besides the file's folder and the repository's root. */
const SOURCE_ROOTS = ['server/src', 'web/src', 'desk/src/renderer/src', 'desk/src', 'core/src'];

const numbered = (folder, number, separator) =>
  readdirSync(folder).some((file) => file.startsWith(`${number}${separator}`));

function exists(file, target) {
  const decision = /^docs\/decisions\/(\d{3})$/.exec(target);
  if (decision) return numbered('docs/decisions', decision[1], '-');
  const migration = /^migrations\/(\d{4})$/.exec(target);
  if (migration) return numbered('migrations', migration[1], '_');
  if (MADE.some((made) => target === made || target.startsWith(`${made}/`))) return true;
  const workspace = file.split('/')[0];
  const starts = [path.dirname(file), '.', workspace, ...SOURCE_ROOTS];
  return starts.some((start) => {
    const candidate = path.join(start, target);
    return ['', '.ts', '.tsx'].some((ending) => existsSync(candidate + ending));
  });
}

const files = execSync("git ls-files '*.md' '*.ts' '*.tsx' '*.mjs' '*.cjs' '.ci/*' 'ops/*'", {
  encoding: 'utf8',
})
  .trim()
  .split('\n');
const missing = [];
for (const file of files) {
  if (!existsSync(file)) continue;
  const text = readFileSync(file, 'utf8');
  const history = file.startsWith('docs/decisions/') && !file.endsWith('README.md');
  const targets = new Set();
  if (file.endsWith('.md'))
    for (const match of text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g))
      if (!/^[a-z]+:/.test(match[1])) targets.add(match[1]);
  if (!history) for (const match of text.matchAll(PATH)) targets.add(match[1]);
  for (const target of targets) {
    if (/[*<{]|NNN/.test(target)) continue; // a pattern, not a file
    if (!exists(file, target)) missing.push(`${file}: ${target}`);
  }
}
if (missing.length > 0) {
  console.error(
    `These files are named but do not exist (rename the reference or the file):\n${missing.join('\n')}`,
  );
  process.exit(1);
}
console.log(`references: ${files.length} files read, every named file exists`);

/**
 * Part of `npm run lint`: a bay is named by core's `bayLabel` (core/src/venue.ts) and nowhere else,
 * so its label is one fact written once. This fails on a product file that spells the word before
 * a bay's number itself: `Bay ${n}` in a template, `Bay {n}` in JSX, or 'Bay ' joined with `+`.
 * Tests and journeys may spell it, as copy they compare against; words that merely begin with the
 * word (the 'Bay Board', 'Bay utilisation') are not a bay's label and pass.
 */
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
process.chdir(root);

/** The one file allowed to spell the label: where bayLabel is written. */
const HOME = 'core/src/venue.ts';
const LABEL = /\bBay (?:\$\{|\{)|\bBay\{' '\}|['"]Bay ['"]\s*\+/;

const files = execSync("git ls-files 'core/src' 'server/src' 'web/src' 'desk/src'", { encoding: 'utf8' })
  .trim()
  .split('\n')
  .filter((file) => /\.(ts|tsx|mjs)$/.test(file) && !/\.test\.tsx?$|\/testing\//.test(file) && file !== HOME);
const found = [];
for (const file of files) {
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, i) => {
      if (LABEL.test(line)) found.push(`${file}:${i + 1}: ${line.trim()}`);
    });
}
if (found.length > 0) {
  console.error(`A bay's label is core's bayLabel(n); these spell it themselves:\n${found.join('\n')}`);
  process.exit(1);
}
console.log(`bay labels: ${files.length} product files read, every bay named by bayLabel`);

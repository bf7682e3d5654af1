/**
 * core must stay pure (docs/decisions/010): no clock, no randomness, no I/O, no React. The tsconfig keeps
 * Node and DOM types out; this test catches what types alone would let through.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const srcDir = join(import.meta.dirname, '..', 'src');
const forbidden: Array<[RegExp, string]> = [
  [/Date\.now\(|new Date\(\)|Temporal\.Now\b/, 'reads the clock'],
  [/Math\.random\(/, 'is random'],
  [/from ['"](node:|fs|path|http|react|better-sqlite3|@hapi)/, 'imports I/O or UI'],
  [
    /\b(process|window|document|globalThis|localStorage|sessionStorage)\.[A-Za-z]|\bfetch\(/,
    'touches the environment',
  ],
];

describe('core purity', () => {
  const files = readdirSync(srcDir).filter((f) => f.endsWith('.ts'));

  it('has source files to check', () => expect(files.length).toBeGreaterThan(10));

  it.each(files)('%s reads no clock and does no I/O', (file) => {
    const text = readFileSync(join(srcDir, file), 'utf8');
    for (const [pattern, what] of forbidden) {
      expect(pattern.test(text), `${file} ${what}`).toBe(false);
    }
  });

  // The screens' bundles import core's index: joi and the API's schemas (src/api/) reach them only
  // as types (docs/decisions/035). The plain lists of api/ are the exception.
  const JOI_FREE_API = ['statuses', 'refusalCodes'];
  it.each(files)('%s brings no joi into the screens (api/ schemas as types only)', (file) => {
    const text = readFileSync(join(srcDir, file), 'utf8');
    expect(/from ['"]joi['"]/.test(text), `${file} imports joi`).toBe(false);
    const values = [...text.matchAll(/^(?:import|export) (?!type )[^;]*?from '\.\/api(?:\/(\w+))?'/gm)].map(
      (m) => m[1] ?? 'index',
    );
    expect(
      values.filter((m) => !JOI_FREE_API.includes(m)),
      `${file} imports api/ schemas as values`,
    ).toEqual([]);
  });

  it.each(JOI_FREE_API)('api/%s.ts is plain values', (name) => {
    const text = readFileSync(join(srcDir, 'api', `${name}.ts`), 'utf8');
    expect([...text.matchAll(/^import (?!type )/gm)]).toEqual([]);
  });
});

/**
 * Rows in every table of a database as it stands, whatever migration it is at, for the test that
 * applies each migration to a database holding data (migrationsOnData.test.ts). Nothing here knows
 * the schema: each table's columns, foreign keys and CHECKs are read from SQLite itself, and a row is
 * found by trying plausible values (the CHECKs' own literals, instants, dates, numbers) until SQLite
 * takes it. Tables go parents first, so a foreign key points at a row that exists.
 */
import type Database from 'better-sqlite3';

interface Column {
  name: string;
  type: string;
  notnull: number;
  dflt_value: string | null;
  pk: number;
}

interface ForeignKey {
  table: string;
  from: string;
  to: string | null;
}

/** The tables a test may fill: not SQLite's own, not the migrator's bookkeeping. */
export function userTables(sqlite: Database.Database): { name: string; sql: string }[] {
  return sqlite
    .prepare(
      `SELECT name, sql FROM sqlite_master WHERE type = 'table'
       AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '__drizzle%' ORDER BY name`,
    )
    .all() as { name: string; sql: string }[];
}

const columnsOf = (sqlite: Database.Database, table: string) =>
  sqlite.prepare(`SELECT * FROM pragma_table_info(?)`).all(table) as Column[];

const foreignKeysOf = (sqlite: Database.Database, table: string) =>
  sqlite.prepare(`SELECT "table", "from", "to" FROM pragma_foreign_key_list(?)`).all(table) as ForeignKey[];

/** Parents before children (a table pointing at itself does not wait for itself). */
function parentsFirst(sqlite: Database.Database, tables: string[]): string[] {
  const done = new Set<string>();
  const order: string[] = [];
  const visit = (table: string, path: Set<string>) => {
    if (done.has(table) || path.has(table)) return;
    path.add(table);
    for (const fk of foreignKeysOf(sqlite, table)) if (tables.includes(fk.table)) visit(fk.table, path);
    done.add(table);
    order.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return order;
}

/** The text inside the parentheses that open at `open` (CHECK's expression). */
function balanced(sql: string, open: number): string {
  let depth = 0;
  for (let i = open; i < sql.length; i++) {
    if (sql[i] === '(') depth++;
    else if (sql[i] === ')' && --depth === 0) return sql.slice(open + 1, i);
  }
  return sql.slice(open + 1);
}

/** Every CHECK expression in a CREATE TABLE, with its constraint's name when it has one. */
function checksOf(sql: string): { name: string | null; expression: string }[] {
  const checks: { name: string | null; expression: string }[] = [];
  const pattern = /(?:CONSTRAINT\s+"?(\w+)"?\s+)?CHECK\s*\(/gi;
  for (let match = pattern.exec(sql); match; match = pattern.exec(sql)) {
    checks.push({ name: match[1] ?? null, expression: balanced(sql, match.index + match[0].length - 1) });
  }
  return checks;
}

/**
 * The literals a CHECK lists for a column (`"col" IN ('a', 'b')`, or numbers: `"size" IN (5, 10)`;
 * the column may be quoted with backticks, as a CHECK added by ALTER TABLE is: 0038's kiosks.role).
 */
function listedValues(checks: { expression: string }[], column: string): (string | number)[] {
  const values: (string | number)[] = [];
  const pattern = new RegExp(`["\`]?${column}["\`]?\\s+IN\\s*\\(([^)]*)\\)`, 'gi');
  for (const { expression } of checks)
    for (let match = pattern.exec(expression); match; match = pattern.exec(expression))
      for (const literal of (match[1] ?? '').matchAll(/'([^']*)'|(-?\d+(?:\.\d+)?)/g))
        values.push(literal[2] === undefined ? (literal[1] ?? '') : Number(literal[2]));
  return [...new Set(values)];
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Plausible values for a column, most likely first; `n` makes each row's own, and `table` each
 * table's own day (a bay block and a booking on the same bay and hour refuse each other).
 */
function candidates(column: Column, listed: (string | number)[], n: number, table: number): unknown[] {
  const day = `20${26 + (table % 3)}-${pad(1 + (table % 12))}-${pad(1 + (n % 28))}`;
  const instant = `${day}T${pad(15 + (n % 8))}:00:00.000Z`;
  const type = column.type.toUpperCase();
  const own = `seed-${column.name}-${n}`;
  const values: unknown[] = [...listed];
  if (type.includes('INT')) values.push(1 + n, 0, 1, 2, 60, 1500, 100 + n);
  else if (type.includes('REAL')) values.push(1.5 + n, 0);
  else {
    const later = `${day}T${pad(16 + (n % 8))}:30:00.000Z`;
    const texts = [own, instant, day, `${pad(15 + (n % 8))}:00`, `seed${n}@example.com`, '{}', '[]', later];
    // A six-digit code (a pass's, GLOB '[0-9]...'), each row its own.
    texts.push(`+1406555${String(1000 + n)}`, 'x', String(100_000 + table * 100 + n));
    // What the column's name says it holds goes first: an instant in a *_at, a day in a *_date.
    const named = /_at$/.test(column.name)
      ? instant
      : /(_date|_on|_day)$/.test(column.name)
        ? day
        : /email|address/.test(column.name)
          ? `seed${n}@example.com`
          : own;
    values.push(named, ...texts.filter((t) => t !== named));
  }
  if (!column.notnull) values.push(null);
  return values;
}

/** Names of this table's columns a CHECK mentions. */
function mentioned(text: string, columns: Column[]): string[] {
  return columns.filter((c) => new RegExp(`(^|[^\\w])"?${c.name}"?([^\\w]|$)`).test(text)).map((c) => c.name);
}

/**
 * Every row of options that meets the table's CHECKs, one at a time: columns are chosen in order,
 * and a value is kept only if each CHECK whose columns are all chosen by then holds (SQLite itself
 * judges, on the row as a one-row table of the same name).
 */
function* rowsMeetingChecks(
  sqlite: Database.Database,
  table: string,
  columns: Column[],
  checks: { expression: string }[],
  options: Map<string, unknown[]>,
): Generator<unknown[]> {
  const names = columns.map((c) => c.name);
  const judged = checks.map((check) => ({
    last: Math.max(...mentioned(check.expression, columns).map((name) => names.indexOf(name))),
    statement: sqlite.prepare(
      `WITH "${table}" (${names.map((n) => `"${n}"`).join(', ')}) AS (VALUES (${names.map(() => '?').join(', ')}))
       SELECT (${check.expression}) IS NOT 0 AS ok FROM "${table}"`,
    ),
  }));
  const row: unknown[] = names.map(() => null);
  function* choose(i: number): Generator<unknown[]> {
    if (i === names.length) {
      yield [...row];
      return;
    }
    for (const value of options.get(names[i] ?? '') ?? [null]) {
      row[i] = value;
      const holds = judged
        .filter((check) => check.last === i)
        .every((check) => (check.statement.get(...row) as { ok: number }).ok === 1);
      if (holds) yield* choose(i + 1);
    }
    row[i] = null;
  }
  yield* choose(0);
}

/**
 * Inserts `count` rows into every table that takes them; returns the tables it could not fill (with
 * SQLite's last refusal), which a test can then name.
 */
export function seedEveryTable(sqlite: Database.Database, count = 2, seed = 0): Map<string, string> {
  const tables = userTables(sqlite);
  const sqlOf = new Map(tables.map((t) => [t.name, t.sql]));
  const unfilled = new Map<string, string>();
  const order = parentsFirst(
    sqlite,
    tables.map((t) => t.name),
  );
  for (const [tableNumber, table] of order.entries()) {
    const columns = columnsOf(sqlite, table);
    const fks = foreignKeysOf(sqlite, table);
    const checks = checksOf(sqlOf.get(table) ?? '');
    for (let r = 0; r < count; r++) {
      const n = seed * 10 + r;
      const options = new Map<string, unknown[]>();
      for (const column of columns) {
        const fk = fks.find((f) => f.from === column.name);
        if (fk) {
          const parentKey = fk.to ?? 'rowid';
          const parents = sqlite
            .prepare(`SELECT "${parentKey}" AS v FROM "${fk.table}" ORDER BY rowid DESC LIMIT 4`)
            .all()
            .map((row) => (row as { v: unknown }).v);
          // Each row of a round starts from a parent of its own (a unique pair of parents, one
          // handicap per member), the newest first.
          parents.push(...parents.splice(0, r % Math.max(parents.length, 1)));
          options.set(column.name, [...parents, ...(column.notnull ? [] : [null])]);
        } else
          options.set(column.name, candidates(column, listedValues(checks, column.name), n, tableNumber));
      }
      const names = columns.map((c) => c.name);
      const insert = sqlite.prepare(
        `INSERT INTO "${table}" (${names.map((c) => `"${c}"`).join(', ')}) VALUES (${names.map(() => '?').join(', ')})`,
      );
      let refusal = 'no row meets its CHECKs';
      let done = false;
      let tries = 0;
      // Rows meeting the CHECKs may still be refused (a unique index, a trigger): try the next.
      for (const values of rowsMeetingChecks(sqlite, table, columns, checks, options)) {
        try {
          insert.run(...values);
          done = true;
          break;
        } catch (error) {
          refusal = (error as Error).message;
          if (++tries >= 200) break;
        }
      }
      if (!done) unfilled.set(table, refusal);
    }
  }
  return unfilled;
}

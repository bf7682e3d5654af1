/** What every table file builds columns and checks from: instants and dates as TEXT in one form. */

import { type SQL, sql } from 'drizzle-orm';
import { type AnySQLiteColumn, text } from 'drizzle-orm/sqlite-core';

const ISO_INSTANT_GLOB =
  '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-5][0-9].[0-9][0-9][0-9]Z';
export const ISO_DATE_GLOB = '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]';

export function isInstant(column: AnySQLiteColumn): SQL {
  return sql`${column} GLOB ${sql.raw(`'${ISO_INSTANT_GLOB}'`)}`;
}

/** A nullable instant column is either NULL or an instant. */
export function isInstantOrNull(column: AnySQLiteColumn): SQL {
  return sql`${column} IS NULL OR ${isInstant(column)}`;
}

export function oneOf(column: AnySQLiteColumn, values: readonly string[]): SQL {
  return sql`${column} IN (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`;
}

export const createdAt = () => text('created_at').notNull();
/** What an account mark hashes: a proven address, or the account's customer at the gateway. */
export const ACCOUNT_MARK_KINDS = ['email', 'customer'] as const;
export const updatedAt = () => text('updated_at').notNull();

export const isDate = (column: AnySQLiteColumn) => sql`${column} GLOB ${sql.raw(`'${ISO_DATE_GLOB}'`)}`;

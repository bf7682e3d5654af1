/**
 * CSV answers (the desk's report and day sheet): csv-stringify quotes what needs quoting, every
 * text cell passes core's spreadsheetSafe so a typed '=...' shows as text instead of running, and
 * the file starts with a byte-order mark so spreadsheet programs read names as UTF-8.
 */
import type { ReqRef, ResponseToolkit } from '@hapi/hapi';
import { spreadsheetSafe } from '@lounge/core';
import { stringify } from 'csv-stringify/sync';

export type CsvRow = readonly (string | number)[];

function csvText(rows: readonly CsvRow[]): string {
  return stringify(
    rows.map((row) => row.map(spreadsheetSafe)),
    { bom: true, record_delimiter: 'windows' },
  );
}

/** A CSV download named `filename` (letters, digits, dots and dashes only). */
export function csvResponse<Refs extends ReqRef>(
  h: ResponseToolkit<Refs>,
  rows: readonly CsvRow[],
  filename: string,
) {
  return h
    .response(csvText(rows))
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename.replace(/[^A-Za-z0-9.-]/g, '')}"`);
}

/**
 * Cells of the CSV files the desk downloads (reports, the day sheet). A spreadsheet runs a cell
 * that starts with = + - @ (or a tab or carriage return) as a formula, so text typed by anyone (a
 * member's name or notes, a block's reason) is prefixed with a quote and shows as typed. Numbers
 * are the lounge's own figures and stay numbers.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

/** The cell as a spreadsheet should show it: text that would run as a formula gets a leading '. */
export function spreadsheetSafe(cell: string | number): string | number {
  return typeof cell === 'string' && FORMULA_START.test(cell) ? `'${cell}` : cell;
}

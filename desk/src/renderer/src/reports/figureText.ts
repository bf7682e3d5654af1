/** A report figure as the screen writes it: money, a percentage, a count, or '–' for none. */
import { formatMoney } from '@lounge/core';

export function figureText(field: string, value: string | number | null): string {
  if (value === null) return '–';
  if (typeof value === 'string') return value;
  if (field.endsWith('Cents')) return formatMoney(value);
  return field.endsWith('Percent') ? `${value}%` : value.toLocaleString('en-US');
}

/**
 * The cash handed over, one field for the counter and for closing a tab: read by core's
 * readTendered, it says in words why an amount will not do (not a number, negative, short of the
 * total) and the change to the cent once it will. The caller reads it the same way to enable its
 * confirm. At the counter the total is the server's answer still to come (`totalCents` null), so
 * short cash there is the server's refusal.
 */
import { readTendered, shopCopy } from '@lounge/core';
import { Input } from 'antd';

export function TenderedField({
  id,
  value,
  onChange,
  totalCents,
}: {
  id: string;
  value: string;
  onChange: (typed: string) => void;
  totalCents: number | null;
}) {
  const reading = readTendered(value, totalCents);
  const problem =
    !reading.ok && reading.problem !== 'empty'
      ? shopCopy.tenderedProblem(reading.problem, totalCents ?? 0, reading.shortCents)
      : null;
  const note = problem
    ? `${id}-problem`
    : reading.ok && reading.changeCents !== null
      ? `${id}-change`
      : undefined;
  return (
    <div className="shop-field">
      <label className="field-label" htmlFor={id}>
        {shopCopy.tenderedLabel}
      </label>
      <Input
        id={id}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        status={problem ? 'error' : ''}
        aria-invalid={problem ? true : undefined}
        aria-describedby={note}
      />
      {problem && (
        <p id={`${id}-problem`} role="alert" className="shop-field-problem">
          {problem}
        </p>
      )}
      {reading.ok && reading.changeCents !== null && (
        <p id={`${id}-change`} aria-live="polite">
          {shopCopy.changeDue(reading.changeCents)}
        </p>
      )}
    </div>
  );
}

/** Whether the typed cash will do (the same reading as the field shows). */
export const tenderedReady = (typed: string, totalCents: number | null) => readTendered(typed, totalCents).ok;

/** The cents to send, once the typed cash will do. */
export function tenderedCentsOf(typed: string, totalCents: number | null): number | null {
  const reading = readTendered(typed, totalCents);
  return reading.ok ? reading.cents : null;
}

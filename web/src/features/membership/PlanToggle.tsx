import type { PlanFlow } from '@lounge/core';
import { useEffect, useId, useRef } from 'react';

interface PlanToggleProps {
  value: PlanFlow;
  onChange: (flow: PlanFlow) => void;
  introLabel: string;
  monthlyLabel: string;
  label: string;
  /** Which option comes first (docs/product.md names the membership page's monthly option first). */
  order?: 'intro-first' | 'monthly-first';
}

/**
 * The intro-offer / monthly-billing switch of the membership and selection pages: two native
 * radio buttons drawn as one segmented control (arrow keys move between them, as a radio group's do).
 */
export function PlanToggle({
  value,
  onChange,
  introLabel,
  monthlyLabel,
  label,
  order = 'intro-first',
}: PlanToggleProps) {
  const name = useId();
  const group = useRef<HTMLDivElement>(null);
  // A choice tapped on the prerendered page before its code ran: hydration keeps that radio
  // checked but not the state, so the state follows it once, and the prices with it.
  const firstRun = useRef(true);
  useEffect(() => {
    if (!firstRun.current) return;
    firstRun.current = false;
    const picked = group.current?.querySelector<HTMLInputElement>('input:checked')?.value;
    if ((picked === 'intro' || picked === 'monthly') && picked !== value) onChange(picked);
  }, [value, onChange]);
  const intro = { label: introLabel, value: 'intro' as const };
  const monthly = { label: monthlyLabel, value: 'monthly' as const };
  const options = order === 'intro-first' ? [intro, monthly] : [monthly, intro];
  return (
    <div className="plan-toggle">
      <div ref={group} role="radiogroup" aria-label={label} className="segmented">
        {options.map((option) => (
          <label key={option.value} className="segmented-option">
            <input
              type="radio"
              className="segmented-input"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </div>
  );
}

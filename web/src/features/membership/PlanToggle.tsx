import type { PlanFlow } from '@lounge/core';
import { useId } from 'react';

interface PlanToggleProps {
  introLabel: string;
  monthlyLabel: string;
  label: string;
  /** Which option comes first (docs/product.md names the membership page's monthly option first). */
  order?: 'intro-first' | 'monthly-first';
}

/** The flows a page offers: both while the founding offer is open, monthly billing once it is over. */
export function offeredFlows(offerEnded: boolean): readonly PlanFlow[] {
  return offerEnded ? ['monthly'] : ['intro', 'monthly'];
}

/**
 * The intro-offer / monthly-billing switch of the membership and selection pages: two native
 * radio buttons drawn as one segmented control (arrow keys move between them, as a radio group's do).
 *
 * It holds no state: the cards carry both flows' prices and links, and CSS shows the checked one
 * (`.plan-flows` in membership.css), so the switch works before the page's code has run and the page
 * need not start its app for it (docs/decisions/070). The founding offer comes first.
 */
export function PlanToggle({ introLabel, monthlyLabel, label, order = 'intro-first' }: PlanToggleProps) {
  const name = useId();
  const intro = { label: introLabel, value: 'intro' as const };
  const monthly = { label: monthlyLabel, value: 'monthly' as const };
  const options = order === 'intro-first' ? [intro, monthly] : [monthly, intro];
  return (
    <div className="plan-toggle">
      <div role="radiogroup" aria-label={label} className="segmented">
        {options.map((option) => (
          <label key={option.value} className="segmented-option">
            <input
              type="radio"
              className="segmented-input"
              name={name}
              value={option.value}
              defaultChecked={option.value === 'intro'}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </div>
  );
}

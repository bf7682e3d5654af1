import type { PlanFlow } from '@lounge/core';
import { Segmented } from 'antd';

interface PlanToggleProps {
  value: PlanFlow;
  onChange: (flow: PlanFlow) => void;
  introLabel: string;
  monthlyLabel: string;
  label: string;
  /** Which option comes first (docs/product.md names the membership page's monthly option first). */
  order?: 'intro-first' | 'monthly-first';
}

/** The intro-offer / monthly-billing switch of the membership and selection pages. */
export function PlanToggle({
  value,
  onChange,
  introLabel,
  monthlyLabel,
  label,
  order = 'intro-first',
}: PlanToggleProps) {
  const intro = { label: introLabel, value: 'intro' as const };
  const monthly = { label: monthlyLabel, value: 'monthly' as const };
  return (
    <div className="plan-toggle">
      <Segmented<PlanFlow>
        aria-label={label}
        size="large"
        block
        value={value}
        onChange={onChange}
        options={order === 'intro-first' ? [intro, monthly] : [monthly, intro]}
      />
    </div>
  );
}

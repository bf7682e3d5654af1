import type { ComponentProps } from 'react';
import { AntdScope } from '../../app/AntdScope';
import { PlanChangeButton } from './PlanChangeButton';

/** The plan change in the lounge's antd theme, for pages drawn without antd (the membership page). */
export default function ThemedPlanChangeButton(props: ComponentProps<typeof PlanChangeButton>) {
  return (
    <AntdScope>
      <PlanChangeButton {...props} />
    </AntdScope>
  );
}

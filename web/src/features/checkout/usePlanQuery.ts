import { flowFromQuery, type MembershipType, type PlanFlow, planFromQuery } from '@lounge/core';
import { useSearchParams } from 'react-router-dom';

/** The plan and flow a checkout URL names; general and intro when absent (docs/product.md). */
export function usePlanQuery(): { plan: MembershipType; flow: PlanFlow } {
  const [params] = useSearchParams();
  return { plan: planFromQuery(params.get('plan')), flow: flowFromQuery(params.get('flow')) };
}

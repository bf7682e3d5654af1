import { planChangeCopy } from '@lounge/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refusalNotice } from '../../api/apiError';
import { isUnauthorized } from '../../api/http';
import { showToast } from '../../feedback/toast';
import { changePlan, reloadMoney } from './paymentsApi';

/** POST /api/subscription/change with its toast; a charge needing the member goes to its page. */
export function usePlanChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changePlan,
    meta: { member: true },
    onSuccess: (result) => {
      if ('url' in result) {
        window.location.assign(result.url);
        return;
      }
      showToast({ title: 'Plan Changed', message: result.message, kind: 'success' });
    },
    onError: (error) => {
      if (isUnauthorized(error)) return;
      showToast({
        ...refusalNotice(error, { title: planChangeCopy.changeFailed, message: 'Please try again.' }),
        kind: 'error',
      });
    },
    onSettled: () => reloadMoney(client),
  });
}

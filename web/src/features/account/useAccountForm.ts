import { type Notice, passwordResetMessages } from '@lounge/core';
import { useMutation } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { refusalNotice } from '../../api/apiError';
import { isUnauthorized } from '../../api/http';
import { showToast } from '../../feedback/toast';
import { showRefusedFields } from '../forms/coreRules';

/**
 * One form of the account page: sends, toasts the server's words on success, puts a refusal's
 * field errors on the fields (or toasts it under `refusedTitle`). A 401 is the query client's.
 */
export function useAccountForm<V, R>(
  form: FormInstance,
  send: (values: V) => Promise<R>,
  options: { refusedTitle: string; done: (answer: R) => Notice | null },
) {
  return useMutation({
    mutationFn: send,
    meta: { member: true },
    onSuccess: (answer) => {
      const notice = options.done(answer);
      if (notice) showToast({ ...notice, kind: 'success' });
    },
    onError: (error) => {
      if (isUnauthorized(error) || showRefusedFields(form, error)) return;
      showToast({
        ...refusalNotice(error, {
          title: options.refusedTitle,
          message: passwordResetMessages.requestFailed.message,
        }),
        kind: 'error',
      });
    },
  });
}

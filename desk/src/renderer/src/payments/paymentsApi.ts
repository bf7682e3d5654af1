/** The desk's payment calls: a member's ledger rows, and a refund of one of them. */
import type { StaffPaymentView } from '@lounge/core';
import { getJson, sendJson } from '@lounge/web/api';

export const paymentsApi = {
  ofMember: (userId: string) =>
    getJson<StaffPaymentView[]>(`/api/staff/payments?userId=${encodeURIComponent(userId)}`),
  refund: (paymentId: string, body: { amountCents?: number; reason: string }) =>
    sendJson<StaffPaymentView>('POST', `/api/staff/payments/${encodeURIComponent(paymentId)}/refund`, body),
};

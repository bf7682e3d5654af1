/** The desk's payment calls: a member's ledger rows, and a refund of one of them. */
import type { StaffPaymentView, StaffRefundRequest, StaffRefundView } from '@lounge/core';
import { getJson, sendJson } from '@lounge/web/api';

export const paymentsApi = {
  ofMember: (userId: string) =>
    getJson<StaffPaymentView[]>(`/api/staff/payments?userId=${encodeURIComponent(userId)}`),
  refund: (paymentId: string, body: StaffRefundRequest) =>
    sendJson<StaffRefundView>('POST', `/api/staff/payments/${encodeURIComponent(paymentId)}/refund`, body),
};

/**
 * A sale refunded from the Shop screen (POST /api/staff/shop/sales/{id}/refund): what is left of the
 * whole sale, or some units of its lines, with a reason. The server holds plain staff to the refund
 * limits: over them its answer (an admin is needed) is shown here in its own words, nothing made.
 * Keyed by the sale where it is used, so each sale starts with an empty form.
 */
import { shopSalesCopy as copy, formatMoney, type ShopDaySale } from '@lounge/core';
import { showToast } from '@lounge/web/feedback';
import { useMutation } from '@tanstack/react-query';
import { Alert, Input, InputNumber, Modal, Radio } from 'antd';
import { useState } from 'react';
import { shopDeskApi } from '../api/shopDeskApi';
import { refusalText } from '../api/staffApi';
import { useShopRefresh } from './shopQueries';

type Scope = 'all' | 'some';

export function RefundModal({
  sale,
  time,
  onClose,
}: {
  sale: ShopDaySale | null;
  time: string;
  onClose: () => void;
}) {
  const refresh = useShopRefresh();
  const [scope, setScope] = useState<Scope>('all');
  const [units, setUnits] = useState<Record<string, number | null>>({});
  const [reason, setReason] = useState('');
  const [refusal, setRefusal] = useState<{ title: string; message: string } | null>(null);
  const open = sale?.lines.filter((l) => l.refundedQuantity < l.quantity) ?? [];
  const chosen = open.flatMap((l) => {
    const quantity = units[l.id];
    return quantity ? [{ lineId: l.id, quantity }] : [];
  });
  const ready = reason.trim() !== '' && (scope === 'all' || chosen.length > 0);
  const refund = useMutation({
    mutationFn: (saleId: string) =>
      shopDeskApi.refund(saleId, { reason: reason.trim(), ...(scope === 'some' ? { lines: chosen } : {}) }),
    onSuccess: (answer) => {
      showToast({ title: copy.refunded(answer.refundedCents), kind: 'success' });
      onClose();
    },
    onError: (error) => setRefusal(refusalText(error, copy.refusedTitle)),
    onSettled: refresh,
  });
  return (
    <Modal
      open={sale !== null}
      title={copy.refundTitle(time)}
      onCancel={onClose}
      okText={copy.refundOk}
      okButtonProps={{ danger: true, disabled: !ready, loading: refund.isPending }}
      onOk={() => sale && ready && refund.mutate(sale.id)}
    >
      {sale && (
        <>
          <p>
            {formatMoney(sale.totalCents)}
            {sale.refundedCents > 0 && ` (${copy.refundedSoFar(sale.refundedCents)})`}
          </p>
          <Radio.Group
            aria-label="What to refund"
            value={scope}
            onChange={(e) => setScope(e.target.value as Scope)}
            options={[
              { value: 'all', label: copy.refundAll },
              { value: 'some', label: copy.refundSome },
            ]}
          />
          {scope === 'some' && (
            <ul className="shop-refund-lines">
              {open.map((l) => {
                const left = l.quantity - l.refundedQuantity;
                const fieldId = `refund-${l.id}`;
                return (
                  <li key={l.id}>
                    <label className="field-label" htmlFor={fieldId}>
                      {copy.quantityLabel(l.name, left)}
                    </label>
                    <InputNumber
                      id={fieldId}
                      min={0}
                      max={left}
                      precision={0}
                      value={units[l.id] ?? null}
                      onChange={(value) => setUnits((u) => ({ ...u, [l.id]: value }))}
                    />
                  </li>
                );
              })}
            </ul>
          )}
          <label className="field-label" htmlFor="refund-reason">
            {copy.reasonLabel}
          </label>
          <Input
            id="refund-reason"
            value={reason}
            maxLength={300}
            aria-describedby="refund-reason-hint"
            onChange={(e) => setReason(e.target.value)}
          />
          <p className="muted" id="refund-reason-hint">
            {copy.reasonNeeded}
          </p>
          {refusal && (
            <Alert type="error" showIcon role="alert" message={refusal.title} description={refusal.message} />
          )}
        </>
      )}
    </Modal>
  );
}

/**
 * A refund of one payment at the desk, in two steps: the amount and the reason, then one
 * confirmation stating the amount, the payment (its date, what it was for), the method it goes back
 * by and what follows, before anything is sent; the toast repeats the amount and the method. A
 * membership payment refunded in full may also end the plan in the same request. The server's
 * refusal (an admin needed above the staff limit or for a membership) stays in the dialog, plainly.
 */
import {
  deskMessages,
  formatMoney,
  MONEY_METHOD_WORDS,
  moneyStepCopy,
  refundCopy,
  type StaffPaymentView,
} from '@lounge/core';
import { asApiError } from '@lounge/web/api';
import { showToast } from '@lounge/web/feedback';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Form, Input, InputNumber, Modal } from 'antd';
import { useState } from 'react';
import { refusalText } from '../api/staffApi';
import { useVenue } from '../ui/useVenue';
import { venueDateTimeOf } from '../ui/venueTime';
import { paymentsApi } from './paymentsApi';

const M = moneyStepCopy.refund;

export function RefundModal({ payment, onClose }: { payment: StaffPaymentView | null; onClose: () => void }) {
  const [form] = Form.useForm<{ amount: number; reason: string }>();
  const [asked, setAsked] = useState<{ amount: number; reason: string } | null>(null);
  const [endPlan, setEndPlan] = useState(false);
  const zone = useVenue()?.timeZone ?? 'UTC';
  const client = useQueryClient();
  const close = () => {
    setAsked(null);
    setEndPlan(false);
    refund.reset();
    onClose();
  };
  const method = MONEY_METHOD_WORDS[payment?.method ?? 'online'];
  const refund = useMutation({
    mutationFn: (values: { amount: number; reason: string; endPlan: boolean }) =>
      paymentsApi.refund(payment?.id ?? '', {
        amountCents: Math.round(values.amount * 100),
        reason: values.reason,
        ...(values.endPlan ? { endPlan: true } : {}),
      }),
    onSuccess: (row, values) => {
      const message = values.endPlan ? M.doneEnded(row.message, method) : M.done(row.message, method);
      showToast({ title: 'Refunded', message, kind: 'success' });
      form.resetFields();
      close();
    },
    // The members' lists and an open profile (its payments) read the ledger too.
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['payments'] }),
        client.invalidateQueries({ queryKey: ['members'] }),
      ]),
  });
  const left = payment ? payment.refundableCents / 100 : 0;
  const refused = refund.error ? refusalText(refund.error, 'Refund Failed') : null;
  const adminNeeded = asApiError(refund.error)?.code === 'admin_needed';
  const words = deskMessages.refundConfirm;
  // A membership payment refunded in full may end the plan too (the server checks both again).
  const wholeMembership =
    payment?.kind === 'membership' &&
    asked !== null &&
    Math.round(asked.amount * 100) === payment.refundableCents &&
    payment.refundableCents === payment.amountCents;
  const line =
    payment && asked
      ? words.line(
          formatMoney(Math.round(asked.amount * 100)),
          `${payment.description} (${formatMoney(payment.amountCents)})`,
          venueDateTimeOf(payment.createdAt, zone),
          payment.method ?? 'online',
        )
      : '';
  return (
    <Modal
      open={payment !== null}
      title={asked ? words.title : `Refund: ${payment?.description ?? ''}`}
      onCancel={close}
      destroyOnHidden
      footer={
        asked
          ? [
              <Button
                key="back"
                onClick={() => {
                  refund.reset();
                  setAsked(null);
                }}
              >
                Back
              </Button>,
              <Button
                key="send"
                type="primary"
                danger
                loading={refund.isPending}
                disabled={refused !== null}
                onClick={() => refund.mutate({ ...asked, endPlan: endPlan && wholeMembership })}
              >
                Send Refund
              </Button>,
            ]
          : [
              <Button key="close" onClick={close}>
                Close
              </Button>,
              <Button key="review" type="primary" onClick={() => form.submit()}>
                Review Refund
              </Button>,
            ]
      }
    >
      {asked ? (
        <>
          <p className="refund-line">
            <strong>{line}</strong>
          </p>
          <dl className="details money-statement">
            <dt>{moneyStepCopy.labels.amount}</dt>
            <dd>{formatMoney(Math.round(asked.amount * 100))}</dd>
            <dt>{moneyStepCopy.labels.method}</dt>
            <dd>{M.method(method)}</dd>
            <dt>{moneyStepCopy.labels.follows}</dt>
            <dd>{endPlan && wholeMembership ? `${M.follows} ${M.endPlanFollows}` : M.follows}</dd>
          </dl>
          <p className="muted">Reason: {asked.reason}</p>
          {wholeMembership && (
            <Checkbox checked={endPlan} onChange={(e) => setEndPlan(e.target.checked)}>
              {M.endPlan}
            </Checkbox>
          )}
          {refused && (
            <Alert
              type="error"
              showIcon
              role="alert"
              title={refused.title}
              description={adminNeeded ? `${refused.message} ${words.adminNeeded}` : refused.message}
            />
          )}
        </>
      ) : (
        <>
          <p>At most {formatMoney(payment?.refundableCents ?? 0)} can be refunded.</p>
          <Form form={form} layout="vertical" onFinish={(values) => setAsked(values)}>
            <Form.Item
              name="amount"
              label="Amount (dollars)"
              rules={[{ required: true, message: refundCopy.amountRequired }]}
            >
              <InputNumber min={0.01} max={left} step={1} precision={2} className="full-width" />
            </Form.Item>
            <Form.Item
              name="reason"
              label="Reason"
              rules={[{ required: true, message: refundCopy.reasonRequired }]}
            >
              <Input.TextArea rows={2} maxLength={500} />
            </Form.Item>
          </Form>
        </>
      )}
    </Modal>
  );
}

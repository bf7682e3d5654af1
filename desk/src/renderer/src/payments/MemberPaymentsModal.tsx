/**
 * A member's payments at the desk: every charge and refund, newest first, and 'Refund' on a charge
 * with money left on it (an amount, always stated, with a reason; the server refuses more than is
 * left and what only an admin may refund, a repeated click refunds once, and the answer states the
 * amount and the payment). The refund is stated and confirmed before it is sent.
 */
import { deskMessages, formatMoney, paymentsCopy, refundCopy, type StaffPaymentView } from '@lounge/core';
import { asApiError } from '@lounge/web/api';
import { showToast } from '@lounge/web/feedback';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, InputNumber, Modal, Table, Tag } from 'antd';
import { useState } from 'react';
import { refusalText } from '../api/staffApi';
import { useVenue } from '../ui/useVenue';
import { venueDateTimeOf } from '../ui/venueTime';
import { paymentsApi } from './paymentsApi';

export function MemberPaymentsModal({
  member,
  onClose,
}: {
  member: { id: string; name: string } | null;
  onClose: () => void;
}) {
  const zone = useVenue()?.timeZone ?? 'UTC';
  const payments = useQuery({
    queryKey: ['payments', member?.id],
    queryFn: () => paymentsApi.ofMember(member?.id ?? ''),
    enabled: member !== null,
  });
  const [refunding, setRefunding] = useState<StaffPaymentView | null>(null);

  return (
    <Modal
      open={member !== null}
      title={`Payments: ${member?.name ?? ''}`}
      onCancel={onClose}
      footer={null}
      width={860}
    >
      <Table<StaffPaymentView>
        size="small"
        rowKey="id"
        loading={payments.isLoading}
        dataSource={payments.data ?? []}
        pagination={false}
        locale={{ emptyText: paymentsCopy.empty }}
        columns={[
          { title: 'Date', dataIndex: 'createdAt', render: (v: string) => venueDateTimeOf(v, zone) },
          { title: 'What', dataIndex: 'description' },
          { title: 'How', dataIndex: 'method', render: (v: string | null) => v ?? 'online' },
          { title: 'Amount', dataIndex: 'amountCents', render: (v: number) => formatMoney(v) },
          {
            title: 'Status',
            dataIndex: 'status',
            render: (v: StaffPaymentView['status']) => <Tag>{paymentsCopy.statuses[v]}</Tag>,
          },
          {
            title: 'Actions',
            key: 'actions',
            render: (_: unknown, row) =>
              row.refundableCents > 0 && (
                <Button size="small" onClick={() => setRefunding(row)}>
                  Refund
                </Button>
              ),
          },
        ]}
      />
      <RefundModal payment={refunding} onClose={() => setRefunding(null)} />
    </Modal>
  );
}

/**
 * A refund in two steps: the amount and the reason, then a confirmation that states the amount and
 * the payment (its date, what it was for, how it was paid) before anything is sent. The server's
 * refusal (an admin needed above the staff limit or for a membership) stays in the dialog, plainly.
 */
function RefundModal({ payment, onClose }: { payment: StaffPaymentView | null; onClose: () => void }) {
  const [form] = Form.useForm<{ amount: number; reason: string }>();
  const [asked, setAsked] = useState<{ amount: number; reason: string } | null>(null);
  const zone = useVenue()?.timeZone ?? 'UTC';
  const client = useQueryClient();
  const close = () => {
    setAsked(null);
    refund.reset();
    onClose();
  };
  const refund = useMutation({
    mutationFn: (values: { amount: number; reason: string }) =>
      paymentsApi.refund(payment?.id ?? '', {
        amountCents: Math.round(values.amount * 100),
        reason: values.reason,
      }),
    onSuccess: (row) => {
      showToast({ title: 'Refunded', message: row.message, kind: 'success' });
      form.resetFields();
      close();
    },
    onSettled: () => client.invalidateQueries({ queryKey: ['payments'] }),
  });
  const left = payment ? payment.refundableCents / 100 : 0;
  const refused = refund.error ? refusalText(refund.error, 'Refund Failed') : null;
  const adminNeeded = asApiError(refund.error)?.code === 'admin_needed';
  const words = deskMessages.refundConfirm;
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
                onClick={() => refund.mutate(asked)}
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
          <p className="muted">Reason: {asked.reason}</p>
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

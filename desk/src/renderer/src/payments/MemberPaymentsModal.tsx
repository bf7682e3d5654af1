/**
 * A member's payments at the desk: every charge and refund, newest first, and 'Refund' on a charge
 * with money left on it (an amount, always stated, with a reason; the server refuses more than is
 * left and what only an admin may refund, a repeated click refunds once, and the answer states the
 * amount and the payment).
 */
import { formatMoney, paymentsCopy, refundCopy, type StaffPaymentView } from '@lounge/core';
import { showToast } from '@lounge/web/feedback';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, InputNumber, Modal, Table, Tag } from 'antd';
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

function RefundModal({ payment, onClose }: { payment: StaffPaymentView | null; onClose: () => void }) {
  const [form] = Form.useForm<{ amount: number; reason: string }>();
  const client = useQueryClient();
  const refund = useMutation({
    mutationFn: (values: { amount: number; reason: string }) =>
      paymentsApi.refund(payment?.id ?? '', {
        amountCents: Math.round(values.amount * 100),
        reason: values.reason,
      }),
    onSuccess: (row) => {
      showToast({
        title: 'Refunded',
        message: row.message,
        kind: 'success',
      });
      form.resetFields();
      onClose();
    },
    onError: (error) => showToast({ ...refusalText(error, 'Refund Failed'), kind: 'error' }),
    onSettled: () => client.invalidateQueries({ queryKey: ['payments'] }),
  });
  const left = payment ? payment.refundableCents / 100 : 0;
  return (
    <Modal
      open={payment !== null}
      title={`Refund: ${payment?.description ?? ''}`}
      okText="Refund"
      confirmLoading={refund.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>At most {formatMoney(payment?.refundableCents ?? 0)} can be refunded.</p>
      <Form form={form} layout="vertical" onFinish={(values) => refund.mutate(values)}>
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
    </Modal>
  );
}

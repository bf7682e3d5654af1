/**
 * A member's payments at the desk: every charge and refund, newest first, and 'Refund' on a charge
 * with money left on it (an amount, always stated, with a reason; the server refuses more than is
 * left and what only an admin may refund, a repeated click refunds once, and the answer states the
 * amount and the payment). The refund is stated and confirmed before it is sent (RefundModal.tsx).
 */
import { formatMoney, paymentsCopy, type StaffPaymentView } from '@lounge/core';
import { useQuery } from '@tanstack/react-query';
import { Button, Modal, Table, Tag } from 'antd';
import { useState } from 'react';
import { useVenue } from '../ui/useVenue';
import { venueDateTimeOf } from '../ui/venueTime';
import { paymentsApi } from './paymentsApi';
import { RefundModal } from './RefundModal';

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

import { formatDateLong, formatMoney, type PaymentView, paymentsCopy } from '@lounge/core';
import { useQuery } from '@tanstack/react-query';
import { Button, Modal, Tag } from 'antd';
import { useState } from 'react';
import { useVenue } from '../../api/venue';
import { paymentsQuery } from './paymentsApi';
import './payments.css';

/**
 * The dashboard's Payments card: every charge and refund of the member's ledger, newest first, each
 * with its receipt (what it was for, when, how much, its state).
 */
export function PaymentsCard() {
  const { venue } = useVenue();
  const payments = useQuery(paymentsQuery);
  const [receipt, setReceipt] = useState<PaymentView | null>(null);
  const date = (iso: string) => formatDateLong(Date.parse(iso), venue.timeZone);

  return (
    <section className="dash-card" aria-labelledby="payments-card-title">
      <div className="dash-card-header">
        <h2 id="payments-card-title">{paymentsCopy.title}</h2>
      </div>
      {payments.isError && <p className="muted">Your payments could not be loaded.</p>}
      {payments.data?.length === 0 && <p className="muted">{paymentsCopy.empty}</p>}
      <ul className="payments-list" aria-label={paymentsCopy.title}>
        {payments.data?.map((row) => (
          <li key={row.id} className="payments-row" data-kind={row.kind}>
            <div>
              <strong>{row.description}</strong>
              <div className="muted">
                {date(row.createdAt)} · <Tag>{paymentsCopy.statuses[row.status]}</Tag>
              </div>
            </div>
            <div className="payments-amount">
              <span>{formatMoney(row.amountCents)}</span>
              <Button
                size="small"
                type="link"
                onClick={() => setReceipt(row)}
                aria-label={`${paymentsCopy.receipt}: ${row.description}`}
              >
                {paymentsCopy.receipt}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <Modal
        open={receipt !== null}
        title={paymentsCopy.receipt}
        onCancel={() => setReceipt(null)}
        footer={null}
      >
        {receipt && (
          <dl className="dash-facts">
            <div>
              <dt>{venue.name}</dt>
              <dd>{paymentsCopy.kinds[receipt.kind]}</dd>
            </div>
            <div>
              <dt>For</dt>
              <dd>{receipt.description}</dd>
            </div>
            <div>
              <dt>Date</dt>
              <dd>{date(receipt.createdAt)}</dd>
            </div>
            <div>
              <dt>Amount</dt>
              <dd>{formatMoney(receipt.amountCents)}</dd>
            </div>
            <div>
              <dt>Status</dt>
              <dd>{paymentsCopy.statuses[receipt.status]}</dd>
            </div>
            <div>
              <dt>Reference</dt>
              <dd>{receipt.id}</dd>
            </div>
          </dl>
        )}
      </Modal>
    </section>
  );
}

/**
 * The one confirmation of a desk step that moves or records money, or ends a plan: what it is for,
 * the amount, the method and what follows, stated in that order, then one button that does it.
 * Nothing is sent until that button is pressed; closing sends nothing.
 */
import { moneyStepCopy } from '@lounge/core';
import { Button, Modal } from 'antd';
import type { ReactNode } from 'react';

export interface MoneyStatement {
  amount: string;
  method: string;
  follows: string;
}

export function MoneyStepConfirm({
  open,
  title,
  statement,
  okText,
  keepText = moneyStepCopy.back,
  pending,
  onConfirm,
  onCancel,
  children,
}: {
  open: boolean;
  title: string;
  statement: MoneyStatement;
  okText: string;
  keepText?: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** What comes before the statement (a list that must be read first) or after it (a choice). */
  children?: ReactNode;
}) {
  const L = moneyStepCopy.labels;
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onCancel}
      destroyOnHidden
      footer={[
        <Button key="keep" onClick={onCancel}>
          {keepText}
        </Button>,
        <Button key="ok" type="primary" danger loading={pending} onClick={onConfirm}>
          {okText}
        </Button>,
      ]}
    >
      {children}
      <dl className="details money-statement">
        <dt>{L.amount}</dt>
        <dd>{statement.amount}</dd>
        <dt>{L.method}</dt>
        <dd>{statement.method}</dd>
        <dt>{L.follows}</dt>
        <dd>{statement.follows}</dd>
      </dl>
    </Modal>
  );
}

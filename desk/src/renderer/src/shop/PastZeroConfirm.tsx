/**
 * The server refused a sale past the stock count (409 out_of_stock, naming confirmPastZero): staff
 * who see the item on the shelf say so, and the same lines are sent again, confirmed (audited).
 */
import { type Notice, shopCopy } from '@lounge/core';
import { Button, Modal } from 'antd';

export function PastZeroConfirm({
  refusal,
  onConfirm,
  onCancel,
  pending,
}: {
  refusal: Notice | null;
  onConfirm: () => void;
  onCancel: () => void;
  pending: boolean;
}) {
  return (
    <Modal
      open={refusal !== null}
      title={shopCopy.pastZeroTitle}
      onCancel={onCancel}
      footer={[
        <Button key="cancel" onClick={onCancel}>
          Cancel
        </Button>,
        <Button key="sell" type="primary" danger loading={pending} onClick={onConfirm}>
          {shopCopy.pastZeroConfirm}
        </Button>,
      ]}
    >
      <p>{refusal?.message}</p>
    </Modal>
  );
}

/** Whether a refusal is the count's: the sale can be confirmed past zero. */
export const isPastZeroRefusal = (code: string | undefined) => code === 'out_of_stock';

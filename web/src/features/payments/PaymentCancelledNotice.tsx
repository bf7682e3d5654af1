import { planChangeCopy } from '@lounge/core';
import { Alert, Button } from 'antd';

/** Back from the payment page without paying (?payment=cancelled): say so, and offer to try again. */
export function PaymentCancelledNotice({ show, onRetry }: { show: boolean; onRetry?: () => void }) {
  if (!show) return null;
  return (
    <Alert
      type="warning"
      showIcon
      title={planChangeCopy.paymentCancelled.title}
      description={planChangeCopy.paymentCancelled.message}
      action={
        onRetry && (
          <Button size="small" onClick={onRetry}>
            {planChangeCopy.tryAgain}
          </Button>
        )
      }
    />
  );
}

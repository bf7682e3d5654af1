import { UI_TIMINGS } from '@lounge/core';
import type { NotificationArgsProps } from 'antd';
import { notification } from 'antd';
import { useEffect } from 'react';
import { setToastApi } from './toast';

/**
 * Hosts the toasts inside the theme and hands their API to the toast module (docs/product.md:
 * one at a time, 5 seconds; antd counts seconds), top right unless the frame places them elsewhere. Only the notification hook is used, not antd's
 * App, which would also bring modal and message code into every page.
 */
export function ToastBridge({ placement = 'topRight' }: { placement?: NotificationArgsProps['placement'] }) {
  const [api, holder] = notification.useNotification({
    maxCount: 1,
    duration: UI_TIMINGS.toastDuration / 1000,
    placement,
  });
  useEffect(() => {
    setToastApi(api);
    return () => setToastApi(null);
  }, [api]);
  return holder;
}

/**
 * Toasts (docs/product.md): one at a time, gone after 5 seconds. The antd notification API lives
 * inside React (it takes the theme from context), so ToastBridge hands it to this module and code
 * outside components (the query client's 401 handler) can show toasts too.
 */
import type { notification } from 'antd';

type NotificationInstance = ReturnType<typeof notification.useNotification>[0];

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

export interface Toast {
  title: string;
  message?: string;
  kind?: ToastKind;
}

let api: NotificationInstance | null = null;

export function setToastApi(next: NotificationInstance | null): void {
  api = next;
}

export function showToast({ title, message, kind = 'info' }: Toast): void {
  api?.open({
    type: kind,
    title,
    description: message,
    // Errors interrupt a screen reader; confirmations wait their turn.
    role: kind === 'error' ? 'alert' : 'status',
  });
}

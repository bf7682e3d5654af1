/**
 * Toasts (docs/product.md): one at a time, gone after 5 seconds. The antd notification API lives
 * inside React (it takes the theme from context), so ToastBridge hands it to this module and code
 * outside components (the query client's 401 handler) can show toasts too.
 *
 * On the website the toasts' code loads with the first toast (feedback/ToastHost.tsx): until the
 * bridge is there, the latest toast waits here and is shown when it arrives.
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
let waiting: Toast | null = null;
let shownCallbacks: Array<() => void> = [];
let wanted: (() => void) | null = null;

function open(to: NotificationInstance, { title, message, kind = 'info' }: Toast): void {
  to.open({
    type: kind,
    title,
    description: message,
    // Errors interrupt a screen reader; confirmations wait their turn.
    role: kind === 'error' ? 'alert' : 'status',
  });
}

export function setToastApi(next: NotificationInstance | null): void {
  api = next;
  if (api && waiting) {
    open(api, waiting);
    waiting = null;
    const callbacks = shownCallbacks;
    shownCallbacks = [];
    for (const shown of callbacks) shown();
  }
}

/** ToastHost's call: `load` runs when a toast waits for the toasts' code. */
export function onToastWanted(load: () => void): () => void {
  wanted = load;
  if (waiting) load();
  return () => {
    if (wanted === load) wanted = null;
  };
}

/**
 * Shows `toast`; `shown` runs once it is on screen (at once when the toasts' code is already here),
 * so what follows a toast (a redirect after a delay) never outruns it.
 */
export function showToast(toast: Toast, shown?: () => void): void {
  if (api) {
    open(api, toast);
    shown?.();
    return;
  }
  // One at a time: a newer toast replaces one still waiting (what waited for the older one still runs).
  waiting = toast;
  if (shown) shownCallbacks.push(shown);
  wanted?.();
}

import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentProps, ReactNode } from 'react';
import { ToastBridge } from '../feedback/ToastBridge';
import { AntdScope } from './AntdScope';

/**
 * Data, theme and toasts around everything: what the desk console and the component tests run
 * inside. The website's own frame uses SiteProviders instead, which leaves antd to the pages that
 * use it.
 */
export function AppProviders({
  client,
  children,
  toastPlacement,
}: {
  client: QueryClient;
  children: ReactNode;
  /** Where toasts appear (top right by default; the desk keeps them clear of its drawer and dialogs). */
  toastPlacement?: ComponentProps<typeof ToastBridge>['placement'];
}) {
  return (
    <QueryClientProvider client={client}>
      <AntdScope>
        <ToastBridge placement={toastPlacement} />
        {children}
      </AntdScope>
    </QueryClientProvider>
  );
}

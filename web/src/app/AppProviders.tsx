import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastBridge } from '../feedback/ToastBridge';
import { AntdScope } from './AntdScope';

/**
 * Data, theme and toasts around everything: what the desk console and the component tests run
 * inside. The website's own frame uses SiteProviders instead, which leaves antd to the pages that
 * use it.
 */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <AntdScope>
        <ToastBridge />
        {children}
      </AntdScope>
    </QueryClientProvider>
  );
}

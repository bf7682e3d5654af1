import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastHost } from '../feedback/ToastHost';

/**
 * The website's providers: data, and toasts whose code (antd's notifications, in the lounge's
 * theme) loads with the first toast. Pages that use antd bring its theme with them (routes/antdPage.tsx).
 */
export function SiteProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <ToastHost />
      {children}
    </QueryClientProvider>
  );
}

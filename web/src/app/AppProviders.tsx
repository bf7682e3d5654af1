import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { ToastBridge } from '../feedback/ToastBridge';
import { requiredMark } from './requiredMark';
import { loungeTheme } from './theme';

/** Data, theme and toasts: everything a screen of the app expects around it (tests use it too). */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <ConfigProvider theme={loungeTheme} form={{ requiredMark }}>
        <ToastBridge />
        {children}
      </ConfigProvider>
    </QueryClientProvider>
  );
}

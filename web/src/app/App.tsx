import type { QueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from '../routes/AppRoutes';
import { AppErrorBoundary } from './AppErrorBoundary';
import { AppProviders } from './AppProviders';
import { SplashScreen } from './SplashScreen';

export function App({ client }: { client: QueryClient }) {
  return (
    <AppErrorBoundary>
      <AppProviders client={client}>
        <BrowserRouter>
          <Suspense fallback={<SplashScreen />}>
            <AppRoutes />
          </Suspense>
        </BrowserRouter>
      </AppProviders>
    </AppErrorBoundary>
  );
}

import type { QueryClient } from '@tanstack/react-query';
import { type ReactNode, Suspense } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from '../routes/AppRoutes';
import { AppErrorBoundary } from './AppErrorBoundary';
import { SiteProviders } from './SiteProviders';
import { SplashScreen } from './SplashScreen';

/**
 * The whole app. In the browser it routes by the address bar; the build's prerender hands it a
 * router fixed at one path instead (`router`), so the page's HTML is the one the browser hydrates.
 */
export function App({
  client,
  router = (routes) => <BrowserRouter>{routes}</BrowserRouter>,
}: {
  client: QueryClient;
  router?: (routes: ReactNode) => ReactNode;
}) {
  return (
    <AppErrorBoundary>
      <SiteProviders client={client}>
        {router(
          <Suspense fallback={<SplashScreen />}>
            <AppRoutes />
          </Suspense>,
        )}
      </SiteProviders>
    </AppErrorBoundary>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { venueQuery } from '../api/venue';
import { useHydrated } from '../app/useHydrated';
import { useRouteEffects } from '../routes/useRouteEffects';
import { PageLoading } from '../ui/PageLoading';
import { RunModeBanner } from '../ui/RunModeBanner';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

const MAIN_ID = 'main-content';

/** Every page's frame: skip link, a test system's banner, header, the page (loaded on demand), footer. */
export function SiteLayout() {
  useRouteEffects(MAIN_ID);
  const runMode = useQuery(venueQuery).data?.runMode;
  // Prerendered pages are the same for every run mode; the banner comes right after hydration.
  const hydrated = useHydrated();
  return (
    <div className="site">
      <a className="skip-link" href={`#${MAIN_ID}`}>
        Skip to content
      </a>
      <RunModeBanner runMode={hydrated ? runMode : undefined} />
      <SiteHeader />
      <main id={MAIN_ID} tabIndex={-1} className="site-main">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}

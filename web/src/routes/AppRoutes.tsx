import { useAtomValue } from 'jotai';
import { Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { useCurrentUser } from '../features/auth/currentUser';
import { leavingAuthPageAtom } from '../features/auth/leavingAuthPage';
import { SiteLayout } from '../layout/SiteLayout';
import { PageLoading } from '../ui/PageLoading';
import { lazyPage, NotFoundPage } from './lazyPages';
import { memberRoutes, routesFor } from './routeTable';
import { SignInRedirect } from './SignInRedirect';

/**
 * The signed-in or signed-out route table (docs/product.md) inside the site's layout; signed out,
 * a member page leads to sign-in instead of 'Page Not Found'.
 */
export function AppRoutes() {
  const { signedIn } = useCurrentUser();
  return (
    <Routes>
      {routesFor(signedIn)
        .filter((route) => route.bare)
        .map((route) => {
          const Page = lazyPage(route);
          return (
            <Route
              key={route.path}
              path={route.path}
              element={
                <Suspense fallback={<PageLoading />}>
                  <Page />
                </Suspense>
              }
            />
          );
        })}
      <Route element={<SiteLayout />}>
        {routesFor(signedIn)
          .filter((route) => !route.bare)
          .map((route) => {
            const Page = lazyPage(route);
            return <Route key={route.path} path={route.path} element={<Page />} />;
          })}
        {!signedIn &&
          memberRoutes().map((route) => (
            <Route
              key={route.path}
              path={route.path}
              element={<SignInRedirect notice={route.signedOut ?? 'signIn'} />}
            />
          ))}
        <Route path="*" element={<UnknownPath />} />
      </Route>
    </Routes>
  );
}

/**
 * Any other path is 'Page Not Found', except while the answer may still change: before the
 * signed-in state is known (a member's page would otherwise flash a 404 on reload), and on the
 * login page a member is just leaving.
 */
function UnknownPath() {
  const { isLoading } = useCurrentUser();
  const leaving = useAtomValue(leavingAuthPageAtom);
  const { pathname } = useLocation();
  if (isLoading || leaving === pathname) return <PageLoading />;
  return <NotFoundPage />;
}

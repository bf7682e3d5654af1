import { useSetAtom } from 'jotai';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { track } from '../api/analytics';
import { takePageViewBeforeStart } from '../app/pageViewBeforeStart';
import { leavingAuthPageAtom } from '../features/auth/leavingAuthPage';

/**
 * What happens on every route change: the page starts at the top (or at the #section a link names),
 * focus moves to the main content so a screen reader starts reading the new page, and a page view
 * is recorded.
 */
export function useRouteEffects(mainId: string): void {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  const setLeaving = useSetAtom(leavingAuthPageAtom);

  useLayoutEffect(() => {
    const isFirst = first.current;
    first.current = false;
    setLeaving((leaving) => (leaving === pathname ? leaving : null));
    // The first page keeps the browser's own scroll and focus: a prerendered page may have been
    // scrolled before the app took it over, and a reload restores where the visitor was. After a
    // change, the page starts at the top and focus leaves the link that was clicked, in a part of
    // the page that no longer exists.
    if (hash || isFirst) return;
    window.scrollTo(0, 0);
    document.getElementById(mainId)?.focus({ preventScroll: true });
  }, [pathname, hash, mainId, setLeaving]);

  // A #section may live in a page still loading: look for it for a moment.
  useEffect(() => {
    if (!hash) return;
    const id = decodeURIComponent(hash.slice(1));
    let tries = 0;
    const timer = window.setInterval(() => {
      const target = document.getElementById(id);
      tries += 1;
      if (target || tries > 40) window.clearInterval(timer);
      target?.scrollIntoView();
    }, 50);
    return () => window.clearInterval(timer);
  }, [hash]);

  // The first page's view may have been recorded before the app started (app/startOnDemand.ts).
  useEffect(() => {
    if (!takePageViewBeforeStart(pathname)) track('page_view', pathname);
  }, [pathname]);
}

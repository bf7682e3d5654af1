/**
 * One component per route, made once so a page is never re-created between renders. A page whose
 * code was loaded up front (`loadPageNow`: the prerendered page the browser is about to hydrate)
 * renders at once; any other loads lazily behind the layout's Suspense.
 */
import { type ComponentType, createElement, lazy } from 'react';
import { matchPath } from 'react-router-dom';
import { type AppRoute, appRoutes, loadNotFoundPage } from './routeTable';

const pages = new Map<string, ComponentType>();
const loaded = new Map<string, ComponentType>();

export function lazyPage(route: AppRoute): ComponentType {
  let page = pages.get(route.path);
  if (!page) {
    const Lazy = lazy(route.load);
    const path = route.path;
    page = function RoutePage() {
      const Loaded = loaded.get(path);
      return Loaded ? createElement(Loaded) : createElement(Lazy);
    };
    pages.set(route.path, page);
  }
  return page;
}

/** Loads the code of the page at `pathname` so its first render needs no Suspense. */
export async function loadPageNow(pathname: string): Promise<void> {
  const route = appRoutes.find((r) => matchPath(r.path, pathname));
  if (!route) return;
  const module = await route.load();
  loaded.set(route.path, module.default);
}

export const NotFoundPage = lazy(loadNotFoundPage);

// Made up front so the lookup above never races a render.
for (const route of appRoutes) lazyPage(route);

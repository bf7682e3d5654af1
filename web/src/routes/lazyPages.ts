/** One React.lazy component per route, made once so a page is never re-created between renders. */
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { type AppRoute, appRoutes, loadNotFoundPage } from './routeTable';

const pages = new Map<string, LazyExoticComponent<ComponentType>>();

export function lazyPage(route: AppRoute): LazyExoticComponent<ComponentType> {
  let page = pages.get(route.path);
  if (!page) {
    page = lazy(route.load);
    pages.set(route.path, page);
  }
  return page;
}

export const NotFoundPage = lazy(loadNotFoundPage);

// Made up front so the lookup above never races a render.
for (const route of appRoutes) lazyPage(route);

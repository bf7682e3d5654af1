/**
 * The build's prerender entry (bundled for Node by prerender.ts at the repository root, never part
 * of the browser's code): renders one public page at its path to HTML, with the antd styles it
 * used, for the venue the server runs with. The browser hydrates that HTML (main.tsx).
 */
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { HERO_PICTURE_SLOT, type VenueInfo } from '@lounge/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { DEFAULT_LEGAL_ANSWER, legalQuery } from '../api/legal';
import { createQueryClient } from '../api/queryClient';
import { venueQuery } from '../api/venue';
import { App } from '../app/App';
import { type PageHead, PageHeadContext } from '../app/pageHead';
import { HeroDrawing, HeroPictureSlot } from '../features/home/HeroPhoto';
import { loadPageNow } from '../routes/lazyPages';
import { appRoutes, memberRoutes } from '../routes/routeTable';
import { documentHead } from './documentHead';

export { PHOTOS_DATA_SLOT } from '@lounge/core';

/** The hero's designed default as HTML: the server puts it in the hero's place while no photo is uploaded. */
export const heroDrawingHtml = (): string => renderToStaticMarkup(<HeroDrawing />);
/** Where the server puts its venue answer (JSON) for the browser to hydrate with. */
export const VENUE_DATA_PLACEHOLDER = '__VENUE_DATA__';

export interface PublicPage {
  path: string;
  description: string;
}

/** The pages the build prerenders (and /sitemap.xml lists): the route table's public pages. */
export const publicPages: readonly PublicPage[] = appRoutes.flatMap((r) =>
  r.seo ? [{ path: r.path, description: r.seo.description }] : [],
);

/** Every path the app routes: the server answers any other with the app's page and a 404. */
export const appPaths: readonly string[] = appRoutes.map((r) => r.path);

/** Pages robots are asked to leave alone: the members' screens and the checkout steps. */
export const privatePaths: readonly string[] = [
  ...memberRoutes().map((r) => r.path),
  '/checkout',
  '/pre-checkout',
  '/billing/complete',
  '/test-checkout',
  '/reset-password',
];

export interface RenderedPage {
  /** What goes inside <div id="app">. */
  body: string;
  /** The tags of the page's <head>: title, description, canonical, social cards, JSON-LD. */
  head: string;
  /** antd's styles for what the page rendered, as <style> elements. */
  styles: string;
}

export async function renderPage(page: PublicPage, venue: VenueInfo): Promise<RenderedPage> {
  await loadPageNow(page.path);
  // The page renders as a signed-out visitor's would before anything has loaded but the venue.
  const client = createQueryClient(() => undefined);
  client.setQueryData(venueQuery.queryKey, venue);
  // The legal pages are prerendered with their defaults (the server serves the shell instead once
  // an admin replaces one).
  for (const document of ['terms', 'privacy'] as const)
    client.setQueryData(legalQuery(document).queryKey, DEFAULT_LEGAL_ANSWER);
  const cache = createCache();
  const collected: PageHead = {};
  const { prelude } = await prerender(
    <PageHeadContext.Provider value={collected}>
      <StyleProvider cache={cache}>
        {/* The hero staff uploaded is not known here: the server fills it in when it serves the page. */}
        <HeroPictureSlot.Provider value={HERO_PICTURE_SLOT}>
          <App
            client={client}
            router={(routes) => <StaticRouter location={page.path}>{routes}</StaticRouter>}
          />
        </HeroPictureSlot.Provider>
      </StyleProvider>
    </PageHeadContext.Provider>,
    {
      // One document, no streaming: a large page's content stays inline instead of being moved
      // to the end and revealed by an inline script (which the server's CSP would block).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // A part that cannot render here would be left to the browser, which then logs a hydration
      // error: the build fails instead, naming it.
      onError(error) {
        throw new Error(`prerender of ${page.path} failed`, { cause: error });
      },
    },
  );
  const body = await new Response(prelude).text();
  const title = collected.title ?? venue.venue.name;
  return {
    body,
    head: documentHead({ path: page.path, title, description: page.description, venue }),
    styles: extractStyle(cache),
  };
}

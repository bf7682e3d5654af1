/**
 * The website's paths for the journeys that sweep every page, read from the app's own route table
 * (web/src/routes/routeTable.ts): a page added there is swept by the accessibility, touch-target,
 * sideways-scroll and prerender journeys without touching them. (routeTable.test.ts keeps a
 * written-out list: it is the check of the table itself.)
 */
import { appRoutes, memberRoutes, routesFor } from '../src/routes/routeTable';

/**
 * A path with a parameter (/tournaments/:id) is a page of one record, not a page to sweep: the
 * journeys that make the record visit it (tournament.spec.ts runs axe on the scorecard, the event
 * page and the TV board).
 */
const pathsOf = (routes: readonly { path: string }[]) =>
  routes.map((r) => r.path).filter((path) => !path.includes(':'));

/** Every path of the table, whoever it is routed for. */
export const allPaths: readonly string[] = pathsOf(appRoutes);

/** The paths routed for a signed-out visitor (the member pages are not among them). */
export const visitorPaths: readonly string[] = pathsOf(routesFor(false));

/** The member pages: signed out, each of them sends the visitor to sign in. */
export const memberPaths: readonly string[] = pathsOf(memberRoutes());

/** The public pages the build prerenders to HTML and lists in /sitemap.xml. */
export const prerenderedPaths: readonly string[] = pathsOf(appRoutes.filter((r) => r.seo));

/**
 * The route tables of SPEC.md section 2, in one list. Each page is its own lazily loaded chunk, so
 * a visitor downloads only the page in front of them.
 *
 * access: 'all' is routed for everyone, 'visitor' only when signed out (or while the signed-in
 * state loads), 'member' only when signed in. Any other path is the 'Page Not Found' screen.
 *
 * /test-checkout is routed for everyone, unlike SPEC.md's table: DESIGN.md makes it the payment
 * sandbox's hosted page, and the buyer is already signed in when pre-checkout sends them there.
 *
 * /forgot-password and /reset-password (issue 9) are routed for everyone: a reset link opened in a
 * browser that is still signed in must work too.
 *
 * /account and /verify-email (the link that confirms a new email address) are member routes: the
 * link is followed by the member it was made for, signed in.
 *
 * The member screens (/dashboard, /booking, /guest-checkout) are 'member' routes. Signed out, their
 * paths are not 'Page Not Found' but the way to sign in (SPEC.md: a toast, then /api/login), which
 * `signedOut` chooses: 'signIn' (the default) or, for guest checkout, SPEC.md's 'Unauthorized'.
 */
import type { ComponentType } from 'react';
import { matchPath } from 'react-router-dom';

export type RouteAccess = 'all' | 'visitor' | 'member';

export interface AppRoute {
  path: string;
  access: RouteAccess;
  load: () => Promise<{ default: ComponentType }>;
  signedOut?: SignedOutNotice;
}

export type SignedOutNotice = 'signIn' | 'unauthorized';

export const appRoutes: readonly AppRoute[] = [
  { path: '/', access: 'all', load: () => import('../features/home/HomePage') },
  { path: '/membership', access: 'all', load: () => import('../features/membership/MembershipPage') },
  {
    path: '/membership-selection',
    access: 'all',
    load: () => import('../features/membership/MembershipSelectionPage'),
  },
  { path: '/tour', access: 'all', load: () => import('../features/tour/TourPage') },
  { path: '/events', access: 'all', load: () => import('../features/events/EventsPage') },
  { path: '/about', access: 'all', load: () => import('../features/about/AboutPage') },
  { path: '/contact', access: 'all', load: () => import('../features/contact/ContactPage') },
  { path: '/checkout', access: 'all', load: () => import('../features/checkout/CheckoutPage') },
  { path: '/pre-checkout', access: 'all', load: () => import('../features/checkout/PreCheckoutPage') },
  {
    path: '/billing/complete',
    access: 'all',
    load: () => import('../features/checkout/BillingCompletePage'),
  },
  { path: '/test-checkout', access: 'all', load: () => import('../features/checkout/TestCheckoutPage') },
  { path: '/dashboard', access: 'member', load: () => import('../features/dashboard/DashboardPage') },
  { path: '/booking', access: 'member', load: () => import('../features/booking/BookingPage') },
  {
    path: '/guest-checkout',
    access: 'member',
    signedOut: 'unauthorized',
    load: () => import('../features/guestCheckout/GuestCheckoutPage'),
  },
  { path: '/account', access: 'member', load: () => import('../features/account/AccountPage') },
  { path: '/verify-email', access: 'member', load: () => import('../features/account/VerifyEmailPage') },
  { path: '/login', access: 'visitor', load: () => import('../features/auth/LoginPage') },
  { path: '/signup', access: 'visitor', load: () => import('../features/auth/SignupPage') },
  {
    path: '/forgot-password',
    access: 'all',
    load: () => import('../features/auth/ForgotPasswordPage'),
  },
  { path: '/reset-password', access: 'all', load: () => import('../features/auth/ResetPasswordPage') },
];

export const loadNotFoundPage = () => import('../features/notFound/NotFoundPage');

export function routesFor(signedIn: boolean, routes: readonly AppRoute[] = appRoutes): AppRoute[] {
  return routes.filter((r) => r.access === 'all' || r.access === (signedIn ? 'member' : 'visitor'));
}

/** Member routes a signed-out visitor may still land on (a bookmark, an expired session). */
export function memberRoutes(routes: readonly AppRoute[] = appRoutes): AppRoute[] {
  return routes.filter((r) => r.access === 'member');
}

/**
 * Starts downloading the chunk of the page at `pathname` right away, in parallel with the first
 * API calls, instead of after the app shell has rendered.
 */
export function preloadRoute(pathname: string): void {
  const route = appRoutes.find((r) => matchPath(r.path, pathname));
  void (route ? route.load() : loadNotFoundPage()).catch(() => undefined);
}

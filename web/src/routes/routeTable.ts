/**
 * The route tables of docs/product.md, in one list. Each page is its own lazily loaded chunk, so
 * a visitor downloads only the page in front of them.
 *
 * access: 'all' is routed for everyone, 'visitor' only when signed out (or while the signed-in
 * state loads), 'member' only when signed in. Any other path is the 'Page Not Found' screen.
 *
 * /test-checkout is routed for everyone, unlike the product's table: docs/product.md makes it the payment
 * sandbox's hosted page, and the buyer is already signed in when pre-checkout sends them there.
 *
 * /forgot-password and /reset-password are routed for everyone: a reset link opened in a
 * browser that is still signed in must work too.
 *
 * /account and /verify-email (the link that confirms a new email address) are member routes: the
 * link is followed by the member it was made for, signed in.
 *
 * The member screens (/dashboard, /booking, /guest-checkout) are 'member' routes. Signed out, their
 * paths are not 'Page Not Found' but the way to sign in (docs/product.md: a toast, then /api/login), which
 * `signedOut` chooses: 'signIn' (the default) or, for guest checkout, the product's 'Unauthorized'.
 */
import type { ComponentType } from 'react';
import { antdPage } from './antdPage';

export type RouteAccess = 'all' | 'visitor' | 'member';

export interface AppRoute {
  path: string;
  access: RouteAccess;
  load: () => Promise<{ default: ComponentType }>;
  signedOut?: SignedOutNotice;
  /**
   * A public page search engines should find: the build prerenders it to static HTML with this
   * description, and it is listed in /sitemap.xml.
   */
  seo?: { description: string };
  /** Shown without the site's frame (the lounge TV's leaderboard). */
  bare?: boolean;
}

export type SignedOutNotice = 'signIn' | 'unauthorized';

export const appRoutes: readonly AppRoute[] = [
  {
    path: '/',
    access: 'all',
    load: () => import('../features/home/HomePage'),
    seo: {
      description:
        'A members-only indoor golf simulator lounge: private simulator bays all year, General and VIP memberships, tours and private events.',
    },
  },
  {
    path: '/membership',
    access: 'all',
    load: () => import('../features/membership/MembershipPage'),
    seo: {
      description:
        'General and VIP memberships: monthly or intro plans, how far ahead you can book, guest passes and what each tier includes.',
    },
  },
  {
    path: '/membership-selection',
    access: 'all',
    load: () => import('../features/membership/MembershipSelectionPage'),
    seo: { description: 'Choose General or VIP membership and start playing at the lounge.' },
  },
  {
    path: '/tour',
    access: 'all',
    load: () => import('../features/tour/TourPage'),
    seo: {
      description:
        'Book a free tour of the lounge: see the simulator bays and meet the team before you join.',
    },
  },
  {
    path: '/events',
    access: 'all',
    load: antdPage(() => import('../features/events/EventsPage')),
    seo: {
      description:
        'Private events at the lounge: corporate outings, birthdays and leagues on our simulator bays. Ask us for a date.',
    },
  },
  {
    path: '/about',
    access: 'all',
    load: () => import('../features/about/AboutPage'),
    seo: {
      description: 'Our story, our simulator technology and the amenities of the lounge, open all year.',
    },
  },
  {
    path: '/contact',
    access: 'all',
    load: antdPage(() => import('../features/contact/ContactPage')),
    seo: { description: 'Call, email or write to us: address, opening hours and a contact form.' },
  },
  { path: '/checkout', access: 'all', load: antdPage(() => import('../features/checkout/CheckoutPage')) },
  {
    path: '/pre-checkout',
    access: 'all',
    load: antdPage(() => import('../features/checkout/PreCheckoutPage')),
  },
  {
    path: '/billing/complete',
    access: 'all',
    load: antdPage(() => import('../features/checkout/BillingCompletePage')),
  },
  {
    path: '/test-checkout',
    access: 'all',
    load: antdPage(() => import('../features/checkout/TestCheckoutPage')),
  },
  { path: '/tournaments', access: 'all', load: () => import('../features/tournaments/TournamentsPage') },
  {
    path: '/tournaments/:id',
    access: 'all',
    load: antdPage(() => import('../features/tournaments/TournamentPage')),
  },
  {
    path: '/tournaments/:id/tv',
    access: 'all',
    bare: true,
    load: () => import('../features/tournaments/TvLeaderboardPage'),
  },
  // Private instruction (docs/lessons.md): the times are public; booking asks a visitor to sign in.
  { path: '/lessons', access: 'all', load: () => import('../features/lessons/LessonsPage') },
  // The tablet by the door: its own device cookie, no member signed in, no site frame.
  { path: '/kiosk', access: 'all', bare: true, load: () => import('../features/kiosk/KioskPage') },
  // A bay's screen: a kiosk paired as that bay's (its device cookie), no site frame.
  { path: '/bay/:bay', access: 'all', bare: true, load: () => import('../features/kiosk/BayScreenPage') },
  {
    path: '/tournaments/:id/rounds/:round/card',
    access: 'member',
    load: antdPage(() => import('../features/tournaments/ScorecardPage')),
  },
  {
    path: '/dashboard',
    access: 'member',
    // Its antd parts load inside the page, after its first render (DashboardCards).
    load: () => import('../features/dashboard/DashboardPage'),
  },
  // Its form (antd) loads inside the page, after its first render (BookingFormParts).
  { path: '/booking', access: 'member', load: () => import('../features/booking/BookingPage') },
  { path: '/bookings/:id/pass', access: 'member', load: () => import('../features/pass/PassPage') },
  {
    path: '/guest-checkout',
    access: 'member',
    signedOut: 'unauthorized',
    load: antdPage(() => import('../features/guestCheckout/GuestCheckoutPage')),
  },
  { path: '/account', access: 'member', load: antdPage(() => import('../features/account/AccountPage')) },
  {
    path: '/verify-email',
    access: 'member',
    load: antdPage(() => import('../features/account/VerifyEmailPage')),
  },
  {
    path: '/login',
    access: 'visitor',
    load: antdPage(() => import('../features/auth/LoginPage')),
    seo: { description: 'Members sign in to book bays, manage bookings and their membership.' },
  },
  {
    path: '/signup',
    access: 'visitor',
    load: antdPage(() => import('../features/auth/SignupPage')),
    seo: { description: 'Create your account to choose a membership and book simulator bays.' },
  },
  {
    path: '/forgot-password',
    access: 'all',
    load: antdPage(() => import('../features/auth/ForgotPasswordPage')),
    seo: { description: 'Forgot your password? We will email you a link to choose a new one.' },
  },
  {
    path: '/reset-password',
    access: 'all',
    load: antdPage(() => import('../features/auth/ResetPasswordPage')),
  },
  {
    // An event's quote, opened from the emailed link by its contact, signed in or not.
    path: '/event-quote',
    access: 'all',
    load: antdPage(() => import('../features/eventQuote/EventQuotePage')),
  },
  {
    path: '/terms',
    access: 'all',
    load: () => import('../features/legal/TermsPage'),
    seo: {
      description: 'The terms of membership: subscriptions, renewals, cancellation, refunds and bookings.',
    },
  },
  {
    path: '/privacy',
    access: 'all',
    load: () => import('../features/legal/PrivacyPage'),
    seo: { description: 'What we keep about members and visitors, why, for how long, and your choices.' },
  },
];

export const loadNotFoundPage = () => import('../features/notFound/NotFoundPage');

export function routesFor(signedIn: boolean, routes: readonly AppRoute[] = appRoutes): AppRoute[] {
  return routes.filter((r) => r.access === 'all' || r.access === (signedIn ? 'member' : 'visitor'));
}

/** Member routes a signed-out visitor may still land on (a bookmark, an expired session). */
export function memberRoutes(routes: readonly AppRoute[] = appRoutes): AppRoute[] {
  return routes.filter((r) => r.access === 'member');
}

import { describe, expect, it } from 'vitest';
import { appRoutes, memberRoutes, routesFor } from './routeTable';

const paths = (signedIn: boolean) => routesFor(signedIn).map((r) => r.path);

describe('route tables (docs/product.md)', () => {
  it('routes the visitor pages when signed out', () => {
    expect(paths(false)).toEqual([
      '/',
      '/membership',
      '/membership-selection',
      '/tour',
      '/events',
      '/about',
      '/contact',
      '/checkout',
      '/pre-checkout',
      '/billing/complete',
      '/test-checkout',
      '/tournaments',
      '/tournaments/:id',
      '/tournaments/:id/tv',
      '/lessons',
      '/kiosk',
      '/bay/:bay',
      '/login',
      '/signup',
      '/forgot-password',
      '/reset-password',
      '/event-quote',
      '/terms',
      '/privacy',
    ]);
  });

  it('does not route /login and /signup when signed in', () => {
    expect(paths(true)).not.toContain('/login');
    expect(paths(true)).not.toContain('/signup');
    expect(paths(true)).toContain('/pre-checkout');
  });

  it('keeps the sandbox payment page for a signed-in buyer (docs/product.md)', () => {
    expect(paths(true)).toContain('/test-checkout');
  });

  it('routes the password reset pages signed in too: a reset link opened in a signed-in browser works', () => {
    expect(paths(true)).toEqual(expect.arrayContaining(['/forgot-password', '/reset-password']));
  });

  it('gives member-only routes to members only', () => {
    const load = () => import('../features/notFound/NotFoundPage');
    const memberOnly = { path: '/dashboard', access: 'member' as const, load };
    expect(routesFor(true, [memberOnly]).map((r) => r.path)).toEqual(['/dashboard']);
    expect(routesFor(false, [memberOnly])).toEqual([]);
  });

  it('routes the member screens when signed in, and knows them when signed out', () => {
    const member = [
      '/tournaments/:id/rounds/:round/card',
      '/dashboard',
      '/booking',
      '/bookings/:id/pass',
      '/guest-checkout',
      '/account',
      '/verify-email',
    ];
    expect(paths(true)).toEqual(expect.arrayContaining(member));
    expect(memberRoutes().map((r) => r.path)).toEqual(member);
    // Signed out, guest checkout answers with the product's 'Unauthorized'; the others ask to sign in.
    expect(memberRoutes().map((r) => r.signedOut ?? 'signIn')).toEqual([
      'signIn',
      'signIn',
      'signIn',
      'signIn',
      'unauthorized',
      'signIn',
      'signIn',
    ]);
  });

  it('loads every page as its own chunk', () => {
    expect(new Set(appRoutes.map((r) => r.load)).size).toBe(appRoutes.length);
  });
});

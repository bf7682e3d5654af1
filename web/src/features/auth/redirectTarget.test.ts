import { describe, expect, it } from 'vitest';
import { loginHref, safeRedirect } from './redirectTarget';

describe('after sign-in, where to go', () => {
  it.each([
    ['/checkout?plan=vip&flow=monthly', '/checkout?plan=vip&flow=monthly'],
    ['/booking', '/booking'],
    [null, '/'],
    ['', '/'],
    ['//evil.example/x', '/'],
    ['https://evil.example', '/'],
    ['/\\evil.example', '/'],
    ['/login?redirect=/x', '/'],
    ['/signup', '/'],
  ])('%s goes to %s', (value, target) => {
    expect(safeRedirect(value)).toBe(target);
  });

  it('builds the login link with the way back', () => {
    expect(loginHref('/checkout?plan=vip&flow=intro')).toBe(
      '/login?redirect=%2Fcheckout%3Fplan%3Dvip%26flow%3Dintro',
    );
    expect(loginHref()).toBe('/login');
  });
});

/**
 * Renders a screen as the app would: the real providers and query client, the venue and the
 * signed-in user already loaded (as main.tsx loads them), and a router at `route`.
 */
import { DEFAULT_VENUE, LIVE_RUN_MODE, type RunMode, venueInfo } from '@lounge/core';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { createQueryClient } from '../api/queryClient';
import { venueQuery } from '../api/venue';
import { AppProviders } from '../app/AppProviders';
import { type CurrentUser, userQueryKey } from '../features/auth/currentUser';

export function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 'u1',
    email: 'member@example.com',
    firstName: 'Ada',
    lastName: 'Palmer',
    membershipType: null,
    membershipStatus: null,
    membershipExpiresAt: null,
    ...overrides,
  };
}

export function renderWithApp(
  ui: ReactElement,
  {
    route = '/',
    user = null,
    runMode = LIVE_RUN_MODE,
  }: { route?: string; user?: CurrentUser | null; runMode?: RunMode } = {},
) {
  const client = createQueryClient(() => undefined);
  client.setQueryData(venueQuery.queryKey, venueInfo(DEFAULT_VENUE, runMode));
  client.setQueryData(userQueryKey, user);
  const result = render(
    <AppProviders client={client}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </AppProviders>,
  );
  return { ...result, client };
}

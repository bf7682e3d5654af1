/**
 * Renders a screen as the app would: the real providers and query client, the venue and the
 * signed-in user already loaded (as main.tsx loads them), and a router at `route`.
 */
import {
  type AccountView,
  DEFAULT_MEMBERSHIP_TERMS,
  DEFAULT_SITE_SETTINGS,
  DEFAULT_VENUE,
  ERASED_PROFILE,
  type FoundingOfferStatus,
  LIVE_RUN_MODE,
  type MembershipTerms,
  type RunMode,
  type SiteSettings,
  type VenueSettings,
  venueInfo,
} from '@lounge/core';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { foundingOfferQuery } from '../api/foundingOffer';
import { createQueryClient } from '../api/queryClient';
import { venueQuery } from '../api/venue';
import { AppProviders } from '../app/AppProviders';
import { userQueryKey } from '../features/auth/currentUser';

/** A signed-in account as GET /api/auth/session answers it: no plan unless overridden. */
export function makeUser(overrides: Partial<AccountView> = {}): AccountView {
  return {
    id: 'u1',
    email: 'member@example.com',
    // Every profile field as core leaves it empty (an erased account's), then the names.
    ...ERASED_PROFILE,
    firstName: 'Ada',
    lastName: 'Palmer',
    profileImageUrl: null,
    role: 'member',
    membershipType: null,
    membershipStatus: 'inactive',
    membershipExpiresAt: null,
    pendingMembershipType: null,
    pendingChangeAt: null,
    authProvider: 'email',
    isEmailVerified: false,
    emailReminders: true,
    deletedAt: null,
    createdAt: '2026-01-05T17:00:00.000Z',
    updatedAt: '2026-01-05T17:00:00.000Z',
    guestPassesLeft: null,
    ...overrides,
  };
}

export function renderWithApp(
  ui: ReactElement,
  {
    route = '/',
    user = null,
    venue = DEFAULT_VENUE,
    runMode = LIVE_RUN_MODE,
    membershipTerms = DEFAULT_MEMBERSHIP_TERMS,
    site = DEFAULT_SITE_SETTINGS,
    foundingOffer,
  }: {
    route?: string;
    user?: AccountView | null;
    /** The venue's settings, as GET /api/venue answers them (a venue from core's resolveVenue). */
    venue?: VenueSettings;
    runMode?: RunMode;
    /** The venue's membership terms, as GET /api/venue answers them. */
    membershipTerms?: MembershipTerms;
    /** What the venue set about the site's claims (GET /api/venue's `site`). */
    site?: SiteSettings;
    /** GET /api/founding-offer's answer, as if already loaded; unset, it is asked for. */
    foundingOffer?: FoundingOfferStatus;
  } = {},
) {
  const client = createQueryClient(() => undefined);
  client.setQueryData(venueQuery.queryKey, venueInfo(venue, runMode, membershipTerms, site));
  if (foundingOffer) client.setQueryData(foundingOfferQuery.queryKey, foundingOffer);
  client.setQueryData(userQueryKey, user);
  const result = render(
    <AppProviders client={client}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </AppProviders>,
  );
  return { ...result, client };
}

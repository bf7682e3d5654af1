/**
 * For component tests of the console's screens: render one as the desk app does, inside web's
 * providers with the desk's query client, the venue already loaded (no request for it): the default
 * one, or `venue` (one from core's resolveVenue) as GET /api/venue would answer it; signed in as a
 * manager, or as `role` (a plain 'staff' account sees no manager's step).
 */
import { DEFAULT_VENUE, type UserRole, type VenueSettings, venueInfo } from '@lounge/core';
import { venueQuery } from '@lounge/web/api';
import { AppProviders } from '@lounge/web/app';
import { makeUser } from '@lounge/web/testing';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createDeskQueryClient } from '../app/deskQueryClient';
import { DESK_TOAST_PLACEMENT } from '../app/deskToasts';
import { setDeskUser } from '../auth/staffSession';

export function renderAtDesk(
  screen: ReactElement,
  { venue = DEFAULT_VENUE, role = 'manager' }: { venue?: VenueSettings; role?: UserRole } = {},
) {
  const client = createDeskQueryClient(() => undefined);
  client.setQueryData(venueQuery.queryKey, venueInfo(venue));
  setDeskUser(client, makeUser({ id: 'desk-user', email: 'desk@example.com', role }));
  return render(
    <AppProviders client={client} toastPlacement={DESK_TOAST_PLACEMENT}>
      {screen}
    </AppProviders>,
  );
}

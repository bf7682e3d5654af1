import { useEffect } from 'react';
import { useVenue } from '../api/venue';

/** The tab's title: 'Membership | {venue}', or the venue's name alone on the home page. */
export function usePageTitle(title?: string): void {
  const { venue } = useVenue();
  useEffect(() => {
    document.title = title ? `${title} | ${venue.name}` : venue.name;
  }, [title, venue.name]);
}

import { useContext, useEffect } from 'react';
import { useVenue } from '../api/venue';
import { PageHeadContext, pageTitle } from '../app/pageHead';

/** The tab's title: 'Membership | {venue}', or the venue's name alone on the home page. */
export function usePageTitle(title?: string): void {
  const { venue } = useVenue();
  const head = useContext(PageHeadContext);
  // The prerender reads it after rendering; effects do not run there.
  if (head) head.title = pageTitle(venue.name, title);
  useEffect(() => {
    document.title = pageTitle(venue.name, title);
  }, [title, venue.name]);
}

import { createContext } from 'react';

/**
 * What a page says about itself for the document's <head>. Only the build's prerender provides one:
 * it renders each public page, then writes the title the page chose into the static HTML. In the
 * browser there is no collector and the page sets document.title itself.
 */
export interface PageHead {
  title?: string;
}

export const PageHeadContext = createContext<PageHead | null>(null);

/** 'Membership | Big Sky Golf Lounge', or the venue's name alone for the home page. */
export function pageTitle(venueName: string, title?: string): string {
  return title ? `${title} | ${venueName}` : venueName;
}

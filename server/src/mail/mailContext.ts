/** What every email's text needs from the server: the venue and the site's address. */
import type { EmailContext } from '@lounge/core';
import type { AppContext } from '../appContext';

export function emailContext(ctx: AppContext): EmailContext {
  return { venue: ctx.config.venue, publicUrl: ctx.config.publicUrl };
}

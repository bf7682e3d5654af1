/** What every email's text needs from the server: the venue and the site's address. */
import type { EmailContext } from '@lounge/core';
import type { WriteContext } from '../appContext';

export function emailContext(ctx: Pick<WriteContext, 'config'>): EmailContext {
  return { venue: ctx.config.venue, publicUrl: ctx.config.publicUrl };
}

/**
 * What every email's text needs from the server: the venue and the site's address; and whether the
 * box has a mail server at all (SMTP_URL), which decides whether a secret link is ever stored.
 */
import type { EmailContext } from '@lounge/core';
import type { WriteContext } from '../appContext';

export function emailContext(ctx: Pick<WriteContext, 'config'>): EmailContext {
  return { venue: ctx.config.venue, publicUrl: ctx.config.publicUrl };
}

/**
 * Whether the box sends email (SMTP_URL is set). Without a mail server a message's secret link is
 * never stored (outboxStore.ts, docs/decisions/052): nothing could ever deliver it.
 */
export function hasMailServer(ctx: Pick<WriteContext, 'config'>): boolean {
  return ctx.config.mail.smtpUrl !== undefined;
}

import Joi from 'joi';
import { given, type SectionOf, type Simplify, type Table, text } from './variables';

/** Email (see server/src/mail): SMTP when SMTP_URL is set; otherwise messages are kept in the outbox. */
export const MAIL = {
  /** smtp://user:pass@host:587 or smtps://...:465; unset keeps every message in the outbox, unsent. */
  smtpUrl: text('SMTP_URL', Joi.string().uri({ scheme: ['smtp', 'smtps'] })),
  /** The From of every message (the venue's name and address when unset). */
  from: text('MAIL_FROM', Joi.string().max(320)),
  /** Where notes about new tours, events and contact messages go (the venue's address when unset). */
  staffTo: text('STAFF_EMAIL', Joi.string().max(2000)),
  /** How often the mail worker looks for messages to send and reminders to queue. */
  pollSeconds: given<number>('MAIL_POLL_SECONDS', Joi.number().min(0.05).max(3600).default(5)),
} satisfies Table;
export type MailConfig = Simplify<
  Omit<SectionOf<typeof MAIL>, 'from' | 'staffTo'> & { from: string; staffTo: string[] }
>;

/** A comma-separated list of addresses (STAFF_EMAIL), each checked. */
export function emailList(value: string | undefined, name: string, problems: string[]): string[] {
  const list = (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const bad = list.filter(
    (address) =>
      Joi.string()
        .email({ tlds: { allow: false } })
        .validate(address).error,
  );
  if (bad.length > 0) problems.push(`${name}: not an email address: ${bad.join(', ')}`);
  return list;
}

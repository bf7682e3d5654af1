/**
 * The journeys' mail server (playwright.config.ts starts it before their servers, which send to it):
 * smtpCapture on MAILBOX_PORT, each message kept as MAILBOX_DIR/<outbox row id>.json, as the server's
 * Message-ID is the row's id. web/e2e/outbox.ts reads a member's mail there, as the member would: a
 * box without a mail server stores no secret link to read (docs/decisions/052).
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startSmtpCapture } from './smtpCapture';

const port = Number(process.env.MAILBOX_PORT);
const dir = process.env.MAILBOX_DIR;
if (!port || !dir) throw new Error('MAILBOX_PORT and MAILBOX_DIR are needed');
mkdirSync(dir, { recursive: true });
await startSmtpCapture({
  port,
  onMail(mail) {
    const id = /^<([^@>]+)@/.exec(mail.messageId ?? '')?.[1] ?? `unnamed-${Date.now()}`;
    const file = path.join(dir, `${id}.json`);
    // Whole or not at all: a journey polling the folder never reads half a message.
    writeFileSync(`${file}.part`, JSON.stringify({ subject: mail.subject, text: mail.text ?? '' }));
    renameSync(`${file}.part`, file);
  },
});

/**
 * Sends an outbox row over SMTP with nodemailer. The Message-ID is the row's id, so should a
 * message ever go twice (the worker died between the server's "250 OK" and marking it sent), the
 * copies are one message to the receiving side.
 */
import nodemailer from 'nodemailer';
import { htmlOfText } from './htmlBody';
import { type OutboxRow, sendableText } from './outboxStore';

export interface MailSender {
  /** Resolves once the SMTP server has accepted the message; rejects with its reason otherwise. */
  send(row: OutboxRow): Promise<void>;
  close(): void;
}

export function createSmtpSender(smtpUrl: string, from: string, publicUrl: string): MailSender {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    // A stuck server must not hold the worker: it retries later instead.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  const host = new URL(publicUrl).hostname;
  return {
    async send(row) {
      await transport.sendMail({
        from,
        to: row.toAddress,
        subject: row.subject,
        text: sendableText(row),
        html: htmlOfText(sendableText(row)),
        messageId: `<${row.id}@${host}>`,
        ...(row.calendar
          ? {
              icalEvent: {
                filename: 'invite.ics',
                method: /^METHOD:CANCEL/m.test(row.calendar) ? 'CANCEL' : 'PUBLISH',
                content: row.calendar,
              },
            }
          : {}),
      });
    },
    close() {
      transport.close();
    },
  };
}

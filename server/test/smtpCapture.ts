/**
 * A real SMTP server for the mail tests (smtp-server), keeping every message it accepts, parsed
 * (mailparser). It can refuse the next n messages with a temporary failure, like a busy mail host.
 */
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpCapture {
  url: string;
  received: ParsedMail[];
  /** Refuse the next n messages with 451. */
  failNext(n: number): void;
  /** Waits until `n` messages have arrived (or fails after `ms`). */
  waitFor(n: number, ms?: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

/**
 * `port` 0 takes any free one; `onMail` hears of each message kept (the journeys' mailbox writes
 * them to files: e2eMailbox.ts).
 */
export async function startSmtpCapture(
  options: { port?: number; onMail?: (mail: ParsedMail) => void } = {},
): Promise<SmtpCapture> {
  const received: ParsedMail[] = [];
  let failures = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          if (failures > 0) {
            failures -= 1;
            const error = Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
            callback(error);
            return;
          }
          received.push(mail);
          options.onMail?.(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    failNext(n) {
      failures = n;
    },
    async waitFor(n, ms = 10_000) {
      const deadline = Date.now() + ms;
      while (received.length < n) {
        if (Date.now() > deadline) throw new Error(`expected ${n} messages, got ${received.length}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

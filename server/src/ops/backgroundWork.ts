/**
 * What the server does on its own while it runs, as it starts and then every MAIL_POLL_SECONDS (at
 * most 30 seconds apart): settle refunds a stop left pending and complete the cancellations waiting
 * on them (payments/refundRecovery.ts: at start, then at most once a minute, as it may ask the
 * gateway), queue the reminders now due, release the bookings nobody checked in for
 * (checkIn/releaseService.ts) and free the codes of passes whose booking is over, ask the door's
 * controller whether it answers (door/doorState.ts), tell the bays' simulator hooks what started,
 * warned, was extended or ended (bayScreen/bayHook.ts), move the waitlist on (lapsed holds pass to the next in line), keep
 * freezes in step with the gateway and send their emails (membership/freezeService.ts), make the
 * reset links asked for (for accounts only: account/passwordResetService.ts), and send the outbox. Each
 * pass runs alone (a slow SMTP server never stacks passes up), and a failing step is logged without
 * stopping the others. Started after the server starts, stopped before it stops, so server.inject
 * tests (which never start the server) drive these steps themselves.
 */
import type { Plugin } from '@hapi/hapi';
import { sendRequestedResetLinks } from '../account/passwordResetService';
import type { AppContext } from '../appContext';
import { bayHookChores } from '../bayScreen/bayHook';
import { queueDueReminders } from '../bookings/reminders';
import { closeOverPasses } from '../checkIn/passService';
import { releaseOverdueBookings } from '../checkIn/releaseService';
import { probeDoor } from '../door/doorState';
import { eventPaymentChores } from '../events/eventPayments';
import { lessonMailChores } from '../lessons/lessonMail';
import { deliverDueMail } from '../mail/mailWorker';
import { createSmtpSender, type MailSender } from '../mail/smtpSender';
import { keepFreezesInStep } from '../membership/freezeService';
import { recoverRefunds } from '../payments/refundRecovery';
import { moveWaitlistOn } from '../waitlist/waitlistService';

/** How often refunds left pending are looked at again after the pass at start. */
const REFUND_RECOVERY_MS = 60_000;
/**
 * The pass runs at least this often, whatever MAIL_POLL_SECONDS says, so a booking nobody came for
 * is released within a minute of its deadline (checkIn/releaseService.ts).
 */
const LONGEST_PASS_GAP_SECONDS = 30;

export async function backgroundPass(
  ctx: AppContext,
  sender: MailSender | null,
  { refunds = true }: { refunds?: boolean } = {},
): Promise<void> {
  const steps: [string, () => unknown][] = [
    ...(refunds ? [['refunds', () => recoverRefunds(ctx)] as [string, () => unknown]] : []),
    ['reminders', () => queueDueReminders(ctx)],
    ['lesson mail', () => lessonMailChores(ctx)],
    ['no-show releases', () => releaseOverdueBookings(ctx)],
    ['passes', () => closeOverPasses(ctx)],
    ['waitlist', () => moveWaitlistOn(ctx)],
    ['freezes', () => keepFreezesInStep(ctx)],
    ['password resets', () => sendRequestedResetLinks(ctx)],
    ['event payments', () => eventPaymentChores(ctx)],
    // Before the mail, so a slow SMTP server never delays the door's state past a minute.
    ['door', () => probeDoor(ctx)],
    ['mail', () => deliverDueMail(ctx, sender)],
    // Last: a simulator PC that is off costs its posts' timeouts, and delays nothing else.
    ['bay hooks', () => bayHookChores(ctx)],
  ];
  for (const [name, step] of steps) {
    try {
      await step();
    } catch (error) {
      ctx.logger.error('background step failed', {
        step: name,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
}

export const backgroundWork: Plugin<AppContext> = {
  name: 'lounge-background-work',
  register(server, ctx) {
    const { smtpUrl, from, pollSeconds } = ctx.config.mail;
    const sender = smtpUrl ? createSmtpSender(smtpUrl, from, ctx.config.publicUrl) : null;
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> | null = null;
    let lastRefunds = Number.NEGATIVE_INFINITY;

    const pass = () => {
      if (running) return;
      const refunds = Date.now() - lastRefunds >= REFUND_RECOVERY_MS;
      if (refunds) lastRefunds = Date.now();
      running = backgroundPass(ctx, sender, { refunds }).finally(() => {
        running = null;
      });
    };

    server.ext('onPostStart', () => {
      if (!sender) ctx.logger.warn('no SMTP_URL: emails are kept in the outbox (desk console), not sent');
      pass();
      timer = setInterval(pass, Math.min(pollSeconds, LONGEST_PASS_GAP_SECONDS) * 1000);
      timer.unref();
    });
    server.ext('onPreStop', async () => {
      clearInterval(timer);
      await running;
      sender?.close();
    });
  },
};

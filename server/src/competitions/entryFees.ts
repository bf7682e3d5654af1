/**
 * An entry fee's money, inside the payments' own transactions (payments/fulfilment.ts): a paid
 * checkout writes its ledger row and puts the entry in the field, once; a checkout that ends unpaid
 * lets its held place go, and the waiting list moves up. The confirmation email, with the next
 * round's .ics, is queued in the same transaction.
 */
import {
  boardName,
  competitionEmails,
  entryTerms,
  formatMoney,
  groupRound,
  ledgerDescriptions,
  registrationOpen,
  toIsoInstant,
} from '@lounge/core';
import type { AppContext } from '../appContext';
import { roundCalendar } from '../calendar/ics';
import { emailContext } from '../mail/mailContext';
import { enqueueMail } from '../mail/outboxService';
import type { CheckoutInfo } from '../payments/gateway';
import { markFulfilled, recordLedgerEntry } from '../payments/paymentService';
import type { PurchaseKind } from '../payments/purchaseKinds';
import { findUserById } from '../users/userService';
import {
  baysOf,
  type CompetitionRow,
  type EntryRow,
  entriesOf,
  entryByCheckout,
  findCompetition,
  findEntry,
  movesOf,
  type RoundRow,
  roundsOf,
  updateEntry,
} from './competitionStore';

/** The entries in the field of a competition, in registration order (entered, and unpaid places still held). */
export function fieldOf(ctx: AppContext, competitionId: string, nowIso: string) {
  return entriesOf(ctx.db, competitionId).filter(
    (e) =>
      e.entry.status === 'entered' ||
      (e.entry.status === 'unpaid' && (e.entry.holdExpiresAt === null || e.entry.holdExpiresAt > nowIso)),
  );
}

/** Each round's groups: entered players only (an unpaid place is not yet on a bay). */
export function groupsOf(ctx: AppContext, round: RoundRow, enteredIds: readonly string[]) {
  return groupRound(enteredIds, baysOf(round), movesOf(ctx.db, round.id));
}

/** The round a player plays next (none once every round has ended), for the emails. */
function roundFor(rounds: readonly RoundRow[], nowIso: string): RoundRow | undefined {
  return rounds.find((r) => r.endTime > nowIso);
}

/**
 * Queues 'Entry confirmed' with an .ics of the player's next round only: rounds already played
 * have no place in a calendar, and each later round's bay is known only once it is grouped. With
 * no round left to play there is nothing to put in a calendar, and no email.
 */
export function queueEntryConfirmed(
  ctx: AppContext,
  competition: CompetitionRow,
  entry: EntryRow,
  nowIso: string,
) {
  // A private event's guest has no account and no email.
  const member = entry.userId === null ? undefined : findUserById(ctx.db, entry.userId);
  const round = roundFor(roundsOf(ctx.db, competition.id), nowIso);
  if (!member || !round) return;
  const entered = entriesOf(ctx.db, competition.id)
    .filter((e) => e.entry.status === 'entered')
    .map((e) => e.entry.id);
  const bayNumber =
    groupsOf(ctx, round, entered).groups.find((g) => g.entryIds.includes(entry.id))?.bayNumber ?? null;
  const emailRound = {
    competitionId: competition.id,
    competitionName: competition.name,
    roundLabel: competition.kind === 'league' ? `Week ${round.number}` : null,
    bayNumber,
    startTime: round.startTime,
    endTime: round.endTime,
  };
  const url = `${ctx.config.publicUrl}/tournaments/${competition.id}`;
  enqueueMail(
    ctx.db,
    {
      kind: 'competition_entered',
      to: member.email,
      userId: member.id,
      ...competitionEmails.entered(member.firstName, emailRound, emailContext(ctx)),
      calendar: roundCalendar(
        {
          id: `${round.id}-${entry.id}`,
          title: emailRound.roundLabel ? `${competition.name}, ${emailRound.roundLabel}` : competition.name,
          bayNumber,
          startTime: round.startTime,
          endTime: round.endTime,
          url,
        },
        ctx.config.venue,
        ctx.config.publicUrl,
      ),
      dedupeKey: `competition-entered:${entry.id}`,
    },
    nowIso,
  );
}

/**
 * Fills places left open: the first on the waiting list takes each. A free entry is entered at
 * once; one with a fee holds the place for its member to pay, even after registration has closed
 * (the place was offered to them), until they pay or give it up.
 */
export function moveUpWaitingList(ctx: AppContext, competition: CompetitionRow, nowIso: string): EntryRow[] {
  const moved: EntryRow[] = [];
  let taken = fieldOf(ctx, competition.id, nowIso).length;
  const waiting = entriesOf(ctx.db, competition.id).filter((e) => e.entry.status === 'waiting');
  for (const next of waiting) {
    if (taken >= competition.fieldSize) break;
    const member = next.entry.userId === null ? undefined : findUserById(ctx.db, next.entry.userId);
    const terms = member ? entryTerms(termsOf(competition), member) : null;
    const fee = terms?.ok ? terms.feeCents : 0;
    if (fee === 0) {
      const row = updateEntry(
        ctx.db,
        next.entry.id,
        { status: 'entered', feeCents: 0, holdExpiresAt: null },
        nowIso,
      );
      queueEntryConfirmed(ctx, competition, row, nowIso);
      moved.push(row);
    } else {
      const row = updateEntry(
        ctx.db,
        next.entry.id,
        { status: 'unpaid', feeCents: fee, holdExpiresAt: null },
        nowIso,
      );
      const round = roundFor(roundsOf(ctx.db, competition.id), nowIso);
      if (member && round) {
        enqueueMail(
          ctx.db,
          {
            kind: 'competition_place_open',
            to: member.email,
            userId: member.id,
            ...competitionEmails.placeOpen(
              member.firstName,
              {
                competitionId: competition.id,
                competitionName: competition.name,
                roundLabel: competition.kind === 'league' ? `Week ${round.number}` : null,
                bayNumber: null,
                startTime: round.startTime,
                endTime: round.endTime,
              },
              formatMoney(fee),
              emailContext(ctx),
            ),
            dedupeKey: `competition-place:${row.id}`,
          },
          nowIso,
        );
      }
      moved.push(row);
    }
    taken += 1;
  }
  return moved;
}

export function termsOf(competition: CompetitionRow) {
  return {
    eligibility: competition.eligibility,
    entryFeeCents: { general: competition.feeGeneralCents, vip: competition.feeVipCents },
  };
}

/** Unpaid places whose checkout hold has passed lapse; the waiting list then moves up. */
export function lapseUnpaid(ctx: AppContext, competition: CompetitionRow, nowIso: string): void {
  let lapsed = false;
  for (const e of entriesOf(ctx.db, competition.id)) {
    if (e.entry.status === 'unpaid' && e.entry.holdExpiresAt !== null && e.entry.holdExpiresAt <= nowIso) {
      updateEntry(ctx.db, e.entry.id, { status: 'lapsed' }, nowIso);
      lapsed = true;
    }
  }
  if (lapsed) moveUpWaitingList(ctx, competition, nowIso);
}

/** The entry fee, competitions' purchase (registered in app.ts with payments' purchase kinds). */
export const entryFeePurchase: PurchaseKind<AppContext> = {
  fulfil: async (ctx, info) => () => fulfilEntryFee(ctx, info),
  release: (ctx, record) => releaseEntryHold(ctx, record.id),
};

/**
 * A paid entry-fee checkout: the ledger row (once, by the checkout's id) and the entry in the field.
 * A place that lapsed before the payment's news arrived is taken again while the field has room;
 * otherwise the money stays in the ledger and the log says so, for staff to refund.
 */
function fulfilEntryFee(ctx: AppContext, info: CheckoutInfo): EntryRow | null {
  const nowIso = toIsoInstant(ctx.now());
  const entry =
    entryByCheckout(ctx.db, info.id) ??
    (info.metadata.entryId ? findEntry(ctx.db, info.metadata.entryId) : undefined);
  const competition = entry ? findCompetition(ctx.db, entry.competitionId) : undefined;
  if (!entry || !competition) {
    ctx.logger.error('a paid entry fee names no entry; refund it', { checkoutId: info.id });
    return null;
  }
  if (!markFulfilled(ctx.db, info.id, nowIso)) return entry;
  const amountCents = info.amountTotal ?? entry.feeCents;
  recordLedgerEntry(
    ctx.db,
    {
      kind: 'entry_fee',
      amountCents,
      description: ledgerDescriptions.entryFee(competition.name),
      userId: entry.userId,
      gatewayRef: info.id,
      checkoutSessionId: info.id,
      paymentIntentId: info.paymentIntentId,
    },
    ctx.now(),
  );
  if (entry.status === 'entered') return entry;
  const room =
    fieldOf(ctx, competition.id, nowIso).filter((e) => e.entry.id !== entry.id).length <
    competition.fieldSize;
  if (entry.status === 'unpaid' || (entry.status === 'lapsed' && room)) {
    const row = updateEntry(
      ctx.db,
      entry.id,
      { status: 'entered', feeCents: amountCents, holdExpiresAt: null, checkoutSessionId: info.id },
      nowIso,
    );
    queueEntryConfirmed(ctx, competition, row, nowIso);
    return row;
  }
  ctx.logger.error('an entry fee was paid for a place no longer held; refund it', {
    entryId: entry.id,
    checkoutId: info.id,
  });
  return entry;
}

/** A checkout that ended unpaid: its place goes (a place the waiting list gave stays held for its member). */
function releaseEntryHold(ctx: AppContext, checkoutId: string): void {
  const entry = entryByCheckout(ctx.db, checkoutId);
  if (entry?.status !== 'unpaid' || entry.holdExpiresAt === null) return;
  const competition = findCompetition(ctx.db, entry.competitionId);
  const nowIso = toIsoInstant(ctx.now());
  updateEntry(ctx.db, entry.id, { status: 'lapsed' }, nowIso);
  if (competition) moveUpWaitingList(ctx, competition, nowIso);
}

/** The name everyone sees for an entry's player. */
export function publicName(e: { firstName: string; lastName: string; hideName: boolean | null }): string {
  return boardName(e.firstName, e.lastName, e.hideName === true);
}

/** Whether a registration-open competition refunds a withdrawal now. */
export function refundsNow(competition: CompetitionRow, now: number): boolean {
  return registrationOpen(competition.registrationClosesAt, now);
}

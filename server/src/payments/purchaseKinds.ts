/**
 * The purchase kinds payments knows: each paid feature registers, at the server's start (app.ts),
 * how its checkout is fulfilled and what its refunds complete. payments/ moves the money (checkout,
 * ledger, refunds, the gateway's news) and hands each kind's part to its feature through this
 * registry, so payments imports no feature and a new paid feature only registers its kind
 * (docs/decisions/055).
 */
import Boom from '@hapi/boom';
import type { CheckoutRow } from './checkoutStore';
import type { CheckoutInfo, SubscriptionInfo } from './gateway';
import type { LedgerRow } from './ledgerStore';

export type PurchaseKindName = CheckoutRow['kind'];

/** Writes to run inside the fulfilment's transaction once the gateway's state is known. */
export type Apply<T> = () => T;

/**
 * One kind's handlers. `Ctx` is the server's AppContext (appContext.ts, which holds the registry:
 * named by a parameter here so the two files do not import each other).
 */
export interface PurchaseKind<Ctx> {
  /**
   * A paid checkout of this kind: anything to read or ask at the gateway first (outside the
   * transaction), then the writes that fulfil it. The writes run in one transaction and must do
   * their work once however often the payment is reported: `markFulfilled` (checkoutStore.ts) is
   * true only for the first. What they return is handed back to whoever reported the payment.
   */
  fulfil(ctx: Ctx, info: CheckoutInfo, record: CheckoutRow | undefined): Promise<Apply<unknown>>;
  /** The checkout ended unpaid (cancelled or expired, once): let go of what it held. In its transaction. */
  release?(ctx: Ctx, record: CheckoutRow): void;
  /**
   * Refunds' outcomes were just recorded: complete what waited on them (a member's cancellation
   * waits on its guest fees' refunds), in that same transaction; returns what it completed.
   */
  refundsRecorded?(ctx: Ctx): string[];
  /** The gateway's news of a subscription (a plan's state), in the transaction that records it. */
  subscriptionChanged?(ctx: Ctx, subscription: SubscriptionInfo): void;
  /** A staff refund asked to end what was bought with it (a membership's plan). */
  refundEndingPurchase?(ctx: Ctx, request: RefundEndingPurchase): Promise<LedgerRow>;
}

/** A staff refund of a whole charge that also ends what it bought. */
export interface RefundEndingPurchase {
  chargeId: string;
  amountCents: number;
  reason: string;
  actorId: string;
}

/** A checkout names a kind no feature registered: its money is never taken as fulfilled by guesswork. */
export class UnregisteredPurchaseKind extends Error {
  constructor(readonly kind: string) {
    super(`No purchase kind '${kind}' is registered: register it in app.ts before taking its payments`);
    this.name = 'UnregisteredPurchaseKind';
  }
}

export class PurchaseKinds<Ctx> {
  readonly #kinds = new Map<string, PurchaseKind<Ctx>>();

  register(names: PurchaseKindName | readonly PurchaseKindName[], kind: PurchaseKind<Ctx>): this {
    for (const name of typeof names === 'string' ? [names] : names) {
      if (this.#kinds.has(name)) throw new Error(`Purchase kind '${name}' is registered twice`);
      this.#kinds.set(name, kind);
    }
    return this;
  }

  /** The kind's handlers; refused (thrown) for a kind nothing registered. */
  of(name: string): PurchaseKind<Ctx> {
    const kind = this.#kinds.get(name);
    // A 500 wherever it surfaces (boomed, so no gateway wrapper takes it for a 502): the gateway
    // answered; it is this server that lacks the kind, and the log names it.
    if (!kind) throw Boom.boomify(new UnregisteredPurchaseKind(name), { statusCode: 500 });
    return kind;
  }

  /** Each registered kind once (one feature may register several names with one set of handlers). */
  all(): PurchaseKind<Ctx>[] {
    return [...new Set(this.#kinds.values())];
  }

  has(name: string): boolean {
    return this.#kinds.has(name);
  }
}

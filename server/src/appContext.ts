/**
 * What every feature plugin of the server needs, built once in createServer and handed to each:
 * the configuration, the database, the clock and the logger. The clock is a parameter so tests can
 * set "now" (core's rules never read the clock themselves).
 */
import type { SignInLimits } from './auth/signInLimits';
import type { Config } from './config';
import type { Db, OpenDatabase } from './db/database';
import type { Logger } from './logger';
import type { PaymentGateway } from './payments/gateway';
import type { PurchaseKinds } from './payments/purchaseKinds';
import type { LegalTextStore } from './venueContent/legalTextStore';
import type { PhotoStore } from './venueContent/photoStore';

export interface AppContext {
  config: Config;
  database: OpenDatabase;
  db: Db;
  logger: Logger;
  /** Milliseconds since the epoch, now. */
  now: () => number;
  /** Stripe, or the sandbox when no key is set. */
  payments: PaymentGateway;
  /** What each feature's purchase does when paid, released or refunded (registered in app.ts). */
  purchases: PurchaseKinds<AppContext>;
  /** The venue's photos beside the database (hero and gallery). */
  photos: PhotoStore;
  /** The venue's own Terms of Service and Privacy Policy, when an admin replaced the defaults. */
  legalTexts: LegalTextStore;
  /** Failed sign-ins per email and address, shared by sign-in and the admins' clear. */
  signInLimits: SignInLimits;
}

/**
 * What a database write needs: a write that takes this instead of AppContext cannot reach the
 * payments, photos or the logger.
 */
export type WriteContext = Pick<AppContext, 'config' | 'database' | 'db' | 'now'>;

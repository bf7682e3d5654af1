/** The kiosks table: tablets by the door, found by the hash of a pairing code or a device token. */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { kiosks } from '../db/schema';

export type KioskRow = typeof kiosks.$inferSelect;

export function insertKiosk(
  db: Db,
  values: Pick<KioskRow, 'name' | 'role' | 'bay' | 'pairingCodeHash' | 'pairingExpiresAt' | 'createdBy'>,
  nowIso: string,
): KioskRow {
  return db
    .insert(kiosks)
    .values({ id: randomUUID(), ...values, createdAt: nowIso })
    .returning()
    .get();
}

export function findKiosk(db: Db, id: string): KioskRow | undefined {
  return db.select().from(kiosks).where(eq(kiosks.id, id)).get();
}

export function allKiosks(db: Db): KioskRow[] {
  return db.select().from(kiosks).orderBy(desc(kiosks.createdAt)).all();
}

/** A kiosk waiting for this pairing code, not revoked, its code still live. */
export function kioskAwaitingPairing(db: Db, codeHash: string, nowIso: string): KioskRow | undefined {
  return db
    .select()
    .from(kiosks)
    .where(
      and(
        eq(kiosks.pairingCodeHash, codeHash),
        gt(kiosks.pairingExpiresAt, nowIso),
        isNull(kiosks.revokedAt),
      ),
    )
    .get();
}

/** The paired, unrevoked kiosk this device token belongs to. */
export function kioskOfTokenHash(db: Db, tokenHash: string): KioskRow | undefined {
  return db
    .select()
    .from(kiosks)
    .where(and(eq(kiosks.tokenHash, tokenHash), isNull(kiosks.revokedAt)))
    .get();
}

export function updateKiosk(db: Db, id: string, values: Partial<KioskRow>): KioskRow | undefined {
  return db.update(kiosks).set(values).where(eq(kiosks.id, id)).returning().get();
}

/**
 * Splitting a tab between payers and moving a line between tabs (docs/shop.md), and reading the cash
 * handed over. A line keeps the unit price it was rung up at (a receipt never changes after the
 * fact), but its discount belongs to whoever pays it: moved onto a VIP's tab it is priced for the
 * VIP, onto a walk-in's it loses the discount. Integer cents, half up, line by line, as shop.ts.
 */
import { parseCountedCash } from './cashUp';
import { type PricedShopLine, priceShopLine, type ShopLineInput, type ShopSettings } from './shop';
import type { MembershipType } from './tiers';

/** A line as a tab holds it, priced again for the tier of the tab it goes to (null: a walk-in). */
export function priceLineForPayer(
  line: ShopLineInput,
  tier: MembershipType | null,
  settings: ShopSettings,
): PricedShopLine {
  return priceShopLine(
    {
      itemId: line.itemId,
      name: line.name,
      category: line.category,
      unitCents: line.unitCents,
      quantity: line.quantity,
    },
    tier,
    settings,
  );
}

/** Why lines cannot leave a tab, in the order the desk should hear it; null when they can. */
export type TabSplitProblem = 'no_lines' | 'line_not_on_tab' | 'split_takes_all';

/**
 * Which of a tab's open lines may leave it. Every requested line must be on the tab (unpaid), each
 * once. A split must leave the tab something: a split is two payers, and a tab emptied into another
 * is the same bill under a new name (move its lines instead, which may empty a tab).
 */
export function splitProblem(
  tabLineIds: readonly string[],
  requested: readonly string[],
  kind: 'split' | 'move',
): TabSplitProblem | null {
  const wanted = new Set(requested);
  if (wanted.size === 0) return 'no_lines';
  const onTab = new Set(tabLineIds);
  for (const id of wanted) if (!onTab.has(id)) return 'line_not_on_tab';
  if (kind === 'split' && wanted.size >= onTab.size) return 'split_takes_all';
  return null;
}

/** The cash typed at the desk, read against the total: the cents and the change, or why not. */
export type TenderedReading =
  | { ok: true; cents: number; changeCents: number | null }
  | { ok: false; problem: 'empty' | 'negative' | 'not_a_number' | 'short'; shortCents?: number };

/**
 * What was typed in the cash-handed-over field. `totalCents` null: the total is the server's answer
 * still to come (the counter before the sale), so only the amount itself is checked; the server
 * refuses cash short of its total all the same (`not_enough_cash`).
 */
export function readTendered(typed: string, totalCents: number | null): TenderedReading {
  const trimmed = typed.trim();
  if (trimmed === '') return { ok: false, problem: 'empty' };
  if (/^-/.test(trimmed.replace(/^\$\s*/, ''))) return { ok: false, problem: 'negative' };
  const cents = parseCountedCash(trimmed);
  if (cents === null) return { ok: false, problem: 'not_a_number' };
  if (totalCents === null) return { ok: true, cents, changeCents: null };
  if (cents < totalCents) return { ok: false, problem: 'short', shortCents: totalCents - cents };
  return { ok: true, cents, changeCents: cents - totalCents };
}

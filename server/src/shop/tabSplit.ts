/**
 * Splitting a tab between payers and moving a line between tabs (docs/shop.md), each one IMMEDIATE
 * transaction: the lines change tab, priced again for the payer of the tab they join (the unit price
 * they were rung up at stays; the member's discount follows whoever pays), and the change is audited.
 * A tab whose payment link is out is frozen (what the link asks is what the tab holds), so neither
 * side of a move may have one. Stock is not touched: the lines were sold when they were added.
 */
import {
  priceLineForPayer,
  shopMessages,
  shopTotals,
  splitProblem,
  type TabPair,
  type TabSplitProblem,
  type TabSplitRequest,
  tabSplitMessages,
} from '@lounge/core';
import type { AppContext } from '../appContext';
import { writeTransaction } from '../db/database';
import { refuse } from '../http/errors';
import { logStaffAction } from '../staff/auditService';
import type { UserRow } from '../users/userService';
import { buyerTier } from './saleService';
import { findTab, linesOfTab, moveLineToTab, type ShopLineRow, type ShopTabRow } from './shopStore';
import { assertOpen, insertOpenTab, tabOr404, tabView, unpaid } from './tabService';

const PROBLEMS: Record<TabSplitProblem, { status: number; words: { title: string; message: string } }> = {
  no_lines: { status: 400, words: tabSplitMessages.noLines },
  line_not_on_tab: { status: 409, words: tabSplitMessages.lineNotOnTab },
  split_takes_all: { status: 409, words: tabSplitMessages.splitTakesAll },
};

function refuseProblem(problem: TabSplitProblem | null, field?: string): void {
  if (!problem) return;
  const { status, words } = PROBLEMS[problem];
  throw refuse(status, { ...words, code: problem, ...(field ? { field } : {}) });
}

/** The tab lines leave: open, and no link out for its lines. */
function sourceTab(ctx: AppContext, id: string): ShopTabRow {
  const tab = tabOr404(ctx, id);
  assertOpen(tab);
  if (tab.checkoutId) throw refuse(409, { ...shopMessages.tabAwaitingLink, code: 'tab_link_out' });
  return tab;
}

/** The lines onto `to`, each priced for its payer; the cents they come to there. */
function moveLines(ctx: AppContext, from: ShopTabRow, to: ShopTabRow, lines: readonly ShopLineRow[]): number {
  const tier = buyerTier(ctx, to.userId);
  let movedCents = 0;
  for (const line of lines) {
    const priced = priceLineForPayer(line, tier, ctx.config.shop);
    const moved = moveLineToTab(ctx.db, line.id, from.id, {
      tabId: to.id,
      discountCents: priced.discountCents,
      discountPercent: priced.discountPercent,
      taxCents: priced.taxCents,
      totalCents: priced.totalCents,
    });
    // Read inside the same transaction, so only a bug could get here: nothing is half moved.
    if (!moved) refuseProblem('line_not_on_tab');
    movedCents += priced.totalCents;
  }
  return movedCents;
}

function pair(ctx: AppContext, fromId: string, toId: string): TabPair {
  const view = (id: string) => tabView(ctx, tabOr404(ctx, id), unpaid(linesOfTab(ctx.db, id)));
  return { from: view(fromId), to: view(toId) };
}

/**
 * POST /api/staff/tabs/{id}/split: the chosen lines to a new open tab on a member or under a name
 * (201, both tabs). A split leaves the tab at least one line (`split_takes_all`).
 */
export function splitTab(ctx: AppContext, actor: UserRow, tabId: string, request: TabSplitRequest): TabPair {
  return writeTransaction(ctx.database, () => {
    const from = sourceTab(ctx, tabId);
    const lines = unpaid(linesOfTab(ctx.db, tabId));
    refuseProblem(
      splitProblem(
        lines.map((l) => l.id),
        request.lineIds,
        'split',
      ),
      'lineIds',
    );
    const to = insertOpenTab(ctx, actor, {
      ...(request.userId ? { userId: request.userId } : {}),
      ...(request.label ? { label: request.label } : {}),
    });
    const chosen = new Set(request.lineIds);
    const leaving = lines.filter((l) => chosen.has(l.id));
    const beforeCents = shopTotals(leaving).totalCents;
    const movedCents = moveLines(ctx, from, to, leaving);
    logStaffAction(
      ctx.db,
      {
        actorId: actor.id,
        action: 'tab_split',
        targetType: 'shop_tab',
        targetId: from.id,
        details: { toTabId: to.id, label: to.label, lines: leaving.length, beforeCents, movedCents },
      },
      ctx.now(),
    );
    return pair(ctx, from.id, to.id);
  });
}

/** POST /api/staff/tabs/{id}/lines/{lineId}/move: one line onto another open tab (both tabs). */
export function moveTabLine(
  ctx: AppContext,
  actor: UserRow,
  tabId: string,
  lineId: string,
  toTabId: string,
): TabPair {
  if (toTabId === tabId)
    throw refuse(400, { ...tabSplitMessages.sameTab, code: 'same_tab', field: 'toTabId' });
  return writeTransaction(ctx.database, () => {
    const from = sourceTab(ctx, tabId);
    const to = findTab(ctx.db, toTabId);
    if (!to) throw refuse(404, { ...shopMessages.tabNotFound, field: 'toTabId' });
    if (to.status !== 'open')
      throw refuse(409, { ...tabSplitMessages.targetClosed, code: 'tab_closed', field: 'toTabId' });
    if (to.checkoutId)
      throw refuse(409, { ...tabSplitMessages.targetLinkOut, code: 'tab_link_out', field: 'toTabId' });
    const lines = unpaid(linesOfTab(ctx.db, tabId));
    refuseProblem(
      splitProblem(
        lines.map((l) => l.id),
        [lineId],
        'move',
      ),
    );
    const line = lines.find((l) => l.id === lineId);
    if (!line) throw new Error('a line checked on the tab vanished inside its transaction');
    const movedCents = moveLines(ctx, from, to, [line]);
    logStaffAction(
      ctx.db,
      {
        actorId: actor.id,
        action: 'tab_line_move',
        targetType: 'shop_tab',
        targetId: from.id,
        details: { lineId, name: line.name, toTabId: to.id, beforeCents: line.totalCents, movedCents },
      },
      ctx.now(),
    );
    return pair(ctx, from.id, to.id);
  });
}

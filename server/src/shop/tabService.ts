/**
 * The lounge tab (docs/shop.md): opened on a member, a booking's bay or a name; lines added through
 * the visit (stock taken as they are added, priced for the tab's member); closed once, by cash, the
 * lounge's terminal, or a payment link through the same checkout as every payment (registered as the
 * 'shop_tab' purchase kind in app.ts). While a link is out the tab's lines are frozen, so what the
 * member pays is what the tab holds; closing another way first expires the link at the gateway.
 */
import {
  bayLabel,
  type IsoDate,
  rangeInstants,
  type ShopSale,
  type ShopSaleRequest,
  shopDiscountLabel,
  shopLedgerUnmatched,
  shopMessages,
  shopTotals,
  type Tab,
  type TabRequest,
  toIsoInstant,
} from '@lounge/core';
import type { AppContext } from '../appContext';
import { findBooking } from '../bookings/bookingQueries';
import { writeTransaction } from '../db/database';
import { refuse } from '../http/errors';
import { siteUrl } from '../http/origins';
import { fulfilCheckout } from '../payments/fulfilment';
import type { CheckoutInfo } from '../payments/gateway';
import { atGateway, gatewayFailure } from '../payments/gatewayErrors';
import {
  findCheckout,
  markFulfilled,
  recordCheckout,
  recordLedgerEntry,
  setCheckoutStatus,
} from '../payments/paymentService';
import type { PurchaseKind } from '../payments/purchaseKinds';
import { logStaffAction } from '../staff/auditService';
import { findUserById, type UserRow } from '../users/userService';
import { bookSale, buyerTier, linesAnswer, lineView, paidSale, takeLines } from './saleService';
import {
  findTab,
  findTabByCheckout,
  insertTab,
  linesOfTab,
  linesOfTabs,
  listTabs,
  type ShopLineRow,
  type ShopTabRow,
  updateTab,
} from './shopStore';

/** How long a tab's payment link takes payment. */
const TAB_LINK_MS = 60 * 60 * 1000;

/** A tab's unpaid lines: those not yet part of a sale. */
export const unpaid = (lines: readonly ShopLineRow[]) => lines.filter((l) => l.saleId === null);

/** A tab as the desk shows it: its lines, total, and the member's discount as its own line. */
export function tabView(ctx: AppContext, tab: ShopTabRow, lines: readonly ShopLineRow[]): Tab {
  const { discountCents, totalCents } = shopTotals(lines);
  const discounted = lines.find((l) => l.discountCents > 0);
  const tier = discounted ? buyerTier(ctx, tab.userId) : null;
  return {
    id: tab.id,
    label: tab.label,
    userId: tab.userId,
    bookingId: tab.bookingId,
    bay: tab.bay,
    status: tab.status,
    openedAt: tab.openedAt,
    lines: lines.map(lineView),
    totalCents,
    discountCents,
    discountLabel: discounted && tier ? shopDiscountLabel(tier, discounted.discountPercent) : null,
    linkOut: tab.checkoutId !== null,
    closedAt: tab.closedAt,
  };
}

export function tabOr404(ctx: AppContext, id: string): ShopTabRow {
  const tab = findTab(ctx.db, id);
  if (!tab) throw refuse(404, shopMessages.tabNotFound);
  return tab;
}

export function assertOpen(tab: ShopTabRow): void {
  if (tab.status !== 'open') throw refuse(409, { ...shopMessages.tabClosed, code: 'tab_closed' });
}

/** POST /api/staff/tabs: on a booking (its bay and member: 'Bay 2, Reilly'), a member, or a name. */
export function openTab(ctx: AppContext, actor: UserRow, request: TabRequest): Tab {
  return writeTransaction(ctx.database, () => tabView(ctx, insertOpenTab(ctx, actor, request), []));
}

/** A new open tab and its audit, inside the caller's transaction (a split opens one too). */
export function insertOpenTab(ctx: AppContext, actor: UserRow, request: TabRequest): ShopTabRow {
  const booking = request.bookingId ? findBooking(ctx.db, request.bookingId) : undefined;
  if (request.bookingId && !booking)
    throw refuse(404, { ...shopMessages.bookingNotFound, field: 'bookingId' });
  const userId = request.userId ?? booking?.userId ?? null;
  const member = userId ? findUserById(ctx.db, userId) : undefined;
  if (userId && !member) throw refuse(404, { ...shopMessages.memberNotFound, field: 'userId' });
  const name = member ? `${member.firstName} ${member.lastName}` : '';
  const label =
    request.label ||
    (booking ? [bayLabel(booking.bayNumber), member?.lastName].filter(Boolean).join(', ') : name);
  if (!label) throw refuse(400, { ...shopMessages.tabNeedsOwner, field: 'label' });
  const tab = insertTab(ctx.db, {
    label,
    userId,
    bookingId: booking?.id ?? null,
    bay: booking?.bayNumber ?? null,
    openedBy: actor.id,
    openedAt: toIsoInstant(ctx.now()),
  });
  logStaffAction(
    ctx.db,
    { actorId: actor.id, action: 'tab_open', targetType: 'shop_tab', targetId: tab.id, details: { label } },
    ctx.now(),
  );
  return tab;
}

/** POST /api/staff/tabs/{id}/lines, and a sale paid 'tab': lines on the open tab, stock taken. */
export function addTabLines(
  ctx: AppContext,
  actor: UserRow,
  tabId: string,
  request: { lines: ShopSaleRequest['lines']; confirmPastZero?: boolean | undefined },
): { tab: Tab; added: ShopSale } {
  return writeTransaction(ctx.database, () => {
    const tab = tabOr404(ctx, tabId);
    assertOpen(tab);
    if (tab.checkoutId) throw refuse(409, { ...shopMessages.tabAwaitingLink, code: 'tab_link_out' });
    const tier = buyerTier(ctx, tab.userId);
    const added = takeLines(ctx, actor, request.lines, tier, { tabId }, request.confirmPastZero ?? false);
    logStaffAction(
      ctx.db,
      {
        actorId: actor.id,
        action: 'tab_lines',
        targetType: 'shop_tab',
        targetId: tabId,
        details: { lines: added.length, totalCents: shopTotals(added).totalCents },
      },
      ctx.now(),
    );
    return {
      tab: tabView(ctx, tab, unpaid(linesOfTab(ctx.db, tabId))),
      added: linesAnswer(ctx, tabId, added, tier),
    };
  });
}

export function tabForDesk(ctx: AppContext, id: string): Tab {
  const tab = tabOr404(ctx, id);
  const lines = linesOfTab(ctx.db, id);
  return tabView(ctx, tab, tab.status === 'open' ? unpaid(lines) : lines);
}

/** GET /api/staff/tabs?status=: the board shows each bay's open tab and its total. */
export function tabsForDesk(ctx: AppContext, status: 'open' | 'closed' | undefined): Tab[] {
  return tabsWithLines(ctx, listTabs(ctx.db, status));
}

function tabsWithLines(ctx: AppContext, tabs: readonly ShopTabRow[]): Tab[] {
  const lines = linesOfTabs(
    ctx.db,
    tabs.map((t) => t.id),
  );
  return tabs.map((tab) => {
    const own = lines.filter((l) => l.tabId === tab.id);
    return tabView(ctx, tab, tab.status === 'open' ? unpaid(own) : own);
  });
}

/** The cash-up's flag: tabs opened by the end of `day` and still open. */
export function openTabsAt(ctx: AppContext, day: IsoDate): Tab[] {
  const end = rangeInstants({ from: day, to: day }, ctx.config.venue.timeZone).end;
  return tabsWithLines(ctx, listTabs(ctx.db, 'open', toIsoInstant(end - 1)));
}

/**
 * A link that is out is settled first: paid after all, it is fulfilled (and the tab is closed by
 * it); otherwise it is expired at the gateway, so no second payment can come for the same lines.
 */
async function settleLink(ctx: AppContext, tab: ShopTabRow): Promise<void> {
  const checkoutId = tab.checkoutId;
  if (!checkoutId) return;
  const info = await atGateway(ctx, 'tab link check failed', async () => {
    await ctx.payments.expireCheckout(checkoutId);
    return ctx.payments.retrieveCheckout(checkoutId);
  });
  if (info?.paid) {
    await fulfilCheckout(ctx, info);
    return;
  }
  writeTransaction(ctx.database, () => {
    setCheckoutStatus(ctx.db, checkoutId, 'expired');
    updateTab(ctx.db, tab.id, { checkoutId: null, linkAmountCents: null });
  });
}

/**
 * POST /api/staff/tabs/{id}/close: cash (change on what was handed over) or the terminal, as one
 * sale of the tab's lines; or a payment link (`{ url }`), which closes the tab once it is paid.
 */
export async function closeTab(
  ctx: AppContext,
  actor: UserRow,
  id: string,
  request: { method: 'cash' | 'card' | 'link'; tenderedCents?: number | undefined },
): Promise<ShopSale | { url: string }> {
  const before = tabOr404(ctx, id);
  assertOpen(before);
  await settleLink(ctx, before);
  if (request.method === 'link') return sendLink(ctx, actor, id);
  const method = request.method;
  return writeTransaction(ctx.database, () => {
    const tab = tabOr404(ctx, id);
    assertOpen(tab);
    const lines = unpaid(linesOfTab(ctx.db, id));
    if (lines.length === 0) throw refuse(409, shopMessages.tabEmpty);
    const { sale } = paidSale(
      ctx,
      { userId: tab.userId, tabId: tab.id, recordedBy: actor.id },
      { method, tenderedCents: request.tenderedCents },
      () => lines,
    );
    const booked = bookSale(ctx, sale, lines);
    const nowIso = toIsoInstant(ctx.now());
    updateTab(ctx.db, tab.id, {
      status: 'closed',
      closedAt: nowIso,
      closedBy: actor.id,
      closeMethod: method,
    });
    logStaffAction(
      ctx.db,
      {
        actorId: actor.id,
        action: 'tab_close',
        targetType: 'shop_tab',
        targetId: tab.id,
        details: { method, saleId: sale.id, totalCents: sale.totalCents },
      },
      ctx.now(),
    );
    return linesAnswer(ctx, sale.id, booked, buyerTier(ctx, tab.userId), sale);
  });
}

/** The tab's payment link: its total now, on the gateway's page, to the tab's member. */
async function sendLink(ctx: AppContext, actor: UserRow, id: string): Promise<{ url: string }> {
  const tab = tabOr404(ctx, id);
  const member = tab.userId ? findUserById(ctx.db, tab.userId) : undefined;
  if (!member) throw refuse(409, { ...shopMessages.linkNeedsEmail, field: 'method' });
  const totalCents = shopTotals(unpaid(linesOfTab(ctx.db, id))).totalCents;
  if (totalCents === 0) throw refuse(409, shopMessages.tabEmpty);
  const now = ctx.now();
  const origin = siteUrl(ctx.config);
  let created: Awaited<ReturnType<AppContext['payments']['createPaymentCheckout']>>;
  try {
    created = await ctx.payments.createPaymentCheckout({
      line: { name: 'Lounge tab', description: tab.label, quantity: 1, unitAmountCents: totalCents },
      email: member.email,
      userId: member.id,
      customerId: member.stripeCustomerId ?? null,
      metadata: { kind: 'shop_tab', userId: member.id, tabId: tab.id },
      successUrl: `${origin}/`,
      cancelUrl: `${origin}/`,
      expiresAt: now + TAB_LINK_MS,
      // The total is in the key: a tab that grew since the last link is a new request.
      idempotencyKey: `shop-tab-${tab.id}-${totalCents}-${now}`,
    });
  } catch (error) {
    throw gatewayFailure(ctx, `tab link failed for tab ${tab.id}`, error);
  }
  writeTransaction(ctx.database, () => {
    const current = tabOr404(ctx, id);
    assertOpen(current);
    // A line added while the gateway was asked: this link would not pay it, so it is not kept.
    if (current.checkoutId || shopTotals(unpaid(linesOfTab(ctx.db, id))).totalCents !== totalCents)
      throw refuse(409, { ...shopMessages.tabAwaitingLink, code: 'tab_link_out' });
    recordCheckout(
      ctx.db,
      {
        id: created.id,
        kind: 'shop_tab',
        userId: member.id,
        email: member.email,
        amountCents: totalCents,
        expiresAt: toIsoInstant(created.expiresAt),
      },
      ctx.now(),
    );
    updateTab(ctx.db, id, { checkoutId: created.id, linkAmountCents: totalCents });
    logStaffAction(
      ctx.db,
      {
        actorId: actor.id,
        action: 'tab_close',
        targetType: 'shop_tab',
        targetId: id,
        details: { method: 'link', totalCents },
      },
      ctx.now(),
    );
  });
  return { url: created.url };
}

/** Tabs paid by link: the shop's purchase kind (registered in app.ts with payments' kinds). */
export const shopTabPurchase: PurchaseKind<AppContext> = {
  fulfil: async (ctx, info) => () => fulfilTabLink(ctx, info),
  release: (ctx, record) => {
    const tab = findTabByCheckout(ctx.db, record.id);
    if (tab && tab.status === 'open') updateTab(ctx.db, tab.id, { checkoutId: null, linkAmountCents: null });
  },
};

/**
 * A paid tab link, inside fulfilment's transaction, once (markFulfilled): the tab's lines become a
 * sale paid by link, its money on the ledger by category with the gateway's ids, and the tab closes.
 * The lines were frozen while the link was out, so the amount is the tab's total; one that is not
 * (or a tab closed otherwise meanwhile) is logged for staff to refund, never applied to the tab.
 */
function fulfilTabLink(ctx: AppContext, info: CheckoutInfo): ShopTabRow | undefined {
  const record = findCheckout(ctx.db, info.id);
  const tab =
    findTabByCheckout(ctx.db, info.id) ??
    (info.metadata.tabId ? findTab(ctx.db, info.metadata.tabId) : undefined);
  const nowIso = toIsoInstant(ctx.now());
  if (!markFulfilled(ctx.db, info.id, nowIso)) return tab;
  const lines = tab ? unpaid(linesOfTab(ctx.db, tab.id)) : [];
  const amount = info.amountTotal ?? record?.amountCents ?? 0;
  if (tab?.status !== 'open' || tab.checkoutId !== info.id || shopTotals(lines).totalCents !== amount) {
    // The money came in all the same: on the books, for staff to refund from Payments.
    recordLedgerEntry(
      ctx.db,
      {
        kind: 'shop',
        amountCents: amount,
        description: shopLedgerUnmatched(tab?.label ?? info.id),
        userId: record?.userId ?? null,
        gatewayRef: info.id,
        checkoutSessionId: info.id,
        paymentIntentId: info.paymentIntentId,
      },
      ctx.now(),
    );
    ctx.logger.error('a tab link was paid that does not match its open tab: refund it from Payments', {
      checkoutId: info.id,
      tabId: tab?.id ?? null,
    });
    return tab;
  }
  const { sale } = paidSale(
    ctx,
    { userId: tab.userId, tabId: tab.id, recordedBy: null },
    { method: 'link', checkoutSessionId: info.id },
    () => lines,
  );
  bookSale(ctx, sale, lines, info.paymentIntentId);
  return updateTab(ctx.db, tab.id, {
    status: 'closed',
    closedAt: nowIso,
    closeMethod: 'link',
    checkoutId: null,
    linkAmountCents: null,
  });
}

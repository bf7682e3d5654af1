/**
 * The pro shop and the lounge tab (docs/shop.md): what a line costs, what the member's tier takes
 * off, the tax by category, the totals and change, and the stock rules. Integer cents throughout;
 * every share of a cent is rounded half up, line by line, so the receipt's lines add up to its total.
 */
import type { MembershipType } from './tiers';
import { formatMoney, TIERS } from './tiers';

export const SHOP_CATEGORIES = ['merchandise', 'drinks', 'food', 'other'] as const;
export type ShopCategory = (typeof SHOP_CATEGORIES)[number];

/** How a sale or a tab is paid at the desk: cash, the lounge's own card terminal, or onto a tab. */
export const SHOP_SALE_METHODS = ['cash', 'card', 'tab'] as const;
/** How a tab is closed: cash, the terminal, or a payment link the member pays on their phone. */
export const TAB_CLOSE_METHODS = ['cash', 'card', 'link'] as const;
export const TAB_STATUSES = ['open', 'closed'] as const;
/** Why an item's stock changed. */
export const SHOP_STOCK_MOVES = ['sale', 'refund', 'delivery', 'count'] as const;
export type ShopStockMove = (typeof SHOP_STOCK_MOVES)[number];

/** The VIP plan's promise: 20% off merchandise (the plan card's perk), never food or drink. */
const VIP_MERCHANDISE_DISCOUNT_PERCENT = 20;

/** The venue's shop settings: tax per category in basis points (1% = 100), a General discount. */
export interface ShopSettings {
  taxBasisPoints: Readonly<Record<ShopCategory, number>>;
  /** What a General member gets off merchandise; 0 unless the venue sets it. */
  generalMerchandiseDiscountPercent: number;
}

/** Montana has no sales tax: 0 on everything until the venue says otherwise. */
export const DEFAULT_SHOP_SETTINGS: ShopSettings = Object.freeze({
  taxBasisPoints: Object.freeze({ merchandise: 0, drinks: 0, food: 0, other: 0 }),
  generalMerchandiseDiscountPercent: 0,
});

/** A share of an amount, in cents, rounded half up: `parts` of `whole` (percent: whole 100). */
function share(cents: number, parts: number, whole: number): number {
  return Math.floor((cents * parts * 2 + whole) / (whole * 2));
}

/** The percent off a line of this category for a member of this tier (null: a walk-in or no plan). */
export function shopDiscountPercent(
  tier: MembershipType | null,
  category: ShopCategory,
  settings: ShopSettings,
): number {
  if (category !== 'merchandise' || tier === null) return 0;
  return tier === 'vip' ? VIP_MERCHANDISE_DISCOUNT_PERCENT : settings.generalMerchandiseDiscountPercent;
}

/** A line as the desk adds it: an item at its price now. */
export interface ShopLineInput {
  itemId: string;
  name: string;
  category: ShopCategory;
  unitCents: number;
  quantity: number;
}

export interface PricedShopLine extends ShopLineInput {
  /** unit x quantity. */
  grossCents: number;
  /** The tier's discount on this line (0 for food and drink). */
  discountCents: number;
  discountPercent: number;
  /** The category's tax on what is left after the discount. */
  taxCents: number;
  /** gross - discount + tax. */
  totalCents: number;
}

/** One line priced for a member of `tier` (null: a walk-in). */
export function priceShopLine(
  line: ShopLineInput,
  tier: MembershipType | null,
  settings: ShopSettings,
): PricedShopLine {
  const grossCents = line.unitCents * line.quantity;
  const discountPercent = shopDiscountPercent(tier, line.category, settings);
  const discountCents = share(grossCents, discountPercent, 100);
  const taxCents = share(grossCents - discountCents, settings.taxBasisPoints[line.category], 10_000);
  return {
    ...line,
    grossCents,
    discountCents,
    discountPercent,
    taxCents,
    totalCents: grossCents - discountCents + taxCents,
  };
}

export interface ShopTotals {
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  totalCents: number;
}

/** The sums of priced lines: each the sum of the lines' own, so the receipt adds up. */
export function shopTotals(lines: readonly Omit<PricedShopLine, 'itemId' | 'name'>[]): ShopTotals {
  const sum = (key: 'grossCents' | 'discountCents' | 'taxCents' | 'totalCents') =>
    lines.reduce((cents, line) => cents + line[key], 0);
  return {
    subtotalCents: sum('grossCents'),
    discountCents: sum('discountCents'),
    taxCents: sum('taxCents'),
    totalCents: sum('totalCents'),
  };
}

/** The lines' totals by category: one ledger row each (docs/decisions/058). */
export function totalsByCategory(
  lines: readonly Pick<PricedShopLine, 'category' | 'totalCents'>[],
): Map<ShopCategory, number> {
  const sums = new Map<ShopCategory, number>();
  for (const line of lines) sums.set(line.category, (sums.get(line.category) ?? 0) + line.totalCents);
  return sums;
}

/** Change due on cash handed over; null when it does not cover the total. */
export function cashChange(totalCents: number, tenderedCents: number): number | null {
  return tenderedCents < totalCents ? null : tenderedCents - totalCents;
}

/**
 * What a refund of `quantity` of a line returns, when `refundedBefore` of it went back already:
 * the line's total shared by units, the last unit taking what rounding left, so a line refunded
 * unit by unit returns exactly its total.
 */
export function lineRefundCents(
  line: { quantity: number; totalCents: number },
  refundedBefore: number,
  quantity: number,
): number {
  const upTo = (units: number) => share(line.totalCents, units, line.quantity);
  return upTo(refundedBefore + quantity) - upTo(refundedBefore);
}

/**
 * Selling `quantity` from `stock` (null: not counted, like a drink). Below zero only when staff
 * confirmed it (the count was wrong: the item is on the shelf): otherwise refused, never silent.
 */
export function stockAfterSale(
  stock: number | null,
  quantity: number,
  confirmed: boolean,
): { stock: number | null; pastZero: boolean } | null {
  if (stock === null) return { stock: null, pastZero: false };
  const after = stock - quantity;
  if (after < 0 && !confirmed) return null;
  return { stock: after, pastZero: after < 0 };
}

/** At or under its reorder level: flagged on the shop's list. */
export function needsReorder(item: { stock: number | null; reorderLevel: number | null }): boolean {
  return item.stock !== null && item.reorderLevel !== null && item.stock <= item.reorderLevel;
}

export const shopCategoryLabels: Readonly<Record<ShopCategory, string>> = Object.freeze({
  merchandise: 'Merchandise',
  drinks: 'Drinks',
  food: 'Food',
  other: 'Other',
});

/** The discount's own line on a receipt: 'VIP discount (20% off merchandise)'. */
export const shopDiscountLabel = (tier: MembershipType, percent: number) =>
  `${TIERS[tier].name} discount (${percent}% off merchandise)`;

/** Every word the shop's refusals and screens say. */
export const shopMessages = {
  itemNotFound: { title: 'Item Not Found', message: 'That item is not in the shop.' },
  itemArchived: (name: string) => ({
    title: 'Item Archived',
    message: `${name} is no longer sold. Choose another item.`,
  }),
  skuTaken: (sku: string) => ({
    title: 'Barcode In Use',
    message: `Another item already has the code ${sku}.`,
  }),
  outOfStock: (name: string, stock: number) => ({
    title: 'Not In Stock',
    message:
      stock <= 0
        ? `${name} shows none in stock. If it is on the shelf, confirm the sale and count it later.`
        : `${name} shows only ${stock} in stock. If there are more on the shelf, confirm the sale and count it later.`,
  }),
  notEnoughCash: (total: number, tendered: number) => ({
    title: 'Not Enough Cash',
    message: `${formatMoney(tendered)} does not cover ${formatMoney(total)}.`,
  }),
  tabNeeded: { title: 'Choose a Tab', message: 'Choose the tab to put this sale on.' },
  tabNotFound: { title: 'Tab Not Found', message: 'That tab was not found.' },
  tabClosed: { title: 'Tab Closed', message: 'That tab is already closed.' },
  tabEmpty: { title: 'Tab Empty', message: 'There is nothing on this tab to pay.' },
  tabAwaitingLink: {
    title: 'Payment Link Sent',
    message: 'A payment link for this tab is out. Close it another way to cancel the link first.',
  },
  tabNeedsOwner: {
    title: 'Tab Needs a Name',
    message: 'Open a tab on a member, a booking, or give it a name.',
  },
  linkNeedsEmail: {
    title: 'No Email',
    message: 'A payment link goes to a member: open the tab on a member or a member’s booking.',
  },
  invalidDelivery: { title: 'Invalid Delivery', message: 'A delivery adds at least one.' },
  invalidCount: { title: 'Invalid Count', message: 'A count is zero or more.' },
  saleNotFound: { title: 'Sale Not Found', message: 'That sale was not found.' },
  notPaid: {
    title: 'Not Paid Yet',
    message: 'This sale is on an open tab: take the line off the tab instead.',
  },
  lineNotInSale: { title: 'Line Not Found', message: 'That line is not part of this sale.' },
  refundTooMany: (name: string, left: number) => ({
    title: 'Already Refunded',
    message: left === 0 ? `${name} was refunded already.` : `Only ${left} of ${name} can still be refunded.`,
  }),
  justRefunded: { title: 'Already Refunded', message: 'This refund was just made. Refresh to see it.' },
  memberNotFound: { title: 'Member Not Found', message: 'That member was not found.' },
  bookingNotFound: { title: 'Booking Not Found', message: 'That booking was not found.' },
  openTabsAtCashUp: (n: number) =>
    `${n} tab${n === 1 ? ' is' : 's are'} still open: close ${n === 1 ? 'it' : 'them'} or carry ${n === 1 ? 'it' : 'them'} over knowingly.`,
} as const;

/** The ledger's words for a shop sale's row of one category. */
export const shopLedgerDescription = (category: ShopCategory, saleRef: string) =>
  `Shop: ${shopCategoryLabels[category].toLowerCase()} (sale ${saleRef})`;

/** A tab's link paid after the tab changed or closed otherwise: kept on the books, to be refunded. */
export const shopLedgerUnmatched = (tabLabel: string) => `Shop: tab payment to refund (${tabLabel})`;

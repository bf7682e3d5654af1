/**
 * The words of the shop's upkeep at the desk (docs/shop.md): an item edited, a day's sales and
 * their refunds on the Shop screen, and the shop's report on Reports and in its CSV. The counter's
 * and tabs' words are shopCopy.ts's; the refusals' shop.ts's shopMessages.
 */
import { formatMoney } from './tiers';

export const shopEditCopy = {
  edit: 'Edit',
  editTitle: (name: string) => `Edit ${name}`,
  editLabel: (name: string) => `Edit ${name}`,
  saved: (name: string) => `Saved: ${name}`,
  skuHint: 'Leave empty for an item without a barcode.',
  reorderHint: 'Leave empty for no reorder flag.',
  historyNote: 'Past sales keep the name and price they were sold at.',
} as const;

export const shopSalesCopy = {
  heading: 'Sales',
  dayLabel: 'Sales of the day',
  none: 'No sale on this day.',
  walkIn: 'Walk-in',
  refund: 'Refund',
  refundLabel: (time: string, total: number) => `Refund the sale of ${time} (${formatMoney(total)})`,
  refundTitle: (time: string) => `Refund the sale of ${time}`,
  refundAll: 'The whole sale (what is left of it)',
  refundSome: 'Some lines',
  quantityLabel: (name: string, left: number) => `Units of ${name} to refund (up to ${left})`,
  reasonLabel: 'Reason',
  reasonNeeded: 'Say why: the reason is kept with the refund.',
  refundOk: 'Refund',
  refunded: (cents: number) => `Refunded ${formatMoney(cents)}`,
  refundedSoFar: (cents: number) => `${formatMoney(cents)} refunded`,
  fullyRefunded: 'Refunded',
  refusedTitle: 'Refund not made',
} as const;

export const shopReportCopy = {
  heading: 'Shop',
  none: 'No shop sale in these days.',
  sales: 'Sales',
  net: 'Net',
  discounts: 'Member discounts',
  vipDiscounts: 'VIP discounts',
  vipDiscountValue: (cents: number, sales: number) =>
    `${formatMoney(cents)} on ${sales} ${sales === 1 ? 'sale' : 'sales'}`,
  openTabs: 'Open tabs now',
  openTabsValue: (count: number, cents: number) => `${count} (${formatMoney(cents)})`,
  oldestTab: 'Oldest open tab',
  stockValue: 'Stock at price',
  stockValueNote: 'Counted stock at today’s prices; the shop keeps no cost price, so no value at cost.',
  lowStock: 'At or under reorder level',
  noLowStock: 'No item at or under its reorder level.',
  byCategory: 'Shop sales by category',
  byItem: 'Shop sales by item',
  byDay: 'Shop sales by day',
  columns: {
    name: 'Item',
    category: 'Category',
    quantity: 'Sold',
    refundedQuantity: 'Returned',
    gross: 'Gross',
    discount: 'Discounts',
    tax: 'Tax',
    refunded: 'Refunds',
    net: 'Net',
  },
  csvLink: 'Download Shop CSV',
} as const;

/**
 * The desk's Shop screen in words (docs/shop.md): the counter, tabs, the catalogue and the receipt.
 * The refusals' words are shop.ts's `shopMessages`; these are the screen's own.
 */
import { formatMoney } from './tiers';

export const shopCopy = {
  searchLabel: 'Find an item or scan a barcode',
  searchHint: 'Type a name, or scan: an exact barcode adds the item at once.',
  noItems: 'No item matches.',
  cartEmpty: 'Nothing rung up yet.',
  walkIn: 'Walk-in (no member)',
  customerLabel: 'Customer',
  tenderedLabel: 'Cash handed over ($)',
  tenderedInvalid: 'Type the cash handed over, like 40 or 40.50.',
  tabLabel: 'Put on tab',
  chooseTab: 'Choose an open tab',
  listPrice: (cents: number) => `List price ${formatMoney(cents)}`,
  subtotalBeforeDiscount: 'Before any member discount',
  sold: (total: number) => `Sold: ${formatMoney(total)}`,
  onTab: (label: string, total: number) => `On ${label}: ${formatMoney(total)}`,
  change: (cents: number) => `Change ${formatMoney(cents)}`,
  pastZeroTitle: 'Sell past the count?',
  pastZeroConfirm: 'Sell Anyway',
  openTabs: 'Open tabs',
  noOpenTabs: 'No tab is open.',
  openTabTitle: 'Open a Tab',
  tabOnBooking: 'On a booking today',
  tabOnMember: 'On a member',
  tabOnName: 'Under a name',
  tabNameLabel: 'Tab name',
  tabNameHint: 'Left empty on a booking: its bay and member.',
  closeTabTitle: (label: string) => `Close ${label}`,
  linkReady:
    'Payment link ready: give it to the member to pay on their phone. The tab closes when it is paid.',
  linkField: 'Link to pay',
  linkOutNote: 'Payment link out: no lines until it is paid or the tab is closed another way.',
  receiptHeading: 'Receipt',
  printReceipt: 'Print Receipt',
  catalogue: 'Catalogue',
  addItem: 'Add Item',
  reorder: 'Reorder',
  notCounted: 'not counted',
  delivery: 'Delivery',
  count: 'Count',
  stockQuantity: (kind: 'delivery' | 'count') => (kind === 'delivery' ? 'Units delivered' : 'Units counted'),
  archiveConfirm: (name: string) => `Archive ${name}? It stays on past receipts and is no longer sold.`,
  boardTab: (total: number) => `Tab ${formatMoney(total)}`,
} as const;

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
  tenderedProblem: (
    problem: 'empty' | 'negative' | 'not_a_number' | 'short',
    total: number,
    shortCents = 0,
  ) =>
    ({
      empty: 'Type the cash handed over.',
      negative: 'Cash handed over cannot be negative.',
      not_a_number: 'Type the cash handed over as dollars and cents, like 40 or 40.50.',
      short: `That is ${formatMoney(shortCents)} short of the total, ${formatMoney(total)}.`,
    })[problem],
  changeDue: (cents: number) => `Change due ${formatMoney(cents)}`,
  selectLine: (name: string) => `Select ${name} to split`,
  splitTab: 'Split to New Tab',
  splitTitle: (label: string) => `Split ${label}`,
  splitHint: (n: number, total: number) =>
    `${n} line${n === 1 ? ' goes' : 's go'} to a new tab: ${formatMoney(total)} before any discount.`,
  splitPayer: 'Who pays them',
  splitDone: (label: string, total: number) => `New tab ${label}: ${formatMoney(total)}`,
  moveLine: (name: string) => `Move ${name} to another tab`,
  moveTitle: (name: string) => `Move ${name}`,
  moveTo: 'To the tab',
  noOtherTab: 'No other open tab takes lines: open one first.',
  moved: (name: string, label: string) => `${name} moved to ${label}`,
  repriceNote: 'The member discount follows whoever pays: the tab it goes to prices it.',
} as const;

/** The refusals of splitting a tab and moving its lines (server/src/shop/tabSplit.ts). */
export const tabSplitMessages = {
  noLines: { title: 'No Lines Chosen', message: 'Choose at least one line to move.' },
  lineNotOnTab: {
    title: 'Line Not on Tab',
    message: 'That line is not on this tab any more. Refresh to see the tab as it is.',
  },
  splitTakesAll: {
    title: 'Nothing Left to Split',
    message: 'A split leaves at least one line on this tab. To hand over every line, move them instead.',
  },
  sameTab: { title: 'Same Tab', message: 'Choose another tab: the line is already on this one.' },
  targetClosed: { title: 'Tab Closed', message: 'The tab to move to is closed. Choose an open tab.' },
  targetLinkOut: {
    title: 'Payment Link Sent',
    message: 'A payment link is out for the tab to move to: it takes no lines until it is paid or closed.',
  },
} as const;

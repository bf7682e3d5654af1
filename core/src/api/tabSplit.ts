/**
 * Splitting a tab between payers and moving a line between tabs (docs/shop.md): both answer the two
 * tabs as they are after it, each priced for its own payer.
 */
import { list, object, optional, type Shape, uuid, writtenLine } from './shape';
import { Tab } from './shop';

/** POST /api/staff/tabs/{id}/split: these lines to a new tab on a member or under a name. */
export const TabSplitRequest = object({
  lineIds: list(uuid).min(1).max(50).unique(),
  userId: optional(uuid),
  label: optional(writtenLine(80)),
}).label('request body');
export type TabSplitRequest = Shape<typeof TabSplitRequest>;

/** POST /api/staff/tabs/{id}/lines/{lineId}/move: onto another open tab. */
export const TabLineMoveRequest = object({ toTabId: uuid }).label('request body');
export type TabLineMoveRequest = Shape<typeof TabLineMoveRequest>;

/** The tab the lines left (`from`) and the one they joined (`to`: the new tab of a split). */
export const TabPair = object({ from: Tab, to: Tab });
export type TabPair = Shape<typeof TabPair>;

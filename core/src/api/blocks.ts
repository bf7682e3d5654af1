/** The staff API's bay blocks: POST, GET and DELETE /api/staff/blocks. */
import type { BayBlockInput } from '../bayBlocks';

/** POST /api/staff/blocks: the block, and whether to cancel the bookings it would cover. */
export interface CreateBlocksRequest extends BayBlockInput {
  /** Cancel the bookings inside the block (with its reason, emailing their members) instead of refusing. */
  cancelCovered?: boolean;
}

/** One bay closed for one span, as the API answers it (instants in ISO 8601 UTC). */
export interface BayBlockView {
  id: string;
  /** Every bay and week of one request shares it: DELETE ?scope=group removes them together. */
  groupId: string;
  bayNumber: string;
  /** The venue date the block falls on. */
  date: string;
  startTime: string;
  endTime: string;
  reason: string;
  createdBy: string | null;
  createdAt: string;
}

/** A booking a block would cover, as the 409 lists it (and as the answer lists those cancelled). */
export interface CoveredBooking {
  id: string;
  bayNumber: string;
  startTime: string;
  endTime: string;
  memberName: string;
  guestFee: number;
  /** Its stored status: 'confirmed', 'checked_in' (the member is playing: never cancelled by a block), 'held'. */
  status: string;
  /** That status in the desk's words ('Checked in'). */
  statusWords: string;
}

export interface CreateBlocksResponse {
  blocks: BayBlockView[];
  cancelledBookings: CoveredBooking[];
}

/** DELETE /api/staff/blocks/{id}?scope=block|group: the blocks removed. */
export interface RemovedBlocks {
  removed: BayBlockView[];
}

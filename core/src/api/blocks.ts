/** The staff API's bay blocks: POST, GET and DELETE /api/staff/blocks. */
import Joi from 'joi';
import { BLOCK_REASON_MAX } from '../bayBlocks';
import {
  either,
  id,
  int,
  list,
  nullable,
  object,
  optional,
  type Sent,
  type Shape,
  text,
  withDefault,
  writtenLine,
} from './shape';

const isoDate = Joi.string().max(10);

/**
 * POST /api/staff/blocks: the block (core's BayBlockInput, whose rules say what is wrong with it),
 * and whether to cancel the bookings it would cover.
 */
export const CreateBlocksRequest = object({
  /** Bay numbers, or 'all' for every bay of the venue. */
  bays: either(Joi.string<'all'>().valid('all'), list(Joi.string().max(8)).max(64)),
  date: isoDate,
  startTime: Joi.string().max(5),
  endTime: Joi.string().max(5),
  reason: writtenLine(BLOCK_REASON_MAX * 2),
  repeatWeekly: withDefault(Joi.boolean(), false),
  /** With repeatWeekly: the last date a week may fall on (inclusive). */
  until: optional(isoDate),
  /** Cancel the bookings inside the block (with its reason, emailing their members) instead of refusing. */
  cancelCovered: withDefault(Joi.boolean(), false),
}).label('request body');
export type CreateBlocksRequest = Sent<typeof CreateBlocksRequest>;

/** GET /api/staff/blocks?from=&to=: the blocks of a span of venue days. */
export const BlockListQuery = object({ from: optional(isoDate), to: optional(isoDate) });

/** DELETE /api/staff/blocks/{id}?scope=block|group */
export const BlockRemovalQuery = object({
  scope: withDefault(Joi.string<'block' | 'group'>().valid('block', 'group'), 'block'),
});

/** One bay closed for one span, as the API answers it (instants in ISO 8601 UTC). */
export const BayBlockView = object({
  id,
  /** Every bay and week of one request shares it: DELETE ?scope=group removes them together. */
  groupId: id,
  bayNumber: text,
  /** The venue date the block falls on. */
  date: text,
  startTime: text,
  endTime: text,
  reason: text,
  createdBy: nullable(text),
  createdAt: text,
  /** A private event's hold (its quote): released by cancelling the event, not reopened. */
  eventQuoteId: nullable(text),
  /** A competition round's bay (its round): opened from the board, changed at Competitions. */
  competitionRoundId: nullable(text),
  /** A lesson's bay (docs/decisions/057): freed by cancelling the lesson; the reason names the coach. */
  lessonId: nullable(text),
});
export type BayBlockView = Shape<typeof BayBlockView>;

/** A booking a block would cover, as the 409 lists it (and as the answer lists those cancelled). */
export const CoveredBooking = object({
  id,
  bayNumber: text,
  startTime: text,
  endTime: text,
  memberName: text,
  guestFee: int,
  /** Its stored status: 'confirmed', 'checked_in' (the member is playing: never cancelled by a block), 'held'. */
  status: text,
  /** That status in the desk's words ('Checked in'). */
  statusWords: text,
});
export type CoveredBooking = Shape<typeof CoveredBooking>;

export const CreateBlocksResponse = object({
  blocks: list(BayBlockView),
  cancelledBookings: list(CoveredBooking),
});
export type CreateBlocksResponse = Shape<typeof CreateBlocksResponse>;

/** DELETE /api/staff/blocks/{id}?scope=block|group: the blocks removed. */
export const RemovedBlocks = object({ removed: list(BayBlockView) });
export type RemovedBlocks = Shape<typeof RemovedBlocks>;

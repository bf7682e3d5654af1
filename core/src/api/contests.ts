/**
 * Closest-to-the-pin and long-drive attempts (contestRules.ts): POST and PUT
 * /api/competitions/{id}/rounds/{round}/attempts/{entryId}(/{number}), and the bay's attempts
 * for the phone (GET .../attempts). Distances are sent as the simulator shows them (feet from the
 * pin, or yards, one decimal) and answered in whole tenths.
 */
import Joi from 'joi';
import { CONTEST_FORMATS } from '../competitionKinds';
import { bool, id, int, list, nullable, object, oneOf, type Sent, type Shape, text } from './shape';

/** An attempt's distance (feet from the pin, or yards, to a tenth); null for a miss. */
export const AttemptRequest = object({ distance: nullable(Joi.number()) }).label('request body');
export type AttemptRequest = Sent<typeof AttemptRequest>;

export const AttemptView = object({
  entryId: id,
  round: int,
  number: int,
  /** Whole tenths; null for a miss. */
  tenths: nullable(int),
  enteredAt: text,
  attestedAt: nullable(text),
});
export type AttemptView = Shape<typeof AttemptView>;

/** GET .../attempts: the signed-in player's bay in a round, each player's attempts (theirs to enter, their partners' to attest). */
export const GroupAttempts = object({
  format: oneOf(CONTEST_FORMATS),
  attemptsEach: int,
  contestHole: nullable(int),
  bayNumber: nullable(text),
  players: list(object({ entryId: id, name: text, mine: bool, attempts: list(AttemptView) })),
});
export type GroupAttempts = Shape<typeof GroupAttempts>;

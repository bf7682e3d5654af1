/**
 * The desk's words for a closest-to-the-pin or long-drive contest (docs/competitions.md): the
 * board's heading, entering and correcting an attempt, and the printed contest sheet. The words
 * the desk shares with the phone and the TV (a distance, 'Attempt 2', the provisional mark) are
 * core's contestLabels; the refusals are the server's.
 */
import type { ContestFormat } from '@lounge/core';

export const contestDeskCopy = {
  boardHeading: 'Contest board',
  round: 'Round',
  roundOption: (n: number) => `Round ${n}`,
  formHeading: 'Enter or correct an attempt',
  player: 'Player',
  attempt: 'Attempt',
  /** The next attempt, not entered yet. */
  nextAttempt: (n: number, of: number) => `Attempt ${n} of ${of}: a new one`,
  /** One already entered, chosen to correct it. */
  correctAttempt: (n: number, distance: string) => `Attempt ${n}: ${distance} (correct it)`,
  allEntered: (n: number) =>
    `All ${n} attempt${n === 1 ? ' is' : 's are'} entered; choose one to correct it.`,
  staffAttested: 'An attempt saved here is attested as written; a correction is in the audit trail.',
  save: 'Save Attempt',
  notSaved: 'Attempt Not Saved',
  saved: (name: string, n: number, distance: string) => `Attempt ${n} saved: ${name}, ${distance}`,
  corrected: (name: string, n: number, distance: string) => `Attempt ${n} corrected: ${name}, ${distance}`,
  noPlayers: 'No one is in the field yet.',

  printSheet: 'Print Contest Sheet',
  sheetLabel: (roundLabel: string) => `Contest sheet, ${roundLabel}`,
  sheetHole: (hole: number) => `Hole ${hole} (par 3)`,
  sheetNoHole: 'None: a long drive has no hole',
  unitWords: (format: ContestFormat) =>
    format === 'closest' ? 'Feet from the pin, to a tenth (0.0 in the hole)' : 'Yards, to a tenth',
  unitShort: (format: ContestFormat) => (format === 'closest' ? 'ft' : 'yd'),
  sheetHowTo: 'Write each attempt as the simulator shows it, or M for a miss. A partner initials each row.',
  sheetBest: 'Best',
  sheetAttested: 'Attested by',
  sheetCaption: (attempts: number) => `The field, a box for each of ${attempts} attempts`,
} as const;

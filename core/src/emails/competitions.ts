/** A competition's emails to its players: entries, rounds and results. */

import { bayLabel } from '../venue';
import { describeSlot, type EmailContext, type EmailText, letter } from './letter';

/** A round as a competition email names it: the event, its round, the player's bay and the time. */
export interface EmailRound {
  competitionId: string;
  competitionName: string;
  /** 'Week 2' in a league; null in a tournament. */
  roundLabel: string | null;
  bayNumber: string | null;
  startTime: string;
  endTime: string;
}

function roundLines(r: EmailRound, c: EmailContext): string[] {
  return [
    `  ${r.competitionName}${r.roundLabel ? `, ${r.roundLabel}` : ''}`,
    `  ${describeSlot(r.startTime, r.endTime, c.venue.timeZone)}`,
    `  ${r.bayNumber ? bayLabel(r.bayNumber) : 'Your bay is given out when the groups are made.'}`,
  ];
}

export const competitionEmails = {
  entered(firstName: string, r: EmailRound, c: EmailContext): EmailText {
    return {
      subject: `Entry confirmed: ${r.competitionName}`,
      text: letter(
        firstName,
        [
          'You are entered:',
          '',
          ...roundLines(r, c),
          '',
          'The attached calendar file adds your next round to your calendar.',
          `The field and the leaderboard: ${c.publicUrl}/tournaments/${r.competitionId}`,
        ],
        c,
      ),
    };
  },
  placeOpen(firstName: string, r: EmailRound, feeWords: string, c: EmailContext): EmailText {
    return {
      subject: `A place opened: ${r.competitionName}`,
      text: letter(
        firstName,
        [
          `A place opened in ${r.competitionName} and it is held for you. Pay the entry fee (${feeWords}) to take it:`,
          `${c.publicUrl}/tournaments/${r.competitionId}`,
        ],
        c,
      ),
    };
  },
  results(
    firstName: string,
    competitionName: string,
    lines: readonly string[],
    competitionId: string,
    c: EmailContext,
  ): EmailText {
    return {
      subject: `Results: ${competitionName}`,
      text: letter(
        firstName,
        [
          `The results of ${competitionName}:`,
          '',
          ...lines.map((l) => `  ${l}`),
          '',
          `${c.publicUrl}/tournaments/${competitionId}`,
        ],
        c,
      ),
    };
  },
};

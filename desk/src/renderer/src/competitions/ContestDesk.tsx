/**
 * A closest-to-the-pin or long-drive contest at the desk, in place of the card entry stroke play
 * has: the chosen round's board (the web's ContestBoard, ranked by best attempt, provisional lines
 * marked) with the players' full names, since staff see who is who, and under it entering or
 * correcting an attempt (AttemptEntry). The board is the server's (the competition's detail); the
 * desk ranks nothing itself.
 */
import {
  contestLabels as C,
  type CompetitionDetail,
  type ContestFormat,
  type StaffEntryView,
} from '@lounge/core';
import { ContestBoard } from '@lounge/web/ui';
import { Select } from 'antd';
import { useState } from 'react';
import { AttemptEntry } from './AttemptEntry';
import { contestDeskCopy as D } from './contestDeskCopy';

/** The round a contest opens on: the latest one with an attempt, else the first. */
function currentRound(c: CompetitionDetail): number {
  const played = c.rounds.filter((r) => r.contestBoard.length > 0).at(-1);
  return played?.number ?? c.rounds[0]?.number ?? 1;
}

export function ContestDesk({
  competition: c,
  format,
  entries,
}: {
  competition: CompetitionDetail;
  format: ContestFormat;
  entries: readonly StaffEntryView[];
}) {
  const [roundNumber, setRoundNumber] = useState(() => currentRound(c));
  const round = c.rounds.find((r) => r.number === roundNumber) ?? c.rounds[0];
  const names = new Map(entries.map((e) => [e.id, e.memberName]));
  const attemptsEach = c.contestAttempts ?? 0;
  if (!round) return null;
  const lines = round.contestBoard.map((line) => ({ ...line, name: names.get(line.entryId) ?? line.name }));
  return (
    <section className="contest-desk" aria-labelledby="contest-desk-title">
      <h3 id="contest-desk-title">{D.boardHeading}</h3>
      <p>
        {C.formatWords(format, c.contestHole)}: {C.unit(format)}; {C.attemptsEach(attemptsEach)}.
      </p>
      {c.rounds.length > 1 && (
        <Select
          aria-label={D.round}
          value={round.number}
          onChange={(n: number) => setRoundNumber(n)}
          options={c.rounds.map((r) => ({ value: r.number, label: D.roundOption(r.number) }))}
        />
      )}
      <ContestBoard lines={lines} format={format} attempts={attemptsEach} className="competitions-list" />
      <AttemptEntry key={round.number} competition={c} format={format} round={round} entries={entries} />
    </section>
  );
}

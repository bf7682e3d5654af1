import {
  bayLabel,
  contestLabels as C,
  type CompetitionDetail,
  type ContestFormat,
  contestMessages,
  type GroupAttempts,
  parseDistance,
} from '@lounge/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Input } from 'antd';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { refusalNotice } from '../../api/apiError';
import { showToast } from '../../feedback/toast';
import { PageLoading } from '../../ui/PageLoading';
import { attestAttempt, enterAttempt, groupAttemptsQuery, refreshCompetition } from './tournamentsApi';

const FAILED = { title: 'Not Saved', message: 'Please try again.' };
type Player = GroupAttempts['players'][number];

/**
 * A contest's page on the player's phone (closest to the pin, long drive): their attempts, entered
 * one after another as the simulator shows each distance (or a miss), and their partners' in the
 * same bay to attest by typing the distance they saw. The server holds every rule.
 */
export function ContestAttempts({ competition, round }: { competition: CompetitionDetail; round: number }) {
  const group = useQuery(groupAttemptsQuery(competition.id, round));
  if (group.isLoading) return <PageLoading />;
  const data = group.data;
  const mine = data?.players.find((p) => p.mine);
  if (!data || !mine) return <p>{C.noAttempts}</p>;
  return (
    <section className="section scorecard" aria-labelledby="contest-title">
      <div className="container">
        <p className="eyebrow">
          <Link to={`/tournaments/${competition.id}`}>{competition.name}</Link>
          {data.bayNumber ? ` · ${bayLabel(data.bayNumber)}` : ''}
        </p>
        <h1 id="contest-title">{C.formatWords(data.format, data.contestHole)}</h1>
        <MyAttempts competitionId={competition.id} round={round} data={data} player={mine} />
        {data.players
          .filter((p) => !p.mine)
          .map((p) => (
            <PartnerAttempts
              key={p.entryId}
              competitionId={competition.id}
              round={round}
              format={data.format}
              player={p}
            />
          ))}
      </div>
    </section>
  );
}

function AttemptList({ format, player }: { format: ContestFormat; player: Player }) {
  if (player.attempts.length === 0) return <p>{C.noAttempts}</p>;
  return (
    <ol className="contest-attempts">
      {player.attempts.map((a) => (
        <li key={a.number}>
          {C.attempt(a.number)}: {C.distance(format, a.tenths)} · {a.attestedAt ? C.attested : C.waiting}
        </li>
      ))}
    </ol>
  );
}

function MyAttempts({
  competitionId,
  round,
  data,
  player,
}: {
  competitionId: string;
  round: number;
  data: GroupAttempts;
  player: Player;
}) {
  const [text, setText] = useState('');
  const inputId = useId();
  const client = useQueryClient();
  const left = data.attemptsEach - player.attempts.length;
  const save = useMutation({
    mutationFn: (distance: number | null) => enterAttempt(competitionId, round, player.entryId, distance),
    onSuccess: () => {
      setText('');
      void refreshCompetition(client, competitionId);
    },
    onError: (error) => showToast({ ...refusalNotice(error, FAILED), kind: 'error' }),
  });
  return (
    <section aria-labelledby="my-attempts">
      <h2 id="my-attempts">{C.attemptsHeading}</h2>
      <AttemptList format={data.format} player={player} />
      <p>{C.attemptsLeft(left)}</p>
      {left > 0 && (
        <form
          className="contest-entry"
          onSubmit={(e) => {
            e.preventDefault();
            const typed = parseDistance(text);
            // Text that is no number never leaves the phone; the server checks the range.
            if (typed === null) showToast({ ...contestMessages.badDistance(data.format), kind: 'error' });
            else save.mutate(typed);
          }}
        >
          <label htmlFor={inputId}>{C.distanceLabel(data.format)}</label>
          <Input id={inputId} inputMode="decimal" value={text} onChange={(e) => setText(e.target.value)} />
          <Button
            htmlType="submit"
            type="primary"
            size="large"
            loading={save.isPending}
            disabled={text.trim() === ''}
          >
            {C.enter}
          </Button>
          <Button size="large" onClick={() => save.mutate(null)} disabled={save.isPending}>
            {C.missed}
          </Button>
        </form>
      )}
    </section>
  );
}

function PartnerAttempts({
  competitionId,
  round,
  format,
  player,
}: {
  competitionId: string;
  round: number;
  format: ContestFormat;
  player: Player;
}) {
  const headingId = useId();
  const open = player.attempts.filter((a) => a.attestedAt === null);
  return (
    <section aria-labelledby={headingId} className="scorecard-partners">
      <h2 id={headingId}>
        {C.partnersHeading}: {player.name}
      </h2>
      <AttemptList format={format} player={player} />
      {open.map((a) => (
        <AttestForm
          key={a.number}
          competitionId={competitionId}
          round={round}
          format={format}
          player={player}
          number={a.number}
        />
      ))}
    </section>
  );
}

function AttestForm({
  competitionId,
  round,
  format,
  player,
  number,
}: {
  competitionId: string;
  round: number;
  format: ContestFormat;
  player: Player;
  number: number;
}) {
  const [text, setText] = useState('');
  const inputId = useId();
  const client = useQueryClient();
  const attest = useMutation({
    mutationFn: (distance: number | null) =>
      attestAttempt(competitionId, round, player.entryId, number, distance),
    onSuccess: () => {
      showToast({ title: C.attested, kind: 'success' });
      void refreshCompetition(client, competitionId);
    },
    onError: (error) => showToast({ ...refusalNotice(error, FAILED), kind: 'error' }),
  });
  return (
    <form
      className="contest-entry"
      onSubmit={(e) => {
        e.preventDefault();
        // Left empty, the partner attests a miss.
        const typed = text.trim() === '' ? null : parseDistance(text);
        if (typed === null && text.trim() !== '')
          showToast({ ...contestMessages.badDistance(format), kind: 'error' });
        else attest.mutate(typed);
      }}
    >
      <label htmlFor={inputId}>
        {player.name}, {C.attempt(number)}: {C.attestLabel(format)}
      </label>
      <Input id={inputId} inputMode="decimal" value={text} onChange={(e) => setText(e.target.value)} />
      <Button htmlType="submit" size="large" loading={attest.isPending}>
        {C.attest}
      </Button>
    </form>
  );
}

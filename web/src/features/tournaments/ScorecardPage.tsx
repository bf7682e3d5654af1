import {
  bayLabel,
  type CompetitionDetail,
  type GroupCards,
  isContest,
  competitionLabels as L,
  strokesOnHole,
} from '@lounge/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { refusalNotice } from '../../api/apiError';
import { showToast } from '../../feedback/toast';
import { PageLoading } from '../../ui/PageLoading';
import { usePageTitle } from '../../ui/usePageTitle';
import { ContestAttempts } from './ContestAttempts';
import { ScorecardGrid } from './ScorecardGrid';
import { competitionQuery, groupCardsQuery, refreshCompetition, saveCard } from './tournamentsApi';
import { pendingCard, useCardSaver } from './useCardSaver';
import './tournaments.css';

const FAILED = { title: 'Not Saved', message: 'Please try again.' };
type Card = GroupCards['cards'][number];

/**
 * /tournaments/:id/rounds/:round/card: the player's card on a phone at the bay. One hole a screen
 * with big buttons, and under it the whole card as a grid to type into (ScorecardGrid: par, strokes
 * received, the round to par so far), saved as it goes (useCardSaver), then Submit; below, the
 * partners' cards of the same bay to attest once they are submitted.
 */
export default function ScorecardPage() {
  const { id = '', round: roundParam = '1' } = useParams();
  const round = Number(roundParam);
  usePageTitle(L.scorecard);
  const detail = useQuery(competitionQuery(id));
  // A contest has attempts, not a card: its own page, and no card to ask for.
  const contest = detail.data !== undefined && isContest(detail.data.format);
  const group = useQuery({ ...groupCardsQuery(id, round), enabled: detail.data !== undefined && !contest });
  if (detail.data && contest) return <ContestAttempts competition={detail.data} round={round} />;
  if (detail.isLoading || group.isLoading) return <PageLoading />;
  const mine = group.data?.cards.find((c) => c.mine);
  if (!detail.data || !group.data || !mine)
    return (
      <section className="section scorecard">
        <div className="container">
          <h1>{L.scorecard}</h1>
          <p>{L.noCard}</p>
        </div>
      </section>
    );
  return (
    <section className="section scorecard" aria-labelledby="scorecard-title">
      <div className="container">
        <p className="eyebrow">
          <Link to={`/tournaments/${id}`}>{detail.data.name}</Link>
          {group.data.bayNumber ? ` · ${bayLabel(group.data.bayNumber)}` : ''}
        </p>
        <h1 id="scorecard-title">{L.scorecard}</h1>
        <MyCard competition={detail.data} round={round} card={mine} />
        <Partners competitionId={id} round={round} cards={group.data.cards.filter((c) => !c.mine)} />
      </div>
    </section>
  );
}

function MyCard({ competition, round, card }: { competition: CompetitionDetail; round: number; card: Card }) {
  const [holes, setHoles] = useState<(number | null)[]>(
    () => pendingCard(competition.id, round) ?? card.holes,
  );
  const firstOpen = holes.indexOf(null);
  const [at, setAt] = useState(firstOpen === -1 ? 0 : firstOpen);
  const [submitted, setSubmitted] = useState(card.submittedAt !== null);
  const saver = useCardSaver(competition.id, round, card.entryId);
  const client = useQueryClient();
  const submit = useMutation({
    mutationFn: () => {
      saver.settle();
      return saveCard(competition.id, round, card.entryId, holes, true);
    },
    onSuccess: () => {
      setSubmitted(true);
      showToast({ title: L.submitted, kind: 'success' });
      void refreshCompetition(client, competition.id);
    },
    onError: (error) => showToast({ ...refusalNotice(error, FAILED), kind: 'error' }),
  });
  if (card.final) return <CardSummary holes={card.holes} competition={competition} note={L.final} />;
  if (submitted) return <CardSummary holes={holes} competition={competition} note={L.submitted} />;

  const hole = competition.course.holes[at];
  const score = holes[at] ?? null;
  const set = (value: number) => {
    const next = holes.map((h, i) => (i === at ? Math.min(15, Math.max(1, value)) : h));
    setHoles(next);
    saver.change(next);
  };
  const done = holes.every((h) => h !== null);
  return (
    <div className="scorecard-hole">
      <h2>{L.hole(at + 1)}</h2>
      <p className="scorecard-meta">
        {hole ? `${L.par(hole.par)} · ${L.strokeIndex(hole.strokeIndex)}` : ''}
      </p>
      <div className="scorecard-entry">
        <Button
          className="scorecard-step"
          aria-label={L.fewer}
          onClick={() => set((score ?? hole?.par ?? 4) - 1)}
          disabled={score === 1}
        >
          −
        </Button>
        <output className="scorecard-score" aria-live="polite" aria-label={`Score on hole ${at + 1}`}>
          {score ?? '–'}
        </output>
        <Button
          className="scorecard-step"
          aria-label={L.more}
          onClick={() => set(score === null ? (hole?.par ?? 4) : score + 1)}
          disabled={score === 15}
        >
          +
        </Button>
      </div>
      <p className="scorecard-save" role="status">
        {saver.state === 'saving' ? L.saving : saver.state === 'offline' ? L.offline : L.saved}
      </p>
      <div className="scorecard-nav">
        <Button size="large" disabled={at === 0} onClick={() => setAt(at - 1)}>
          {L.previousHole}
        </Button>
        {at < 17 ? (
          <Button size="large" type="primary" onClick={() => setAt(at + 1)}>
            {L.nextHole}
          </Button>
        ) : (
          <Button
            size="large"
            type="primary"
            disabled={!done}
            loading={submit.isPending}
            onClick={() => submit.mutate()}
          >
            {L.submit}
          </Button>
        )}
      </div>
      <ScorecardGrid
        legend={L.scorecard}
        holes={competition.course.holes}
        strokes={competition.course.holes.map((h) => strokesOnHole(card.playingHandicap, h.strokeIndex))}
        scores={holes}
        onChange={(next) => {
          setHoles(next);
          saver.change(next);
        }}
        onFocusHole={setAt}
      />
    </div>
  );
}

function CardSummary({
  holes,
  competition,
  note,
}: {
  holes: readonly (number | null)[];
  competition: CompetitionDetail;
  note: string;
}) {
  const total = holes.reduce<number>((sum, h) => sum + (h ?? 0), 0);
  const par = competition.course.holes.reduce((sum, h) => sum + h.par, 0);
  return (
    <div className="scorecard-summary">
      <p role="status">{note}</p>
      <p className="scorecard-total">
        {total} ({L.toPar(total - par)})
      </p>
    </div>
  );
}

function Partners({ competitionId, round, cards }: { competitionId: string; round: number; cards: Card[] }) {
  const client = useQueryClient();
  const attest = useMutation({
    mutationFn: (card: Card) => saveCard(competitionId, round, card.entryId, card.holes, true),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['/api/competitions', competitionId] });
    },
    onError: (error) => showToast({ ...refusalNotice(error, FAILED), kind: 'error' }),
  });
  if (cards.length === 0) return null;
  return (
    <section aria-labelledby="partners-title" className="scorecard-partners">
      <h2 id="partners-title">{L.partners}</h2>
      <p>{L.attestHint}</p>
      <ul>
        {cards.map((card) => {
          const total = card.holes.reduce<number>((sum, h) => sum + (h ?? 0), 0);
          return (
            <li key={card.entryId}>
              <span>
                {card.name}: {card.submittedAt ? `${total} (${card.holes.join(' ')})` : L.notSubmittedYet}
              </span>
              {card.final ? (
                <span>{L.final}</span>
              ) : (
                card.submittedAt && (
                  <Button
                    size="large"
                    loading={attest.isPending && attest.variables?.entryId === card.entryId}
                    onClick={() => attest.mutate(card)}
                  >
                    {L.attest}: {card.name}
                  </Button>
                )
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

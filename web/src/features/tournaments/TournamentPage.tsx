import {
  bayLabel,
  contestLabels as C,
  type CompetitionDetail,
  formatDateLong,
  formatMoney,
  isContest,
  competitionLabels as L,
  venueDate,
} from '@lounge/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm } from 'antd';
import { useEffect, useRef } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { refusalNotice } from '../../api/apiError';
import { useVenue } from '../../api/venue';
import { showToast } from '../../feedback/toast';
import { ButtonLink } from '../../ui/ButtonLink';
import { PageHero } from '../../ui/PageHero';
import { PageLoading } from '../../ui/PageLoading';
import { usePageTitle } from '../../ui/usePageTitle';
import { useCurrentUser } from '../auth/currentUser';
import { dateLabel, timeLabel, timeRangeLabel } from '../booking/bookingTimes';
import { ContestBoard } from './ContestBoard';
import { Leaderboard, Standings } from './Leaderboard';
import { NameOnBoardsSetting } from './NameOnBoardsSetting';
import {
  competitionQuery,
  confirmEntryPayment,
  enterCompetition,
  LIVE_REFRESH_MS,
  refreshCompetition,
  withdrawFromCompetition,
} from './tournamentsApi';
import './tournaments.css';

const FAILED = { title: 'Something Went Wrong', message: 'Please try again.' };

/**
 * /tournaments/:id: the event, Enter (or the waiting list, or paying for a held place) and
 * Withdraw, the field and its groups, the current round's leaderboard and a league's standings.
 * Read again every 30 seconds while it is open, so a live round's board moves by itself.
 */
export default function TournamentPage() {
  const { id = '' } = useParams();
  const detail = useQuery({ ...competitionQuery(id), refetchInterval: LIVE_REFRESH_MS });
  usePageTitle(detail.data?.name ?? L.pageTitle);
  usePaymentReturn(id);
  if (detail.isLoading) return <PageLoading />;
  const c = detail.data;
  if (!c)
    return (
      <PageHero title={L.pageTitle}>
        <p>Not found.</p>
      </PageHero>
    );
  return (
    <>
      <PageHero
        eyebrow={c.kind === 'league' ? 'League' : 'Tournament'}
        title={c.name}
        actions={<EntryActions competition={c} />}
      >
        {c.description && <p>{c.description}</p>}
      </PageHero>
      <section className="section">
        <div className="container tournament">
          <Facts competition={c} />
          {c.mine && <MyEntry competition={c} />}
          <section aria-labelledby="board-title">
            <h2 id="board-title">{L.leaderboard}</h2>
            {isContest(c.format) ? (
              <ContestBoard lines={c.contestBoard} format={c.format} attempts={c.contestAttempts ?? 0} />
            ) : (
              <Leaderboard
                lines={c.leaderboard}
                caption={c.format === 'net' ? 'Net leaderboard' : 'Gross leaderboard'}
              />
            )}
          </section>
          {c.kind === 'league' && (
            <section aria-labelledby="standings-title">
              <h2 id="standings-title">{L.standings}</h2>
              <Standings standings={c.standings} caption={L.tvStandings} />
            </section>
          )}
          <Rounds competition={c} />
          <section aria-labelledby="field-title">
            <h2 id="field-title">{L.field}</h2>
            {c.field.length === 0 ? (
              // Players entered but none listed: the server keeps the field for members.
              <p className="tournament-empty">
                {c.entered > 0 ? L.fieldForMembers : 'No one has entered yet.'}
              </p>
            ) : (
              <ol className="tournament-field">
                {c.field.map((p) => (
                  <li key={p.entryId}>{p.name}</li>
                ))}
              </ol>
            )}
          </section>
        </div>
      </section>
    </>
  );
}

/**
 * Back from the checkout: the server reads the session at the gateway and confirms the entry at
 * once (the payment's webhook may come later; whichever is first counts, once). Then say how it
 * went and read the event again.
 */
function usePaymentReturn(id: string) {
  const [params, setParams] = useSearchParams();
  const client = useQueryClient();
  const payment = params.get('payment');
  const sessionId = params.get('session_id');
  // Once per return: development's StrictMode runs an effect twice before the address is cleared.
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!payment || handled.current === `${payment}:${sessionId}`) return;
    handled.current = `${payment}:${sessionId}`;
    setParams({}, { replace: true });
    if (payment !== 'success') {
      showToast({ title: L.paymentCancelled, kind: 'info' });
      void refreshCompetition(client, id);
      return;
    }
    const confirmed = sessionId
      ? confirmEntryPayment(id, sessionId).then((answer) =>
          answer.entry.status === 'entered'
            ? showToast({ title: L.paid, kind: 'success' })
            : showToast({ title: answer.message, kind: 'info' }),
        )
      : Promise.resolve(showToast({ title: L.paid, kind: 'success' }));
    void confirmed
      .catch((error: unknown) => showToast({ ...refusalNotice(error, FAILED), kind: 'error' }))
      .finally(() => refreshCompetition(client, id));
  }, [payment, sessionId, client, id, setParams]);
}

function Facts({ competition: c }: { competition: CompetitionDetail }) {
  const { venue } = useVenue();
  const closes = Date.parse(c.registrationClosesAt);
  const fees =
    c.entryFeeCents.general === 0 && c.entryFeeCents.vip === 0
      ? 'Free'
      : c.eligibility === 'vip'
        ? formatMoney(c.entryFeeCents.vip)
        : `General ${formatMoney(c.entryFeeCents.general)}, VIP ${formatMoney(c.entryFeeCents.vip)}`;
  return (
    <dl className="tournament-facts">
      <div>
        <dt>Format</dt>
        <dd>{L.formatWords(c.format, c.allowancePercent, c.contestHole)}</dd>
      </div>
      {c.contestAttempts !== null && (
        <div>
          <dt>{C.attemptsTerm}</dt>
          <dd>
            {C.attemptsEach(c.contestAttempts)}, {C.unit(c.format === 'closest' ? 'closest' : 'longest')}
          </dd>
        </div>
      )}
      <div>
        <dt>Who may enter</dt>
        <dd>{L.eligibilityWords(c.eligibility)}</dd>
      </div>
      <div>
        <dt>Entry fee</dt>
        <dd>{fees}</dd>
      </div>
      <div>
        <dt>Field</dt>
        <dd>
          {c.entered} of {c.fieldSize}
          {c.waiting > 0 ? `, ${c.waiting} waiting` : ''}
        </dd>
      </div>
      <div>
        <dt>Course</dt>
        <dd>{c.courseName}</dd>
      </div>
      <div>
        <dt>{c.registrationOpen ? L.registrationCloses : L.registrationClosed}</dt>
        <dd>
          {formatDateLong(closes, venue.timeZone)} {timeLabel(closes, venue)}
        </dd>
      </div>
    </dl>
  );
}

function EntryActions({ competition: c }: { competition: CompetitionDetail }) {
  const { signedIn } = useCurrentUser();
  const client = useQueryClient();
  const enter = useMutation({
    mutationFn: () => enterCompetition(c.id),
    onSuccess: (answer) => {
      if (answer.checkout) {
        window.location.assign(answer.checkout.url);
        return;
      }
      showToast({ title: answer.message, kind: 'success' });
      void refreshCompetition(client, c.id);
    },
    onError: (error) => showToast({ ...refusalNotice(error, FAILED), kind: 'error' }),
  });
  const withdraw = useMutation({
    mutationFn: () => withdrawFromCompetition(c.id),
    onSuccess: (answer) => {
      showToast({ title: answer.message, kind: 'success' });
      void refreshCompetition(client, c.id);
    },
    onError: (error) => showToast({ ...refusalNotice(error, FAILED), kind: 'error' }),
  });
  if (!signedIn) {
    return c.registrationOpen ? (
      <ButtonLink to={`/login?returnTo=/tournaments/${c.id}`} type="primary" size="large">
        {L.signInToEnter}
      </ButtonLink>
    ) : null;
  }
  const mine = c.mine;
  const busy = enter.isPending || withdraw.isPending;
  if (mine?.status === 'unpaid') {
    // A place held for the member (the waiting list offered it, even after registration closed):
    // theirs to pay for, or to give up to the next in line.
    return (
      <>
        <Button
          type="primary"
          size="large"
          loading={enter.isPending}
          disabled={busy}
          onClick={() => enter.mutate()}
        >
          {L.payForPlace(formatMoney(mine.feeCents))}
        </Button>
        <Popconfirm
          title={L.declinePlace}
          description={L.declineConfirm}
          okText={L.declinePlace}
          cancelText="Keep the Place"
          onConfirm={() => withdraw.mutate()}
        >
          <Button size="large" loading={withdraw.isPending} disabled={busy}>
            {L.declinePlace}
          </Button>
        </Popconfirm>
      </>
    );
  }
  if (mine) {
    return (
      <Popconfirm
        title={L.withdraw}
        description={L.withdrawConfirm(c.registrationOpen && mine.status === 'entered' && mine.feeCents > 0)}
        okText={L.withdraw}
        cancelText="Keep My Entry"
        onConfirm={() => withdraw.mutate()}
      >
        <Button size="large" danger loading={withdraw.isPending} disabled={busy}>
          {L.withdraw}
        </Button>
      </Popconfirm>
    );
  }
  if (!c.registrationOpen) return null;
  const full = c.entered >= c.fieldSize;
  return (
    <Button
      type="primary"
      size="large"
      loading={enter.isPending}
      disabled={busy}
      onClick={() => enter.mutate()}
    >
      {full ? L.joinWaitlist : L.enter}
    </Button>
  );
}

function MyEntry({ competition: c }: { competition: CompetitionDetail }) {
  const { venue } = useVenue();
  const mine = c.mine;
  if (!mine) return null;
  const next = mine.nextRound;
  const live = c.rounds.find(
    (r) =>
      Date.parse(r.startsAt) <= Date.now() &&
      !r.closedAt &&
      Date.parse(r.endsAt) + 12 * 3_600_000 > Date.now(),
  );
  return (
    <section className="tournament-mine" aria-labelledby="mine-title">
      <h2 id="mine-title">{L.yourEntry}</h2>
      <p>
        {L.entryStatus[mine.status]}
        {mine.waitingPosition ? ` · ${L.waitingPosition(mine.waitingPosition)}` : ''}
      </p>
      {next && mine.status === 'entered' && (
        <p>
          Round {next.number}: {dateLabel(venueDate(Date.parse(next.startsAt), venue.timeZone))},{' '}
          {timeLabel(Date.parse(next.startsAt), venue)} · {L.bayAt(next.bayNumber)}
        </p>
      )}
      {live && mine.status === 'entered' && (
        <ButtonLink to={`/tournaments/${c.id}/rounds/${live.number}/card`} type="primary" size="large">
          {L.openScorecard}
        </ButtonLink>
      )}
      <NameOnBoardsSetting />
    </section>
  );
}

function Rounds({ competition: c }: { competition: CompetitionDetail }) {
  const { venue } = useVenue();
  return (
    <section aria-labelledby="rounds-title">
      <h2 id="rounds-title">{c.kind === 'league' ? 'Rounds' : L.groups}</h2>
      <ol className="tournament-rounds">
        {c.rounds.map((r) => (
          <li key={r.number}>
            <h3>
              {c.kind === 'league' ? `Week ${r.number}: ` : ''}
              {dateLabel(r.date)}, {timeRangeLabel(r.startsAt, r.endsAt, venue)}
            </h3>
            {r.groups.length > 0 && (
              <ul className="tournament-groups">
                {r.groups.map((g) => (
                  <li key={g.bayNumber}>
                    <strong>{bayLabel(g.bayNumber)}</strong>: {g.players.map((p) => p.name).join(', ')}
                  </li>
                ))}
              </ul>
            )}
            {c.kind === 'league' && r.leaderboard.length > 0 && (
              <details>
                <summary>Week {r.number} leaderboard</summary>
                <Leaderboard lines={r.leaderboard} caption={`Week ${r.number}`} />
              </details>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

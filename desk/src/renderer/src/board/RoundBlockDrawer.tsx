/**
 * A competition round's block opened from the board: the field with each player's bay and where
 * their card stands, the TV leaderboard's address (a link, and Copy Link for the lounge's TV), and
 * closing the round (its confirmation names the cards not final first). Groups and cards are
 * changed at Competitions.
 */
import { bayLabel, competitionLabels as L, type StaffRoundView } from '@lounge/core';
import { showToast } from '@lounge/web/feedback';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Drawer, Popconfirm, Tag } from 'antd';
import { refusalText, staffApi } from '../api/staffApi';
import { COMPETITIONS_KEY, competitionKey, competitionRoundKey } from '../competitions/competitionKeys';
import { LoadErrorAlert } from '../ui/LoadErrorAlert';
import { shortDateOf, venueTimeOf } from '../ui/venueTime';

const CARD_COLOR: Record<StaffRoundView['players'][number]['card'], string> = {
  none: 'default',
  in_progress: 'blue',
  submitted: 'orange',
  final: 'green',
};

function roundTitle(round: Pick<StaffRoundView, 'competitionName' | 'kind' | 'number'>): string {
  return `${round.competitionName}, ${round.kind === 'league' ? `Week ${round.number}` : `Round ${round.number}`}`;
}

export function RoundBlockDrawer({
  roundId,
  zone,
  onClose,
}: {
  roundId: string | null;
  zone: string;
  onClose: () => void;
}) {
  const round = useQuery({
    queryKey: competitionRoundKey(roundId ?? ''),
    queryFn: () => staffApi.competitionRound(roundId ?? ''),
    enabled: roundId !== null,
  });
  const r = round.data?.roundId === roundId ? round.data : undefined;
  return (
    <Drawer
      open={roundId !== null}
      onClose={onClose}
      size={520}
      title={r ? roundTitle(r) : 'Competition round'}
    >
      <LoadErrorAlert error={round.error} title="The round could not be loaded" />
      {r && <RoundDetails round={r} zone={zone} />}
    </Drawer>
  );
}

function RoundDetails({ round: r, zone }: { round: StaffRoundView; zone: string }) {
  const client = useQueryClient();
  const close = useMutation({
    mutationFn: () => staffApi.closeRound(r.competitionId, r.number),
    onSuccess: () => {
      showToast({
        title: 'Results Announced',
        message: `${roundTitle(r)}: the field is emailed the results.`,
        kind: 'success',
      });
    },
    onError: (error) => showToast({ ...refusalText(error, 'Not Closed'), kind: 'error' }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: competitionRoundKey(r.roundId) });
      void client.invalidateQueries({ queryKey: competitionKey(r.competitionId) });
      void client.invalidateQueries({ queryKey: COMPETITIONS_KEY });
    },
  });
  const notFinal = r.players.filter((p) => p.card !== 'final');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(r.tvUrl);
      showToast({ title: 'Link Copied', message: r.tvUrl, kind: 'success' });
    } catch {
      showToast({ title: 'Not Copied', message: 'Select the address and copy it.', kind: 'error' });
    }
  };
  return (
    <div className="round-block-details">
      <p>
        {shortDateOf(r.startsAt, zone)}, {venueTimeOf(r.startsAt, zone)} – {venueTimeOf(r.endsAt, zone)}
        {r.closedAt && <Tag className="inline-tag">Closed; results announced</Tag>}
      </p>
      <section aria-labelledby="round-tv-title">
        <h3 id="round-tv-title">TV leaderboard</h3>
        <p className="round-tv-link">
          <a href={r.tvUrl} target="_blank" rel="noreferrer">
            {r.tvUrl}
          </a>{' '}
          <Button size="small" onClick={() => void copy()}>
            Copy Link
          </Button>
        </p>
      </section>
      {r.players.length === 0 ? (
        <p className="muted">No one is in the field.</p>
      ) : (
        <table className="desk-table round-field">
          <caption>The field and their cards</caption>
          <thead>
            <tr>
              <th scope="col">Player</th>
              <th scope="col">Bay</th>
              <th scope="col">Card</th>
            </tr>
          </thead>
          <tbody>
            {r.players.map((p) => (
              <tr key={p.entryId}>
                <th scope="row">{p.memberName}</th>
                <td>{p.bayNumber ? bayLabel(p.bayNumber) : '–'}</td>
                <td>
                  <Tag color={CARD_COLOR[p.card]}>{L.cardStateWords[p.card]}</Tag>
                  {p.gross !== null && (
                    <span className="muted">
                      {' '}
                      {p.gross} thru {L.thru(p.holesPlayed)}
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {!r.closedAt && (
        <div className="drawer-actions">
          <Popconfirm
            title="Close Round and Email Results?"
            description={
              notFinal.length > 0
                ? `Not final: ${notFinal.map((p) => `${p.memberName} (${L.cardStateWords[p.card]})`).join(', ')}. Those cards are left off the results.`
                : 'Every card is final. The field is emailed the results.'
            }
            okText="Close and Email"
            cancelText="Not Yet"
            onConfirm={() => close.mutate()}
          >
            <Button type="primary" loading={close.isPending}>
              Close Round and Email Results
            </Button>
          </Popconfirm>
        </div>
      )}
    </div>
  );
}

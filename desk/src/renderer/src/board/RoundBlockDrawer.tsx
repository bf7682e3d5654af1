/**
 * A competition round's block opened from the board: the field with each player's bay and where
 * their card stands, the TV leaderboard's address (a link, and Copy Link for the lounge's TV), and
 * closing the round (CloseRoundConfirm, as at Competitions: the cards not final first). Groups and
 * cards are changed at Competitions.
 */
import { bayLabel, competitionLabels as L, moneyStepCopy, type StaffRoundView } from '@lounge/core';
import { showToast } from '@lounge/web/feedback';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Drawer, Tag } from 'antd';
import { useState } from 'react';
import { staffApi } from '../api/staffApi';
import { CloseRoundConfirm } from '../competitions/CloseRoundConfirm';
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
  const [closing, setClosing] = useState(false);
  const closed = () => {
    setClosing(false);
    void client.invalidateQueries({ queryKey: competitionRoundKey(r.roundId) });
    void client.invalidateQueries({ queryKey: competitionKey(r.competitionId) });
    void client.invalidateQueries({ queryKey: COMPETITIONS_KEY });
  };
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
          <Button type="primary" onClick={() => setClosing(true)}>
            {moneyStepCopy.closeRound.ok}
          </Button>
        </div>
      )}
      {closing && (
        <CloseRoundConfirm
          competitionId={r.competitionId}
          roundNumber={r.number}
          roundName={roundTitle(r)}
          players={r.players.length}
          unattested={notFinal.map((p) => ({
            entryId: p.entryId,
            name: p.memberName,
            state: L.cardStateWords[p.card],
          }))}
          onCancel={() => setClosing(false)}
          onSettled={closed}
        />
      )}
    </div>
  );
}

/**
 * The one confirmation of Close Round and Email Results, from the Competitions screen and from the
 * round's block on the board alike: the cards not attested listed first (they are left off the
 * results), then, once, what follows (the round closes, its results emailed to the field), and one
 * button that does it. The toast repeats it. Nothing is sent until that button is pressed.
 */
import { moneyStepCopy } from '@lounge/core';
import { showToast } from '@lounge/web/feedback';
import { useMutation } from '@tanstack/react-query';
import { Alert } from 'antd';
import { refusalText, staffApi } from '../api/staffApi';
import { MoneyStepConfirm } from '../ui/MoneyStepConfirm';

const CLOSE = moneyStepCopy.closeRound;

/** A card not attested: whose, and where it stands when the caller knows ('Scoring'). */
export interface UnattestedCard {
  entryId: string;
  name: string;
  state?: string;
}

export function CloseRoundConfirm({
  competitionId,
  roundNumber,
  roundName,
  players,
  unattested,
  onCancel,
  onSettled,
}: {
  competitionId: string;
  roundNumber: number;
  /** The round as the title names it ('Winter League, Week 2: ...'). */
  roundName: string;
  /** Players in the field: each is emailed. */
  players: number;
  unattested: readonly UnattestedCard[];
  onCancel: () => void;
  /** After the close answered, either way: refresh what shows the round, and close this. */
  onSettled: () => void;
}) {
  const close = useMutation({
    mutationFn: () => staffApi.closeRound(competitionId, roundNumber),
    onSuccess: () =>
      showToast({
        title: 'Results Announced',
        message: CLOSE.done(players, unattested.length),
        kind: 'success',
      }),
    onError: (error) => showToast({ ...refusalText(error, 'Not Closed'), kind: 'error' }),
    onSettled,
  });
  return (
    <MoneyStepConfirm
      open
      title={CLOSE.title(roundName)}
      statement={{ amount: CLOSE.amount, method: CLOSE.method, follows: CLOSE.follows(players) }}
      okText={CLOSE.ok}
      keepText={CLOSE.keep}
      pending={close.isPending}
      onCancel={onCancel}
      onConfirm={() => close.mutate()}
    >
      {unattested.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          title={CLOSE.unattested(unattested.length)}
          description={
            <ul className="plain-list" aria-label={CLOSE.unattestedList}>
              {unattested.map((p) => (
                <li key={p.entryId}>
                  {p.name}
                  {p.state && <span className="muted"> ({p.state})</span>}
                </li>
              ))}
            </ul>
          }
        />
      ) : (
        <p>{CLOSE.allAttested}</p>
      )}
    </MoneyStepConfirm>
  );
}

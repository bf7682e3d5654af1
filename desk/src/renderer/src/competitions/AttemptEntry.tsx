/**
 * Entering or correcting a contest attempt at the desk: the player, then which attempt (their next
 * one, or one already entered to correct it), then the distance as the simulator shows it or a
 * miss. A new attempt goes to POST .../attempts/{entryId}, a correction to PUT
 * .../attempts/{entryId}/{number}: the routes the phone uses, where staff's attempt is attested as
 * written and a correction audited. The attempts a player has come from the round's board (each
 * line's attempts in their order). What saving did, or the server's refusal in its own words
 * (a distance out of range, no attempts left), shows under the form, where staff are typing.
 */
import {
  contestLabels as C,
  type CompetitionDetail,
  type ContestFormat,
  contestMessages,
  parseDistance,
  type StaffEntryView,
} from '@lounge/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Input, Select } from 'antd';
import { useId, useState } from 'react';
import { refusalText, staffApi } from '../api/staffApi';
import { COMPETITIONS_KEY, competitionKey } from './competitionKeys';
import { contestDeskCopy as D } from './contestDeskCopy';

type Round = CompetitionDetail['rounds'][number];
/** The attempt being written: the player's next one, or the number of one to correct. */
type Which = 'next' | number;

const typedAs = (tenths: number | null) => (tenths === null ? '' : (tenths / 10).toFixed(1));

export function AttemptEntry({
  competition: c,
  format,
  round,
  entries,
}: {
  competition: CompetitionDetail;
  format: ContestFormat;
  round: Round;
  entries: readonly StaffEntryView[];
}) {
  const [entryId, setEntryId] = useState<string | undefined>(undefined);
  const [which, setWhich] = useState<Which>('next');
  const [text, setText] = useState('');
  const [missed, setMissed] = useState(false);
  const [refusal, setRefusal] = useState<{ title: string; message: string } | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const client = useQueryClient();
  const inputId = useId();
  const attemptsEach = c.contestAttempts ?? 0;
  const shots = round.contestBoard.find((l) => l.entryId === entryId)?.attempts ?? [];
  const full = shots.length >= attemptsEach;
  const name =
    entries.find((e) => e.id === entryId)?.memberName ??
    c.field.find((p) => p.entryId === entryId)?.name ??
    '';

  /** Choosing an attempt to correct fills the form with what it says now. */
  const choose = (next: Which, own: readonly (number | null)[] = shots) => {
    setWhich(next);
    const tenths = next === 'next' ? undefined : own[next - 1];
    setText(tenths === undefined ? '' : typedAs(tenths));
    setMissed(tenths === null);
  };

  const save = useMutation({
    mutationFn: (vars: { which: Which; distance: number | null }) =>
      vars.which === 'next'
        ? staffApi.enterAttempt(c.id, round.number, entryId ?? '', vars.distance)
        : staffApi.correctAttempt(c.id, round.number, entryId ?? '', vars.which, vars.distance),
    onSuccess: (attempt, vars) => {
      const said = vars.which === 'next' ? D.saved : D.corrected;
      setRefusal(null);
      setSaved(said(name, attempt.number, C.distance(format, attempt.tenths)));
      setWhich('next');
      setText('');
      setMissed(false);
      void client.invalidateQueries({ queryKey: competitionKey(c.id) });
      void client.invalidateQueries({ queryKey: COMPETITIONS_KEY });
    },
    onError: (error) => {
      setSaved(null);
      setRefusal(refusalText(error, D.notSaved));
    },
  });

  const submit = () => {
    if (!entryId) return;
    const distance = missed ? null : parseDistance(text);
    // Text that is no number at all is not sent: sent as nothing it would be a miss.
    if (!missed && distance === null) {
      setSaved(null);
      setRefusal(contestMessages.badDistance(format));
      return;
    }
    save.mutate({ which: full && which === 'next' ? 1 : which, distance });
  };

  const options = [
    ...(full ? [] : [{ value: 'next' as Which, label: D.nextAttempt(shots.length + 1, attemptsEach) }]),
    ...shots.map((tenths, i) => ({
      value: (i + 1) as Which,
      label: D.correctAttempt(i + 1, C.distance(format, tenths)),
    })),
  ];
  return (
    <form
      className="card-entry attempt-entry"
      aria-label={D.formHeading}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <h3>{D.formHeading}</h3>
      {c.field.length === 0 && <p className="muted">{D.noPlayers}</p>}
      <div className="card-entry-pick">
        <Select
          aria-label={D.player}
          value={entryId}
          placeholder={D.player}
          onChange={(id: string) => {
            setEntryId(id);
            setRefusal(null);
            setSaved(null);
            const own = round.contestBoard.find((l) => l.entryId === id)?.attempts ?? [];
            choose(own.length >= attemptsEach ? 1 : 'next', own);
          }}
          options={c.field.map((p) => ({
            value: p.entryId,
            label: entries.find((e) => e.id === p.entryId)?.memberName ?? p.name,
          }))}
        />
        {entryId && (
          <Select
            aria-label={D.attempt}
            value={full && which === 'next' ? 1 : which}
            onChange={(w: Which) => choose(w)}
            options={options}
          />
        )}
      </div>
      {entryId && full && <p className="muted">{D.allEntered(attemptsEach)}</p>}
      {entryId && (
        <div className="attempt-entry-distance">
          <label htmlFor={inputId}>{C.distanceLabel(format)}</label>
          <Input
            id={inputId}
            inputMode="decimal"
            autoComplete="off"
            value={text}
            disabled={missed}
            onChange={(e) => setText(e.target.value)}
          />
          <Checkbox checked={missed} onChange={(e) => setMissed(e.target.checked)}>
            {C.missedWords(format)}
          </Checkbox>
        </div>
      )}
      <p className="muted">{D.staffAttested}</p>
      {refusal && <Alert type="error" showIcon title={refusal.title} description={refusal.message} />}
      <Button type="primary" htmlType="submit" loading={save.isPending} disabled={!entryId}>
        {D.save}
      </Button>
      {/* Said beside the form, never in a toast, which would sit over it. */}
      <p role="status" className="card-entry-saved">
        {saved}
      </p>
    </form>
  );
}

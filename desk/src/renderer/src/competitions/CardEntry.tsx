/**
 * Entering or correcting a card at the desk: the round, the player, then the card as the grid the
 * member's phone shows (web's ScorecardGrid: hole numbers, par, the strokes the player's index
 * gives in a net event by core's cardStrokes, the round to par so far), saved final. A card already
 * begun opens with its strokes (GET .../cards/{entryId}), so a correction starts from what was
 * typed, never from an empty grid. What saving
 * did (the total, or the server's refusal) shows under the grid, where staff are typing: a toast
 * there would cover the form.
 */
import {
  CARD_HOLES,
  type CompetitionDetail,
  cardStrokes,
  competitionLabels as L,
  type StaffEntryView,
} from '@lounge/core';
import { ScorecardGrid } from '@lounge/web/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Select } from 'antd';
import { useEffect, useState } from 'react';
import { refusalText, staffApi } from '../api/staffApi';
import { COMPETITIONS_KEY, competitionKey } from './competitionKeys';

const blank = () => Array.from({ length: CARD_HOLES }, () => null as number | null);

export function CardEntry({
  competition: c,
  entries,
}: {
  competition: CompetitionDetail;
  entries: readonly StaffEntryView[];
}) {
  const [round, setRound] = useState(1);
  const [entryId, setEntryId] = useState<string | undefined>(undefined);
  const [scores, setScores] = useState(blank);
  const [refusal, setRefusal] = useState<{ title: string; message: string } | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const client = useQueryClient();
  const cardKey = [...competitionKey(c.id), 'card', round, entryId ?? ''];
  const stored = useQuery({
    queryKey: cardKey,
    queryFn: () => staffApi.card(c.id, round, entryId ?? ''),
    enabled: entryId !== undefined,
  });
  // The card as it stands fills the grid when it arrives (a refetch of the same card keeps its
  // object, so what staff are typing is not undone by it).
  useEffect(() => {
    if (stored.data) setScores(stored.data.card?.holes ?? blank());
  }, [stored.data]);
  const entry = entries.find((e) => e.id === entryId);
  const name = entry?.memberName ?? c.field.find((p) => p.entryId === entryId)?.name ?? '';
  const { strokes } = cardStrokes(c.course, entry?.handicapIndex ?? null, c);
  const par = c.course.holes.reduce((sum, h) => sum + h.par, 0);
  const save = useMutation({
    mutationFn: () => staffApi.writeCard(c.id, round, entryId ?? '', scores),
    onSuccess: (card) => {
      const total = card.holes.reduce<number>((s, h) => s + (h ?? 0), 0);
      setRefusal(null);
      setSaved(`Card saved: ${name}, ${total} (${L.toPar(total - par)})`);
      client.setQueryData(cardKey, { card });
      void client.invalidateQueries({ queryKey: competitionKey(c.id) });
      void client.invalidateQueries({ queryKey: COMPETITIONS_KEY });
    },
    onError: (error) => {
      setSaved(null);
      setRefusal(refusalText(error, 'Card Not Saved'));
    },
  });
  return (
    <form
      className="card-entry"
      aria-label="Enter or correct a card"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <h3>Enter or correct a card</h3>
      <div className="card-entry-pick">
        <Select
          aria-label="Round"
          value={round}
          onChange={(n: number) => {
            setRound(n);
            setScores(blank());
          }}
          options={c.rounds.map((r) => ({ value: r.number, label: `Round ${r.number}` }))}
        />
        <Select
          aria-label="Player"
          value={entryId}
          placeholder="Player"
          onChange={(id: string) => {
            setEntryId(id);
            setScores(blank());
            setRefusal(null);
          }}
          options={c.field.map((p) => ({
            value: p.entryId,
            label: entries.find((e) => e.id === p.entryId)?.memberName ?? p.name,
          }))}
        />
      </div>
      {entryId && stored.isLoading && <p className="muted">Loading the card…</p>}
      {stored.error && (
        <Alert type="error" showIcon title={refusalText(stored.error, 'Card not loaded').title} />
      )}
      {entryId && !stored.isLoading && (
        <ScorecardGrid
          legend={`${name}’s card`}
          holes={c.course.holes}
          strokes={strokes}
          scores={scores}
          onChange={setScores}
        />
      )}
      {refusal && <Alert type="error" showIcon title={refusal.title} description={refusal.message} />}
      <Button type="primary" htmlType="submit" loading={save.isPending} disabled={!entryId}>
        Save Final Card
      </Button>
      {/* Said beside the card, never in a toast, which would sit over the form and its Save. */}
      <p role="status" className="card-entry-saved">
        {saved}
      </p>
    </form>
  );
}

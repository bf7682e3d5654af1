/**
 * Tournaments and leagues at the desk (docs/competitions.md): the list, 'New Competition' and
 * changing one (CompetitionForm), and for the one chosen its field (withdrawing a player, with the
 * refund the rule gives), each round's groups by bay, moving a player to another bay, adding a
 * player (no fee: a season moved onto the software), entering or correcting a card (CardEntry), and
 * printing a round's groups or its scorecards (ScorecardSheet). A contest (closest to the pin, long
 * drive) has its board and attempts (ContestDesk) instead of cards, and prints a contest sheet
 * (ContestSheet) instead of scorecards. Closing a round asks once, listing first the cards not
 * attested (left off the results).
 */
import {
  bayLabel,
  type CompetitionDetail,
  formatMoney,
  isContest,
  competitionLabels as L,
  moneyStepCopy,
  type StaffEntryView,
  withdrawalRefundCents,
} from '@lounge/core';
import { showToast } from '@lounge/web/feedback';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Input, Popconfirm, Select } from 'antd';
import { useCallback, useState } from 'react';
import { refusalText, staffApi } from '../api/staffApi';
import { LoadErrorAlert } from '../ui/LoadErrorAlert';
import { shortDate, wallTimeLabel } from '../ui/venueTime';
import { CardEntry } from './CardEntry';
import { CloseRoundConfirm } from './CloseRoundConfirm';
import { CompetitionForm } from './CompetitionForm';
import { ContestDesk } from './ContestDesk';
import { ContestSheet } from './ContestSheet';
import { competitionKey as detailKey, COMPETITIONS_KEY as LIST_KEY } from './competitionKeys';
import { contestDeskCopy as D } from './contestDeskCopy';
import { PRINTING_SHEET, ScorecardSheet, usePrintSheet } from './ScorecardSheet';

const CLOSE = moneyStepCopy.closeRound;

export function CompetitionsPanel() {
  const list = useQuery({ queryKey: LIST_KEY, queryFn: staffApi.competitions });
  const [chosen, setChosen] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  return (
    <div className="competitions-panel">
      <div className="panel-actions">
        <Button type="primary" onClick={() => setCreating(true)}>
          New Competition
        </Button>
      </div>
      {list.error && <LoadErrorAlert error={list.error} title="Competitions could not be loaded" />}
      {creating && (
        <CompetitionForm
          onDone={(newId) => {
            setCreating(false);
            if (newId) setChosen(newId);
          }}
        />
      )}
      <table className="competitions-list">
        <caption>Tournaments and leagues</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Kind</th>
            <th scope="col">Field</th>
            <th scope="col">State</th>
          </tr>
        </thead>
        <tbody>
          {(list.data ?? []).map((c) => (
            <tr key={c.id}>
              <th scope="row">
                <Button type="link" onClick={() => setChosen(c.id)}>
                  {c.name}
                </Button>
              </th>
              <td>{c.kind === 'league' ? `League, ${c.rounds} rounds` : 'Tournament'}</td>
              <td>
                {c.entered}/{c.fieldSize}
                {c.waiting > 0 ? ` (+${c.waiting} waiting)` : ''}
              </td>
              <td>{c.phase === 'finished' ? 'Results' : c.phase === 'live' ? 'Live' : 'Upcoming'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {chosen && <CompetitionDesk competitionId={chosen} />}
    </div>
  );
}

function CompetitionDesk({ competitionId }: { competitionId: string }) {
  const detail = useQuery({
    queryKey: detailKey(competitionId),
    queryFn: () => staffApi.competition(competitionId),
  });
  const entries = useQuery({
    queryKey: [...detailKey(competitionId), 'entries'],
    queryFn: () => staffApi.competitionEntries(competitionId),
  });
  const [editing, setEditing] = useState(false);
  const c = detail.data;
  if (detail.error)
    return <LoadErrorAlert error={detail.error} title="The competition could not be loaded" />;
  if (!c) return null;
  const names = new Map((entries.data ?? []).map((e) => [e.id, e.memberName]));
  return (
    <section className="competition-desk" aria-labelledby="competition-desk-title">
      <h2 id="competition-desk-title">{c.name}</h2>
      <p>
        {c.entered} of {c.fieldSize} in the field
        {c.waiting > 0 ? `, ${c.waiting} waiting` : ''}{' '}
        <Button onClick={() => setEditing(true)}>Change Competition</Button>
      </p>
      {editing && <CompetitionForm key={c.id} competition={c} onDone={() => setEditing(false)} />}
      <FieldEntries competition={c} entries={entries.data ?? []} />
      <AddPlayer competitionId={competitionId} />
      {c.rounds.map((round) => (
        <RoundGroups
          key={round.number}
          competition={c}
          round={round}
          names={names}
          entries={entries.data ?? []}
        />
      ))}
      {isContest(c.format) ? (
        <ContestDesk key={c.id} competition={c} format={c.format} entries={entries.data ?? []} />
      ) : (
        <CardEntry competition={c} entries={entries.data ?? []} />
      )}
    </section>
  );
}

function useRefresh(competitionId: string) {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: detailKey(competitionId) });
    void client.invalidateQueries({ queryKey: LIST_KEY });
  };
}

const ENTRY_WORDS: Record<StaffEntryView['status'], string> = {
  entered: 'In the field',
  waiting: 'Waiting',
  unpaid: 'Place held, not paid',
  withdrawn: 'Withdrawn',
  lapsed: 'Not paid for',
};

/** The field and the waiting list, each with Withdraw: the confirmation says what it refunds. */
function FieldEntries({
  competition: c,
  entries,
}: {
  competition: CompetitionDetail;
  entries: StaffEntryView[];
}) {
  const refresh = useRefresh(c.id);
  const withdraw = useMutation({
    mutationFn: (entryId: string) => staffApi.withdrawPlayer(c.id, entryId),
    onSuccess: (answer) => {
      showToast({ title: 'Player Withdrawn', message: answer.message, kind: 'success' });
      refresh();
    },
    onError: (error) => showToast({ ...refusalText(error, 'Not Withdrawn'), kind: 'error' }),
  });
  const live = entries.filter(
    (e) => e.status === 'entered' || e.status === 'waiting' || e.status === 'unpaid',
  );
  if (live.length === 0) return <p className="muted">No one has entered yet.</p>;
  return (
    <table className="competitions-list competition-field-list">
      <caption>The field and the waiting list</caption>
      <thead>
        <tr>
          <th scope="col">Player</th>
          <th scope="col">Entry</th>
          <th scope="col">Fee paid</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {live.map((e) => {
          const refund = withdrawalRefundCents(e, c.registrationOpen);
          const paid = e.status === 'entered' && e.feeCents > 0;
          return (
            <tr key={e.id}>
              <th scope="row">{e.memberName}</th>
              <td>{ENTRY_WORDS[e.status]}</td>
              <td>{paid ? formatMoney(e.feeCents) : '–'}</td>
              <td>
                <Popconfirm
                  title={L.withdraw}
                  description={L.staffWithdrawConfirm(
                    e.memberName,
                    refund > 0 ? formatMoney(refund) : null,
                    paid && refund === 0,
                  )}
                  okText={L.withdraw}
                  cancelText="Keep"
                  onConfirm={() => withdraw.mutate(e.id)}
                >
                  <Button danger size="small" aria-label={`Withdraw ${e.memberName}`}>
                    {L.withdraw}
                  </Button>
                </Popconfirm>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function AddPlayer({ competitionId }: { competitionId: string }) {
  const [query, setQuery] = useState('');
  const refresh = useRefresh(competitionId);
  const found = useQuery({
    queryKey: ['desk', 'competition-members', query],
    queryFn: () => staffApi.members({ q: query, tier: '', status: '' }),
    enabled: query.trim().length >= 2,
  });
  const add = useMutation({
    mutationFn: (userId: string) => staffApi.addPlayer(competitionId, userId),
    onSuccess: (entry) => {
      showToast({ title: 'Player Added', message: entry.memberName, kind: 'success' });
      refresh();
    },
    onError: (error) => showToast({ ...refusalText(error, 'Not Added'), kind: 'error' }),
  });
  return (
    <div className="competition-add">
      <div className="competition-field">
        Add a player (no fee){' '}
        <Input aria-label="Find a member to add" value={query} onChange={(e) => setQuery(e.target.value)} />
      </div>
      <ul>
        {(found.data ?? []).slice(0, 5).map((m) => (
          <li key={m.id}>
            <Button onClick={() => add.mutate(m.id)}>
              Add {m.firstName} {m.lastName}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function RoundGroups({
  competition: c,
  round,
  names,
  entries,
}: {
  competition: CompetitionDetail;
  round: CompetitionDetail['rounds'][number];
  names: Map<string, string>;
  entries: StaffEntryView[];
}) {
  const refresh = useRefresh(c.id);
  const [printing, setPrinting] = useState(false);
  const [closing, setClosing] = useState(false);
  usePrintSheet(
    printing,
    useCallback(() => setPrinting(false), []),
  );
  const move = useMutation({
    mutationFn: (vars: { entryId: string; bayNumber: string }) =>
      staffApi.movePlayer(c.id, round.number, vars.entryId, vars.bayNumber),
    onSuccess: () => {
      showToast({ title: 'Player Moved', kind: 'success' });
      refresh();
    },
    onError: (error) => showToast({ ...refusalText(error, 'Not Moved'), kind: 'error' }),
  });
  const title = `${c.kind === 'league' ? `Week ${round.number}` : 'Round'}: ${shortDate(round.date, true)}, ${wallTimeLabel(round.startTime)} – ${wallTimeLabel(round.endTime)}`;
  return (
    <section className="round-groups print-area" aria-label={`Groups, ${title}`}>
      <h3>{title}</h3>
      <Button
        onClick={() => {
          document.body.classList.remove(PRINTING_SHEET);
          window.print();
        }}
      >
        Print Groups
      </Button>
      <Button disabled={round.groups.length === 0} onClick={() => setPrinting(true)}>
        {isContest(c.format) ? D.printSheet : 'Print Scorecards'}
      </Button>
      {printing &&
        (isContest(c.format) ? (
          <ContestSheet
            competition={c}
            format={c.format}
            round={round}
            roundLabel={title}
            entries={entries}
          />
        ) : (
          <ScorecardSheet competition={c} round={round} roundLabel={title} entries={entries} />
        ))}
      {round.closedAt ? (
        <span className="muted"> Closed; results announced.</span>
      ) : (
        <Button onClick={() => setClosing(true)}>{CLOSE.ok}</Button>
      )}
      {closing && (
        <CloseRoundConfirm
          competitionId={c.id}
          roundNumber={round.number}
          roundName={title}
          players={c.field.length}
          unattested={round.unattested.map((p) => ({
            entryId: p.entryId,
            name: names.get(p.entryId) ?? p.name,
          }))}
          onCancel={() => setClosing(false)}
          onSettled={() => {
            setClosing(false);
            refresh();
          }}
        />
      )}
      <ul>
        {round.groups.map((g) => (
          <li key={g.bayNumber}>
            <strong>{bayLabel(g.bayNumber)}</strong>
            <ul>
              {g.players.map((p) => (
                <li key={p.entryId}>
                  {names.get(p.entryId) ?? p.name}{' '}
                  <Select
                    aria-label={`Move ${names.get(p.entryId) ?? p.name} to bay`}
                    size="small"
                    value={g.bayNumber}
                    onChange={(bayNumber) => move.mutate({ entryId: p.entryId, bayNumber })}
                    options={round.bays.map((b) => ({ value: b, label: bayLabel(b) }))}
                  />
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}

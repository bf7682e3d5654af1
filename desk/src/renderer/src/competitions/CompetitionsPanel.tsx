/**
 * Tournaments and leagues at the desk (docs/competitions.md): the list, 'New Competition' (a
 * tournament, or a league of a round a week for N weeks, its course and fees), and for the one
 * chosen its field with each round's groups by bay, moving a player to another bay, adding a
 * player (no fee: a season moved onto the software), entering or correcting a card, and printing
 * a round's groups.
 */
import {
  addDays,
  type CompetitionDetail,
  type CreateCompetitionRequest,
  DEFAULT_ALLOWANCE_PERCENT,
  wallToInstant,
} from '@lounge/core';
import { showToast } from '@lounge/web/feedback';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Input, InputNumber, Select } from 'antd';
import { useState } from 'react';
import { refusalText, staffApi } from '../api/staffApi';
import { LoadErrorAlert } from '../ui/LoadErrorAlert';
import { useVenue } from '../ui/useVenue';

const LIST_KEY = ['desk', 'competitions'] as const;
const detailKey = (competitionId: string) => ['desk', 'competition', competitionId] as const;

/** A standard par-72 card: the pars of holes 1 to 18, and their stroke indexes. */
const DEFAULT_PARS = '4,4,3,5,4,4,3,4,5,4,4,3,5,4,4,3,4,5';
const DEFAULT_INDEXES = '7,11,15,1,3,13,17,9,5,8,12,16,2,4,14,18,10,6';
const numbers = (text: string) => text.split(',').map((n) => Number(n.trim()));

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
        <NewCompetitionForm
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

function NewCompetitionForm({ onDone }: { onDone: (id: string | null) => void }) {
  const venue = useVenue();
  const client = useQueryClient();
  const [name, setName] = useState('');
  const [kind, setKind] = useState<'tournament' | 'league'>('league');
  const [format, setFormat] = useState<'gross' | 'net'>('net');
  const [eligibility, setEligibility] = useState<'members' | 'vip'>('members');
  const [weeks, setWeeks] = useState(4);
  const [firstDate, setFirstDate] = useState('');
  const [startTime, setStartTime] = useState('18:00');
  const [endTime, setEndTime] = useState('21:00');
  const [bays, setBays] = useState('all');
  const [fieldSize, setFieldSize] = useState(8);
  const [feeGeneral, setFeeGeneral] = useState(0);
  const [feeVip, setFeeVip] = useState(0);
  const [closes, setCloses] = useState('');
  const [course, setCourse] = useState({
    name: '',
    courseRating: 72,
    slopeRating: 113,
    pars: DEFAULT_PARS,
    indexes: DEFAULT_INDEXES,
  });
  const create = useMutation({
    mutationFn: () => {
      const pars = numbers(course.pars);
      const indexes = numbers(course.indexes);
      const zone = venue?.timeZone ?? 'America/Denver';
      const dates = Array.from({ length: kind === 'league' ? weeks : 1 }, (_, i) =>
        addDays(firstDate, 7 * i),
      );
      const body: CreateCompetitionRequest = {
        name,
        description: '',
        kind,
        format,
        allowancePercent: DEFAULT_ALLOWANCE_PERCENT,
        eligibility,
        entryFeeCents: { general: Math.round(feeGeneral * 100), vip: Math.round(feeVip * 100) },
        fieldSize,
        registrationClosesAt: new Date(wallToInstant(closes || firstDate, '00:00', zone)).toISOString(),
        course: {
          name: course.name,
          courseRating: course.courseRating,
          slopeRating: course.slopeRating,
          holes: pars.map((par, i) => ({ par, strokeIndex: indexes[i] ?? 0 })),
        },
        rounds: dates.map((date) => ({
          date,
          startTime,
          endTime,
          bays: bays === 'all' ? 'all' : bays.split(',').map((b) => b.trim()),
        })),
      };
      return staffApi.createCompetition(body);
    },
    onSuccess: (created) => {
      showToast({ title: 'Competition Created', message: name, kind: 'success' });
      void client.invalidateQueries({ queryKey: LIST_KEY });
      onDone(created.id);
    },
    onError: (error) => showToast({ ...refusalText(error, 'Not Created'), kind: 'error' }),
  });
  return (
    <form
      className="competition-form"
      aria-label="New Competition"
      onSubmit={(e) => {
        e.preventDefault();
        create.mutate();
      }}
    >
      <div className="competition-field">
        Name <Input aria-label="Name" value={name} onChange={(e) => setName(e.target.value)} />
      </div>
      <div className="competition-field">
        Kind{' '}
        <Select
          aria-label="Kind"
          value={kind}
          onChange={setKind}
          options={[
            { value: 'tournament', label: 'Tournament (one round)' },
            { value: 'league', label: 'League (a round a week)' },
          ]}
        />
      </div>
      {kind === 'league' && (
        <div className="competition-field">
          Weeks{' '}
          <InputNumber aria-label="Weeks" min={2} max={26} value={weeks} onChange={(v) => setWeeks(v ?? 2)} />
        </div>
      )}
      <div className="competition-field">
        Format{' '}
        <Select
          aria-label="Format"
          value={format}
          onChange={setFormat}
          options={[
            { value: 'gross', label: 'Stroke play, gross' },
            { value: 'net', label: `Stroke play, net (${DEFAULT_ALLOWANCE_PERCENT}% allowance)` },
          ]}
        />
      </div>
      <div className="competition-field">
        Who may enter{' '}
        <Select
          aria-label="Who may enter"
          value={eligibility}
          onChange={setEligibility}
          options={[
            { value: 'members', label: 'All members' },
            { value: 'vip', label: 'VIP only (cash prizes)' },
          ]}
        />
      </div>
      <div className="competition-field">
        First round date{' '}
        <Input
          type="date"
          aria-label="First round date"
          value={firstDate}
          onChange={(e) => setFirstDate(e.target.value)}
        />
      </div>
      <div className="competition-field">
        Starts{' '}
        <Input
          type="time"
          aria-label="Starts"
          value={startTime}
          onChange={(e) => setStartTime(e.target.value)}
        />
      </div>
      <div className="competition-field">
        Ends{' '}
        <Input type="time" aria-label="Ends" value={endTime} onChange={(e) => setEndTime(e.target.value)} />
      </div>
      <div className="competition-field">
        Bays ('all' or 1,2) <Input aria-label="Bays" value={bays} onChange={(e) => setBays(e.target.value)} />
      </div>
      <div className="competition-field">
        Field size{' '}
        <InputNumber
          aria-label="Field size"
          min={2}
          value={fieldSize}
          onChange={(v) => setFieldSize(v ?? 2)}
        />
      </div>
      <div className="competition-field">
        Entry fee, General ($){' '}
        <InputNumber
          aria-label="Entry fee, General"
          min={0}
          value={feeGeneral}
          onChange={(v) => setFeeGeneral(v ?? 0)}
        />
      </div>
      <div className="competition-field">
        Entry fee, VIP ($){' '}
        <InputNumber aria-label="Entry fee, VIP" min={0} value={feeVip} onChange={(v) => setFeeVip(v ?? 0)} />
      </div>
      <div className="competition-field">
        Registration closes (date){' '}
        <Input
          type="date"
          aria-label="Registration closes"
          value={closes}
          onChange={(e) => setCloses(e.target.value)}
        />
      </div>
      <div className="competition-field">
        Course{' '}
        <Input
          aria-label="Course"
          value={course.name}
          onChange={(e) => setCourse({ ...course, name: e.target.value })}
        />
      </div>
      <div className="competition-field">
        Course rating{' '}
        <InputNumber
          aria-label="Course rating"
          step={0.1}
          value={course.courseRating}
          onChange={(v) => setCourse({ ...course, courseRating: v ?? 72 })}
        />
      </div>
      <div className="competition-field">
        Slope rating{' '}
        <InputNumber
          aria-label="Slope rating"
          value={course.slopeRating}
          onChange={(v) => setCourse({ ...course, slopeRating: v ?? 113 })}
        />
      </div>
      <div className="competition-field">
        Pars, holes 1-18{' '}
        <Input
          aria-label="Pars"
          value={course.pars}
          onChange={(e) => setCourse({ ...course, pars: e.target.value })}
        />
      </div>
      <div className="competition-field">
        Stroke indexes, holes 1-18{' '}
        <Input
          aria-label="Stroke indexes"
          value={course.indexes}
          onChange={(e) => setCourse({ ...course, indexes: e.target.value })}
        />
      </div>
      <div className="panel-actions">
        <Button type="primary" htmlType="submit" loading={create.isPending}>
          Create
        </Button>
        <Button onClick={() => onDone(null)}>Cancel</Button>
      </div>
    </form>
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
        {c.waiting > 0 ? `, ${c.waiting} waiting` : ''}
      </p>
      <AddPlayer competitionId={competitionId} />
      {c.rounds.map((round) => (
        <RoundGroups key={round.number} competition={c} round={round} names={names} />
      ))}
      <CardEntry competition={c} names={names} />
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
}: {
  competition: CompetitionDetail;
  round: CompetitionDetail['rounds'][number];
  names: Map<string, string>;
}) {
  const refresh = useRefresh(c.id);
  const move = useMutation({
    mutationFn: (vars: { entryId: string; bayNumber: string }) =>
      staffApi.movePlayer(c.id, round.number, vars.entryId, vars.bayNumber),
    onSuccess: () => {
      showToast({ title: 'Player Moved', kind: 'success' });
      refresh();
    },
    onError: (error) => showToast({ ...refusalText(error, 'Not Moved'), kind: 'error' }),
  });
  const close = useMutation({
    mutationFn: () => staffApi.closeRound(c.id, round.number),
    onSuccess: () => {
      showToast({
        title: 'Results Announced',
        message: 'The field is emailed the results.',
        kind: 'success',
      });
      refresh();
    },
    onError: (error) => showToast({ ...refusalText(error, 'Not Closed'), kind: 'error' }),
  });
  const title = `${c.kind === 'league' ? `Week ${round.number}` : 'Round'}: ${round.date} ${round.startTime}-${round.endTime}`;
  return (
    <section className="round-groups print-area" aria-label={`Groups, ${title}`}>
      <h3>{title}</h3>
      <Button onClick={() => window.print()}>Print Groups</Button>
      {round.closedAt ? (
        <span className="muted"> Closed; results announced.</span>
      ) : (
        <Button loading={close.isPending} onClick={() => close.mutate()}>
          Close Round and Email Results
        </Button>
      )}
      <ul>
        {round.groups.map((g) => (
          <li key={g.bayNumber}>
            <strong>Bay {g.bayNumber}</strong>
            <ul>
              {g.players.map((p) => (
                <li key={p.entryId}>
                  {names.get(p.entryId) ?? p.name}{' '}
                  <Select
                    aria-label={`Move ${names.get(p.entryId) ?? p.name} to bay`}
                    size="small"
                    value={g.bayNumber}
                    onChange={(bayNumber) => move.mutate({ entryId: p.entryId, bayNumber })}
                    options={round.bays.map((b) => ({ value: b, label: `Bay ${b}` }))}
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

function CardEntry({
  competition: c,
  names,
}: {
  competition: CompetitionDetail;
  names: Map<string, string>;
}) {
  const [round, setRound] = useState(1);
  const [entryId, setEntryId] = useState<string | undefined>(undefined);
  const [holes, setHoles] = useState('');
  const refresh = useRefresh(c.id);
  const save = useMutation({
    mutationFn: () => staffApi.writeCard(c.id, round, entryId ?? '', numbers(holes)),
    onSuccess: (card) => {
      showToast({
        title: 'Card Saved',
        message: `Final: ${card.holes.reduce<number>((s, h) => s + (h ?? 0), 0)}`,
        kind: 'success',
      });
      refresh();
    },
    onError: (error) => showToast({ ...refusalText(error, 'Card Not Saved'), kind: 'error' }),
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
      <Select
        aria-label="Round"
        value={round}
        onChange={setRound}
        options={c.rounds.map((r) => ({ value: r.number, label: `Round ${r.number}` }))}
      />
      <Select
        aria-label="Player"
        value={entryId}
        placeholder="Player"
        onChange={setEntryId}
        options={c.field.map((p) => ({ value: p.entryId, label: names.get(p.entryId) ?? p.name }))}
      />
      <Input
        aria-label="Scores, holes 1-18"
        placeholder="4,5,3,..."
        value={holes}
        onChange={(e) => setHoles(e.target.value)}
      />
      <Button type="primary" htmlType="submit" loading={save.isPending} disabled={!entryId}>
        Save Final Card
      </Button>
    </form>
  );
}

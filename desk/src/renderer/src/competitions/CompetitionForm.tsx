/**
 * One form for a new competition and for changing one, in a dialog. New: a tournament, or a league
 * of a round a week for N weeks, its format, who may enter, fees, field, registration close and its
 * course. Changing one: what the server lets change once it exists (name, description, fees, field
 * size, registration close); the rest is shown as it stands. Whatever the server refuses (a field
 * smaller than the players in it, a bad course) stays in the dialog in the server's words.
 */
import {
  addDays,
  type CompetitionDetail,
  type CompetitionFormat,
  type CreateCompetitionRequest,
  DEFAULT_ALLOWANCE_PERCENT,
  DEFAULT_ATTEMPTS,
  instantToWall,
  isContest,
  MAX_ATTEMPTS,
  type UpdateCompetitionRequest,
  wallToInstant,
} from '@lounge/core';
import { showToast } from '@lounge/web/feedback';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Input, InputNumber, Modal, Select } from 'antd';
import { type ReactNode, useState } from 'react';
import { refusalText, staffApi } from '../api/staffApi';
import { useVenue } from '../ui/useVenue';
import { COMPETITIONS_KEY, competitionKey } from './competitionKeys';

/** A standard par-72 card: the pars of holes 1 to 18, and their stroke indexes. */
export const DEFAULT_PARS = '4,4,3,5,4,4,3,4,5,4,4,3,5,4,4,3,4,5';
export const DEFAULT_INDEXES = '7,11,15,1,3,13,17,9,5,8,12,16,2,4,14,18,10,6';
const numbers = (text: string) => text.split(',').map((n) => Number(n.trim()));

interface Draft {
  name: string;
  description: string;
  kind: 'tournament' | 'league';
  format: CompetitionFormat;
  allowancePercent: number;
  /** A contest's attempts per player, and closest to the pin's hole (a par 3). */
  attempts: number;
  contestHole: number;
  eligibility: 'members' | 'vip';
  weeks: number;
  firstDate: string;
  startTime: string;
  endTime: string;
  bays: string;
  fieldSize: number;
  feeGeneral: number;
  feeVip: number;
  closesDate: string;
  closesTime: string;
  courseName: string;
  courseRating: number;
  slopeRating: number;
  pars: string;
  indexes: string;
}

const NEW_DRAFT: Draft = {
  name: '',
  description: '',
  kind: 'league',
  format: 'net',
  allowancePercent: DEFAULT_ALLOWANCE_PERCENT,
  attempts: DEFAULT_ATTEMPTS,
  // The default card's first par 3.
  contestHole: 3,
  eligibility: 'members',
  weeks: 4,
  firstDate: '',
  startTime: '18:00',
  endTime: '21:00',
  bays: 'all',
  fieldSize: 8,
  feeGeneral: 0,
  feeVip: 0,
  closesDate: '',
  closesTime: '00:00',
  courseName: '',
  courseRating: 72,
  slopeRating: 113,
  pars: DEFAULT_PARS,
  indexes: DEFAULT_INDEXES,
};

/** What a competition's own terms put in the form. */
function draftOf(c: CompetitionDetail, zone: string): Draft {
  const first = c.rounds[0];
  const closes = instantToWall(Date.parse(c.registrationClosesAt), zone);
  const joined = (pick: (h: CompetitionDetail['course']['holes'][number]) => number) =>
    c.course.holes.map(pick).join(',');
  return {
    name: c.name,
    description: c.description,
    kind: c.kind,
    format: c.format,
    allowancePercent: c.allowancePercent,
    attempts: c.contestAttempts ?? DEFAULT_ATTEMPTS,
    contestHole: c.contestHole ?? 3,
    eligibility: c.eligibility,
    weeks: c.rounds.length,
    firstDate: first?.date ?? '',
    startTime: first?.startTime ?? '',
    endTime: first?.endTime ?? '',
    bays: first?.bays.join(',') ?? '',
    fieldSize: c.fieldSize,
    feeGeneral: c.entryFeeCents.general / 100,
    feeVip: c.entryFeeCents.vip / 100,
    closesDate: closes.date,
    closesTime: closes.time,
    courseName: c.course.name,
    courseRating: c.course.courseRating,
    slopeRating: c.course.slopeRating,
    pars: joined((h) => h.par),
    indexes: joined((h) => h.strokeIndex),
  };
}

/** The fields a competition's change may carry (PATCH /api/staff/competitions/{id}). */
const EDITABLE: ReadonlySet<keyof Draft> = new Set<keyof Draft>([
  'name',
  'description',
  'fieldSize',
  'feeGeneral',
  'feeVip',
  'closesDate',
  'closesTime',
]);

const cents = (dollars: number) => Math.round(dollars * 100);

function createBody(d: Draft, zone: string): CreateCompetitionRequest {
  const pars = numbers(d.pars);
  const indexes = numbers(d.indexes);
  const dates = Array.from({ length: d.kind === 'league' ? d.weeks : 1 }, (_, i) =>
    addDays(d.firstDate, 7 * i),
  );
  return {
    name: d.name,
    description: d.description,
    kind: d.kind,
    format: d.format,
    allowancePercent: d.format === 'net' ? d.allowancePercent : DEFAULT_ALLOWANCE_PERCENT,
    ...(isContest(d.format) ? { attempts: d.attempts } : {}),
    ...(d.format === 'closest' ? { contestHole: d.contestHole } : {}),
    eligibility: d.eligibility,
    entryFeeCents: { general: cents(d.feeGeneral), vip: cents(d.feeVip) },
    fieldSize: d.fieldSize,
    registrationClosesAt: closesAt(d, zone, d.firstDate),
    course: {
      name: d.courseName,
      courseRating: d.courseRating,
      slopeRating: d.slopeRating,
      holes: pars.map((par, i) => ({ par, strokeIndex: indexes[i] ?? 0 })),
    },
    rounds: dates.map((date) => ({
      date,
      startTime: d.startTime,
      endTime: d.endTime,
      bays: d.bays === 'all' ? 'all' : d.bays.split(',').map((b) => b.trim()),
    })),
  };
}

/** The close as an instant: the date and time at the venue (the first round's day when left empty). */
function closesAt(d: Draft, zone: string, fallbackDate: string): string {
  return new Date(wallToInstant(d.closesDate || fallbackDate, d.closesTime || '00:00', zone)).toISOString();
}

/** Only what changed, so a change never restates what someone else changed meanwhile. */
function updateBody(d: Draft, was: Draft, zone: string): UpdateCompetitionRequest {
  const body: UpdateCompetitionRequest = {};
  if (d.name !== was.name) body.name = d.name;
  if (d.description !== was.description) body.description = d.description;
  if (d.fieldSize !== was.fieldSize) body.fieldSize = d.fieldSize;
  if (d.closesDate !== was.closesDate || d.closesTime !== was.closesTime)
    body.registrationClosesAt = closesAt(d, zone, was.closesDate);
  if (d.feeGeneral !== was.feeGeneral || d.feeVip !== was.feeVip)
    body.entryFeeCents = { general: cents(d.feeGeneral), vip: cents(d.feeVip) };
  return body;
}

type Props =
  | { competition?: undefined; onDone: (createdId: string | null) => void }
  | { competition: CompetitionDetail; onDone: (createdId: string | null) => void };

export function CompetitionForm({ competition, onDone }: Props) {
  const zone = useVenue()?.timeZone ?? 'America/Denver';
  const client = useQueryClient();
  const editing = competition !== undefined;
  const [was] = useState<Draft>(() => (competition ? draftOf(competition, zone) : NEW_DRAFT));
  const [draft, setDraft] = useState<Draft>(was);
  const save = useMutation({
    mutationFn: () =>
      competition
        ? staffApi.editCompetition(competition.id, updateBody(draft, was, zone))
        : staffApi.createCompetition(createBody(draft, zone)),
    onSuccess: (saved) => {
      showToast({
        title: editing ? 'Competition Changed' : 'Competition Created',
        message: draft.name,
        kind: 'success',
      });
      void client.invalidateQueries({ queryKey: COMPETITIONS_KEY });
      if (competition) void client.invalidateQueries({ queryKey: competitionKey(competition.id) });
      onDone(editing ? null : saved.id);
    },
  });
  const title = editing ? 'Change Competition' : 'New Competition';
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const locked = (key: keyof Draft) => editing && !EDITABLE.has(key);

  const row = (label: string, control: ReactNode, hint?: string) => (
    <div className="competition-field" key={label}>
      {hint ? `${label} (${hint})` : label} {control}
    </div>
  );
  const text = (key: keyof Draft & TextKey, label: string, type?: 'date' | 'time', hint?: string) =>
    row(
      label,
      <Input
        type={type}
        aria-label={label}
        value={draft[key]}
        disabled={locked(key)}
        onChange={(e) => set(key, e.target.value)}
      />,
      hint,
    );
  const number = (
    key: keyof Draft & NumberKey,
    label: string,
    limits: { min?: number; max?: number; step?: number },
    hint?: string,
  ) =>
    row(
      label,
      <InputNumber
        aria-label={label}
        {...limits}
        value={draft[key]}
        disabled={locked(key)}
        onChange={(v) => set(key, v ?? limits.min ?? 0)}
      />,
      hint,
    );
  const choice = <K extends ChoiceKey>(
    key: K,
    label: string,
    options: { value: Draft[K]; label: string }[],
  ) =>
    row(
      label,
      <Select
        aria-label={label}
        value={draft[key]}
        disabled={locked(key)}
        onChange={(v: Draft[K]) => set(key, v)}
        options={options}
      />,
    );

  const refusal = save.error ? refusalText(save.error, editing ? 'Not Changed' : 'Not Created') : null;
  return (
    <Modal open title={title} footer={null} onCancel={() => onDone(null)} width={880} destroyOnHidden>
      <form
        className="competition-form"
        aria-label={title}
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate();
        }}
      >
        {refusal && (
          <Alert
            className="competition-refusal"
            type="error"
            showIcon
            title={refusal.title}
            description={refusal.message}
          />
        )}
        {text('name', 'Name')}
        {text('description', 'Description')}
        {choice('kind', 'Kind', [
          { value: 'tournament', label: 'Tournament (one round)' },
          { value: 'league', label: 'League (a round a week)' },
        ])}
        {draft.kind === 'league' && number('weeks', 'Weeks', { min: 2, max: 26 })}
        {choice('format', 'Format', [
          { value: 'gross', label: 'Stroke play, gross' },
          { value: 'net', label: 'Stroke play, net' },
          { value: 'closest', label: 'Closest to the pin (feet)' },
          { value: 'longest', label: 'Long drive (yards)' },
        ])}
        {isContest(draft.format) && number('attempts', 'Attempts a player', { min: 1, max: MAX_ATTEMPTS })}
        {draft.format === 'closest' && number('contestHole', 'Hole (a par 3)', { min: 1, max: 18 })}
        {draft.format === 'net' &&
          number('allowancePercent', 'Handicap allowance', { min: 1, max: 100 }, '%')}
        {choice('eligibility', 'Who may enter', [
          { value: 'members', label: 'All members' },
          { value: 'vip', label: 'VIP only (cash prizes)' },
        ])}
        {text('firstDate', 'First round date', 'date')}
        {text('startTime', 'Starts', 'time')}
        {text('endTime', 'Ends', 'time')}
        {text('bays', 'Bays', undefined, "'all' or 1,2")}
        {number('fieldSize', 'Field size', { min: 2 })}
        {number('feeGeneral', 'Entry fee, General', { min: 0 }, '$')}
        {number('feeVip', 'Entry fee, VIP', { min: 0 }, '$')}
        {text('closesDate', 'Registration closes', 'date')}
        {text('closesTime', 'Closing time', 'time')}
        {text('courseName', 'Course')}
        {number('courseRating', 'Course rating', { step: 0.1 })}
        {number('slopeRating', 'Slope rating', {})}
        {text('pars', 'Pars', undefined, 'holes 1-18')}
        {text('indexes', 'Stroke indexes', undefined, 'holes 1-18')}
        {editing && (
          <p className="muted competition-form-note">
            The kind, format, who may enter, the rounds and the course stay as created.
          </p>
        )}
        <div className="panel-actions">
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {editing ? 'Save Changes' : 'Create'}
          </Button>
          <Button onClick={() => onDone(null)}>Cancel</Button>
        </div>
      </form>
    </Modal>
  );
}

type KeysOf<T> = { [K in keyof Draft]: Draft[K] extends T ? K : never }[keyof Draft];
type TextKey = Exclude<KeysOf<string>, ChoiceKey>;
type NumberKey = KeysOf<number>;
type ChoiceKey = 'kind' | 'format' | 'eligibility';

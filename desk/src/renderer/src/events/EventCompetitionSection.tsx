/**
 * A paid Golf Tournaments event's competition for its guests, in the event's drawer
 * (docs/decisions/066): none yet, the form that creates it on the event's own date, time and bays
 * (its format and course, as a members' competition's); once made, its guests by name (add, rename
 * and remove one with no score yet), the board's and the TV's links (unlisted), and a stroke-play
 * round's cards entered at the desk (CardEntry, as at Competitions). Every refusal shows here in
 * the server's words.
 */
import {
  eventGuestCopy as copy,
  DEFAULT_ATTEMPTS,
  type EventCompetitionView,
  GUEST_FORMATS,
  type GuestFormat,
  isContest,
  type StaffEventQuote,
} from '@lounge/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Input, InputNumber, Select } from 'antd';
import { type ReactNode, useState } from 'react';
import { refusalText, staffApi } from '../api/staffApi';
import { CardEntry } from '../competitions/CardEntry';
import { DEFAULT_INDEXES, DEFAULT_PARS } from '../competitions/CompetitionForm';
import { competitionKey } from '../competitions/competitionKeys';
import { LoadErrorAlert } from '../ui/LoadErrorAlert';

const eventCompetitionKey = (quoteId: string) => ['desk', 'event-competition', quoteId] as const;

const FORMAT_WORDS: Record<GuestFormat, string> = {
  gross: 'Stroke play, gross',
  closest: 'Closest to the pin',
  longest: 'Long drive',
};

type Refusal = { title: string; message: string } | null;

/** A labelled field: the label names its control by id (one such form is open at a time). */
function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

export function EventCompetitionSection({ quote }: { quote: StaffEventQuote }) {
  const view = useQuery({
    queryKey: eventCompetitionKey(quote.id),
    queryFn: () => staffApi.eventCompetition(quote.id),
  });
  return (
    <section aria-labelledby="event-competition-title" className="event-competition">
      <h3 id="event-competition-title">{copy.heading}</h3>
      <LoadErrorAlert error={view.error} title="The event’s competition could not be loaded" />
      {view.data &&
        (view.data.competitionId === null ? (
          <CreateForm quoteId={quote.id} />
        ) : (
          <Guests quoteId={quote.id} view={view.data} />
        ))}
    </section>
  );
}

function RefusalAlert({ refusal }: { refusal: Refusal }) {
  if (!refusal) return null;
  return (
    <Alert
      type="error"
      showIcon
      className="modal-alert"
      title={refusal.title}
      description={refusal.message}
    />
  );
}

function CreateForm({ quoteId }: { quoteId: string }) {
  const client = useQueryClient();
  const [format, setFormat] = useState<GuestFormat>('gross');
  const [courseName, setCourseName] = useState('');
  const [courseRating, setCourseRating] = useState(72);
  const [slopeRating, setSlopeRating] = useState(113);
  const [contestHole, setContestHole] = useState(3);
  const [refusal, setRefusal] = useState<Refusal>(null);
  const create = useMutation({
    mutationFn: () => {
      const pars = DEFAULT_PARS.split(',').map(Number);
      const indexes = DEFAULT_INDEXES.split(',').map(Number);
      return staffApi.createEventCompetition(quoteId, {
        format,
        course: {
          name: courseName,
          courseRating,
          slopeRating,
          holes: pars.map((par, i) => ({ par, strokeIndex: indexes[i] ?? 0 })),
        },
        ...(isContest(format) ? { attempts: DEFAULT_ATTEMPTS } : {}),
        ...(format === 'closest' ? { contestHole } : {}),
      });
    },
    onSuccess: (made) => {
      setRefusal(null);
      client.setQueryData(eventCompetitionKey(quoteId), made);
    },
    onError: (error) => setRefusal(refusalText(error, 'Competition not created')),
  });
  return (
    <div className="event-competition-create">
      <p className="muted">{copy.none}</p>
      <Field id="event-competition-format" label={copy.formatLabel}>
        <Select
          id="event-competition-format"
          value={format}
          onChange={setFormat}
          options={GUEST_FORMATS.map((f) => ({ value: f, label: FORMAT_WORDS[f] }))}
        />
      </Field>
      <Field id="event-competition-course" label={copy.courseLabel}>
        <Input
          id="event-competition-course"
          value={courseName}
          onChange={(e) => setCourseName(e.target.value)}
        />
      </Field>
      <Field id="event-competition-rating" label="Course rating">
        <InputNumber
          id="event-competition-rating"
          value={courseRating}
          step={0.1}
          onChange={(v) => setCourseRating(v ?? 0)}
        />
      </Field>
      <Field id="event-competition-slope" label="Slope rating">
        <InputNumber
          id="event-competition-slope"
          value={slopeRating}
          onChange={(v) => setSlopeRating(v ?? 0)}
        />
      </Field>
      {format === 'closest' && (
        <Field id="event-competition-hole" label="Hole (a par 3)">
          <InputNumber
            id="event-competition-hole"
            value={contestHole}
            min={1}
            max={18}
            onChange={(v) => setContestHole(v ?? 0)}
          />
        </Field>
      )}
      <RefusalAlert refusal={refusal} />
      <Button type="primary" loading={create.isPending} onClick={() => create.mutate()}>
        {copy.create}
      </Button>
    </div>
  );
}

function Guests({ quoteId, view }: { quoteId: string; view: EventCompetitionView }) {
  const client = useQueryClient();
  const [name, setName] = useState('');
  const [renaming, setRenaming] = useState<{ entryId: string; name: string } | null>(null);
  const [refusal, setRefusal] = useState<Refusal>(null);
  const competitionId = view.competitionId ?? '';
  const settled = (next: EventCompetitionView) => {
    setRefusal(null);
    client.setQueryData(eventCompetitionKey(quoteId), next);
    void client.invalidateQueries({ queryKey: competitionKey(competitionId) });
  };
  const refused = (error: unknown) => setRefusal(refusalText(error, 'Not saved'));
  const add = useMutation({
    mutationFn: () => staffApi.addGuest(quoteId, name),
    onSuccess: (next) => {
      setName('');
      settled(next);
    },
    onError: refused,
  });
  const rename = useMutation({
    mutationFn: (r: { entryId: string; name: string }) => staffApi.renameGuest(quoteId, r.entryId, r.name),
    onSuccess: (next) => {
      setRenaming(null);
      settled(next);
    },
    onError: refused,
  });
  const remove = useMutation({
    mutationFn: (entryId: string) => staffApi.removeGuest(quoteId, entryId),
    onSuccess: settled,
    onError: refused,
  });
  return (
    <div className="event-competition-guests">
      <p>
        {view.name}, {FORMAT_WORDS[view.format ?? 'gross']}
      </p>
      <p className="muted">{copy.unlisted}</p>
      <p>
        <a href={view.boardUrl ?? ''} target="_blank" rel="noreferrer">
          {copy.board}
        </a>{' '}
        ·{' '}
        <a href={view.tvUrl ?? ''} target="_blank" rel="noreferrer">
          {copy.tv}
        </a>
      </p>
      <h4>
        {copy.guestsHeading}{' '}
        <span className="muted">({copy.fieldCount(view.guests.length, view.fieldSize)})</span>
      </h4>
      {view.guests.length === 0 ? (
        <p className="muted">{copy.noGuests}</p>
      ) : (
        <ul className="plain-list event-guests">
          {view.guests.map((g) =>
            renaming?.entryId === g.entryId ? (
              <li key={g.entryId}>
                <Input
                  aria-label={`New name for ${g.name}`}
                  value={renaming.name}
                  onChange={(e) => setRenaming({ entryId: g.entryId, name: e.target.value })}
                  onPressEnter={() => rename.mutate(renaming)}
                />
                <Button size="small" type="primary" onClick={() => rename.mutate(renaming)}>
                  {copy.save}
                </Button>
              </li>
            ) : (
              <li key={g.entryId}>
                <span>{g.name}</span>
                {g.hasScores ? (
                  <span className="muted"> {copy.scoresLocked}</span>
                ) : (
                  <>
                    <Button
                      size="small"
                      aria-label={`${copy.rename} ${g.name}`}
                      onClick={() => setRenaming({ entryId: g.entryId, name: g.name })}
                    >
                      {copy.rename}
                    </Button>
                    <Button
                      size="small"
                      aria-label={`${copy.remove} ${g.name}`}
                      onClick={() => remove.mutate(g.entryId)}
                    >
                      {copy.remove}
                    </Button>
                  </>
                )}
              </li>
            ),
          )}
        </ul>
      )}
      <Field id="event-guest-name" label={copy.guestNameLabel}>
        <Input
          id="event-guest-name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          onPressEnter={() => add.mutate()}
        />
      </Field>
      <Button onClick={() => add.mutate()} loading={add.isPending}>
        {copy.addGuest}
      </Button>
      <RefusalAlert refusal={refusal} />
      {view.format === 'gross' && view.guests.length > 0 && <GuestCards competitionId={competitionId} />}
    </div>
  );
}

/** The desk's card entry for the event's round, as at Competitions. */
function GuestCards({ competitionId }: { competitionId: string }) {
  const detail = useQuery({
    queryKey: competitionKey(competitionId),
    queryFn: () => staffApi.competition(competitionId),
  });
  const entries = useQuery({
    queryKey: [...competitionKey(competitionId), 'entries'],
    queryFn: () => staffApi.competitionEntries(competitionId),
  });
  if (!detail.data) return null;
  return <CardEntry competition={detail.data} entries={entries.data ?? []} />;
}

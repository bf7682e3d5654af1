/**
 * A Golf Tournaments event's competition for its guests, at the desk
 * (/api/staff/event-quotes/{id}/competition and its guests). The rules are core's eventGuests.ts.
 */
import { COMPETITION_DESCRIPTION_MAX, COMPETITION_NAME_MAX } from '../competitionKinds';
import { GUEST_FORMATS, GUEST_NAME_MAX } from '../eventGuests';
import { Course } from './competitions';
import {
  bool,
  id,
  int,
  list,
  nullable,
  object,
  oneOf,
  optional,
  type Sent,
  type Shape,
  text,
  withDefault,
  writtenLine,
  writtenLines,
} from './shape';

/** POST .../competition: the course and format; the date, time and bays are the event's. */
export const EventCompetitionRequest = object({
  /** Left empty: the event's contact's name ('Ann Lee’s Golf Tournament'). */
  name: withDefault(writtenLine(COMPETITION_NAME_MAX * 2), ''),
  description: withDefault(writtenLines(COMPETITION_DESCRIPTION_MAX), ''),
  format: oneOf(GUEST_FORMATS),
  course: Course,
  /** A contest's attempts per player (3 when left out); stroke play sends none. */
  attempts: optional(int),
  /** Closest to the pin's hole (a par 3); long drive and stroke play send none. */
  contestHole: optional(nullable(int)),
}).label('request body');
export type EventCompetitionRequest = Sent<typeof EventCompetitionRequest>;
/** The request as the server reads it, defaults filled in. */
export type EventCompetitionInput = Shape<typeof EventCompetitionRequest>;

/** POST .../guests and PATCH .../guests/{entryId}: the guest's name ('' is refused by core's words). */
export const GuestRequest = object({ name: writtenLine(GUEST_NAME_MAX * 2) }).label('request body');

const EventGuestView = object({
  entryId: id,
  name: text,
  /** A card or an attempt is in for the guest: the name stays as the board shows it. */
  hasScores: bool,
});

/** An event's competition as the desk shows it: none yet (competitionId null), or its guests and boards. */
export const EventCompetitionView = object({
  eventId: id,
  competitionId: nullable(id),
  /** The round's id: the desk's round entry (GET /api/staff/competition-rounds/{roundId}) opens it. */
  roundId: nullable(id),
  name: nullable(text),
  format: nullable(oneOf(GUEST_FORMATS)),
  fieldSize: int,
  guests: list(EventGuestView),
  /** The board's page and the TV's: unlisted, reached by these links. */
  boardUrl: nullable(text),
  tvUrl: nullable(text),
});
export type EventCompetitionView = Shape<typeof EventCompetitionView>;

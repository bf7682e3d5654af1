// @vitest-environment jsdom
import '@lounge/web/testing/setup';
import { type EventCompetitionView, eventGuestCopy, eventGuestMessages } from '@lounge/core';
import { stubApi } from '@lounge/web/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { staffQuote } from '../testing/eventQuotes';
import { renderAtDesk } from '../testing/renderAtDesk';
import { EventCompetitionSection } from './EventCompetitionSection';
import { QuoteDialog } from './QuoteDialog';

const URL_ = '/api/staff/event-quotes/q1/competition';
const paidTournament = staffQuote({
  packageId: 'tournament',
  packageName: 'Golf Tournaments',
  status: 'paid',
});

const view = (over: Partial<EventCompetitionView> = {}): EventCompetitionView => ({
  eventId: 'q1',
  competitionId: 'c1',
  roundId: 'r1',
  name: 'Casey Planner’s Golf Tournament',
  format: 'longest',
  fieldSize: 16,
  guests: [],
  boardUrl: 'http://localhost:5000/tournaments/c1',
  tvUrl: 'http://localhost:5000/tournaments/c1/tv',
  ...over,
});

describe('a Golf Tournaments event’s competition at the desk', () => {
  it('creates the competition with the course typed, then shows its board’s links', async () => {
    const api = stubApi({
      [`GET ${URL_}`]: { body: view({ competitionId: null, roundId: null, name: null, format: null }) },
      [`POST ${URL_}`]: { status: 201, body: view() },
    });
    renderAtDesk(<EventCompetitionSection quote={paidTournament} />);
    expect(await screen.findByText(eventGuestCopy.none)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(eventGuestCopy.courseLabel), { target: { value: 'St Andrews' } });
    fireEvent.click(screen.getByRole('button', { name: eventGuestCopy.create }));
    await waitFor(() => expect(screen.getByRole('link', { name: eventGuestCopy.tv })).toBeTruthy());
    const sent = api.calls.find((c) => c.method === 'POST')?.body as {
      format: string;
      course: { name: string; holes: unknown[] };
    };
    expect(sent.format).toBe('gross');
    expect(sent.course.name).toBe('St Andrews');
    expect(sent.course.holes).toHaveLength(18);
    expect(screen.getByText(eventGuestCopy.unlisted)).toBeTruthy();
  });

  it('adds a guest, shows a refusal in the server’s words, and offers no rename once a guest has scores', async () => {
    const ann = { entryId: 'e1', name: 'Ann Lee', hasScores: true };
    const bob = { entryId: 'e2', name: 'Bob Stone', hasScores: false };
    const refusal = eventGuestMessages.duplicateName('Bob Stone');
    let adds = 0;
    const api = stubApi({
      [`GET ${URL_}`]: { body: view({ guests: [ann] }) },
      [`POST ${URL_}/guests`]: () => {
        adds += 1;
        return adds === 1
          ? { status: 201, body: view({ guests: [ann, bob] }) }
          : { status: 400, body: { statusCode: 400, code: 'invalid_guest', ...refusal } };
      },
    });
    renderAtDesk(<EventCompetitionSection quote={paidTournament} />);
    expect(await screen.findByText('Ann Lee')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Rename Ann Lee' })).toBeNull();
    expect(screen.getByText(eventGuestCopy.scoresLocked)).toBeTruthy();
    const name = screen.getByLabelText(eventGuestCopy.guestNameLabel);
    fireEvent.change(name, { target: { value: 'Bob Stone' } });
    fireEvent.click(screen.getByRole('button', { name: eventGuestCopy.addGuest }));
    expect(await screen.findByRole('button', { name: 'Rename Bob Stone' })).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Bob Stone' });
    expect(screen.getByText(eventGuestCopy.fieldCount(2, 16), { exact: false })).toBeTruthy();
    fireEvent.change(name, { target: { value: 'bob stone' } });
    fireEvent.click(screen.getByRole('button', { name: eventGuestCopy.addGuest }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(refusal.message)).toBeTruthy();
  });

  it('is in the quote dialog of a paid Golf Tournaments event only', async () => {
    stubApi({ [`GET ${URL_}`]: { body: view() } });
    const { unmount } = renderAtDesk(
      <QuoteDialog
        quote={staffQuote({ status: 'paid' })}
        bays={['1', '2']}
        zone="America/Denver"
        onClose={() => {}}
      />,
    );
    await screen.findByRole('dialog');
    expect(screen.queryByText(eventGuestCopy.heading)).toBeNull();
    unmount();
    renderAtDesk(
      <QuoteDialog quote={paidTournament} bays={['1', '2']} zone="America/Denver" onClose={() => {}} />,
    );
    expect(await screen.findByText(eventGuestCopy.heading)).toBeTruthy();
  });
});

/**
 * Tournaments and leagues: the public list and event pages, entering (and coming back from its
 * checkout) and withdrawing, the phone scorecard, the dashboard's next round and handicap, and
 * whether boards show the member's name. Member calls: a 401 leads to the sign-in
 * redirect (api/queryClient.ts).
 */
import type {
  AttemptView,
  CardView,
  CompetitionDetail,
  CompetitionSummary,
  EntryAnswer,
  EntryPaidRequest,
  GolfSettings,
  GolfSettingsRequest,
  GroupAttempts,
  GroupCards,
  HandicapView,
  MyRoundView,
  WithdrawAnswer,
} from '@lounge/core';
import type { QueryClient } from '@tanstack/react-query';
import { getJson, sendJson } from '../../api/http';

const id = (value: string) => encodeURIComponent(value);

/** How often an event page, a scorecard and the TV board read the scores again. */
export const LIVE_REFRESH_MS = 30_000;

export const competitionsQuery = {
  queryKey: ['/api/competitions'] as const,
  queryFn: () => getJson<CompetitionSummary[]>('/api/competitions'),
};

export const competitionQuery = (competitionId: string) => ({
  queryKey: ['/api/competitions', competitionId] as const,
  queryFn: () => getJson<CompetitionDetail>(`/api/competitions/${id(competitionId)}`),
});

export const myRoundsQuery = {
  queryKey: ['/api/competitions/mine'] as const,
  queryFn: () => getJson<MyRoundView[]>('/api/competitions/mine'),
  meta: { member: true },
};

export const handicapQuery = {
  queryKey: ['/api/handicap'] as const,
  queryFn: () => getJson<HandicapView>('/api/handicap'),
  meta: { member: true },
};

export const groupCardsQuery = (competitionId: string, round: number) => ({
  queryKey: ['/api/competitions', competitionId, 'cards', round] as const,
  queryFn: () => getJson<GroupCards>(`/api/competitions/${id(competitionId)}/rounds/${round}/cards`),
  meta: { member: true },
});

/** A contest's attempts of the signed-in player's bay (closest to the pin, long drive). */
export const groupAttemptsQuery = (competitionId: string, round: number) => ({
  queryKey: ['/api/competitions', competitionId, 'attempts', round] as const,
  queryFn: () => getJson<GroupAttempts>(`/api/competitions/${id(competitionId)}/rounds/${round}/attempts`),
  meta: { member: true },
});

/** The player's next attempt: a distance as the simulator shows it, or null for a miss. */
export const enterAttempt = (
  competitionId: string,
  round: number,
  entryId: string,
  distance: number | null,
) =>
  sendJson<AttemptView>(
    'POST',
    `/api/competitions/${id(competitionId)}/rounds/${round}/attempts/${id(entryId)}`,
    {
      distance,
    },
  );

/** A partner attests an attempt by sending the distance they saw (null: a miss). */
export const attestAttempt = (
  competitionId: string,
  round: number,
  entryId: string,
  number: number,
  distance: number | null,
) =>
  sendJson<AttemptView>(
    'PUT',
    `/api/competitions/${id(competitionId)}/rounds/${round}/attempts/${id(entryId)}/${number}`,
    { distance },
  );

export const enterCompetition = (competitionId: string) =>
  sendJson<EntryAnswer>('POST', `/api/competitions/${id(competitionId)}/entries`, {});

/** Back from an entry fee's checkout: the server reads the session and confirms the entry. */
export const confirmEntryPayment = (competitionId: string, sessionId: string) =>
  sendJson<EntryAnswer>('POST', `/api/competitions/${id(competitionId)}/entries/paid`, {
    sessionId,
  } satisfies EntryPaidRequest);

export const golfSettingsQuery = {
  queryKey: ['/api/golf-settings'] as const,
  queryFn: () => getJson<GolfSettings>('/api/golf-settings'),
  meta: { member: true },
};

export const saveGolfSettings = (settings: GolfSettingsRequest) =>
  sendJson<GolfSettings>('PUT', '/api/golf-settings', settings);

export const withdrawFromCompetition = (competitionId: string) =>
  sendJson<WithdrawAnswer>('DELETE', `/api/competitions/${id(competitionId)}/entries/mine`);

export const saveCard = (
  competitionId: string,
  round: number,
  entryId: string,
  holes: readonly (number | null)[],
  final = false,
) =>
  sendJson<CardView>('PUT', `/api/competitions/${id(competitionId)}/rounds/${round}/cards/${id(entryId)}`, {
    holes,
    final,
  });

export function refreshCompetition(client: QueryClient, competitionId: string): Promise<unknown> {
  return client.invalidateQueries({ queryKey: ['/api/competitions', competitionId] });
}

/**
 * Tournaments and leagues: the public list and event pages (details, field, leaderboards), a
 * member's entry, the return from its fee's checkout and withdrawal, scorecards and a contest's
 * attempts (the player, a partner attesting, or staff), the member's handicap and whether boards show their name; and at
 * the desk (/api/staff/competitions) creating and editing them, the field, withdrawing a player,
 * moving players, and reading or setting a member's official index. The rules are in the files
 * beside this one, each named for what it holds.
 */
import type { Plugin } from '@hapi/hapi';
import { competitionMessages, MAX_ATTEMPTS } from '@lounge/core';
import * as api from '@lounge/core/api';
import Joi from 'joi';
import type { AppContext } from '../appContext';
import { currentUser, optionalUser } from '../auth/authPlugin';
import { responds } from '../http/responseSchemas';
import { noPayload, typedRoute, uuid, withParams } from '../http/validation';
import { managerUser, requireStaffForPlugin, staffUser } from '../staff/staffAccess';
import { createCompetition, editCompetition } from './competitionSetup';
import { competitionPage, listCompetitions, myRounds } from './competitionViews';
import { enterAttempt, groupAttempts, writeAttempt } from './contestAttempts';
import { addPlayer, enter, movePlayer, staffEntries, staffWithdraw, withdraw } from './entries';
import { confirmPaidEntry } from './entryFeeReturn';
import { changeGolfSettings, golfSettingsOf } from './golfSettings';
import { handicapOf, setOfficial, staffHandicapOf } from './memberHandicaps';
import { closeAndAnnounce } from './roundResults';
import { groupCards, staffCard, writeCard } from './scorecards';
import { staffRound } from './staffRound';

const roundNumber = Joi.number().integer().min(1).max(99);
const attemptNumber = Joi.number().integer().min(1).max(MAX_ATTEMPTS);
const notFound = competitionMessages.notFound;

export const competitionRoutes: Plugin<AppContext> = {
  name: 'lounge-competitions',
  register(server, ctx) {
    typedRoute(server, {
      method: 'GET',
      path: '/api/competitions',
      options: { auth: false, response: responds(api.list(api.CompetitionSummary)), validate: {} },
      handler: () => listCompetitions(ctx),
    });

    typedRoute(server, {
      method: 'GET',
      path: '/api/competitions/mine',
      options: { response: responds(api.list(api.MyRoundView)), validate: {} },
      handler: (request) => myRounds(ctx, currentUser(request)),
    });

    typedRoute(server, {
      method: 'GET',
      path: '/api/competitions/{id}',
      options: {
        auth: { mode: 'try' },
        response: responds(api.CompetitionDetail),
        validate: withParams({ id: uuid }, notFound),
      },
      handler: (request) => competitionPage(ctx, request.params.id, optionalUser(request)),
    });

    typedRoute(server, {
      method: 'POST',
      path: '/api/competitions/{id}/entries',
      options: {
        response: responds(api.EntryAnswer),
        validate: withParams({ id: uuid }, notFound, { payload: noPayload }),
      },
      async handler(request, h) {
        return h.response(await enter(ctx, currentUser(request), request.params.id)).code(201);
      },
    });

    typedRoute(server, {
      method: 'POST',
      path: '/api/competitions/{id}/entries/paid',
      options: {
        response: responds(api.EntryAnswer),
        validate: withParams({ id: uuid }, notFound, { payload: api.EntryPaidRequest }),
      },
      handler: (request) =>
        confirmPaidEntry(ctx, currentUser(request), request.params.id, request.payload.sessionId),
    });

    typedRoute(server, {
      method: 'DELETE',
      path: '/api/competitions/{id}/entries/mine',
      options: { response: responds(api.WithdrawAnswer), validate: withParams({ id: uuid }, notFound) },
      handler: (request) => withdraw(ctx, currentUser(request), request.params.id),
    });

    typedRoute(server, {
      method: 'GET',
      path: '/api/competitions/{id}/rounds/{round}/cards',
      options: {
        response: responds(api.GroupCards),
        validate: withParams({ id: uuid, round: roundNumber }, notFound),
      },
      handler: (request) => groupCards(ctx, currentUser(request), request.params.id, request.params.round),
    });

    typedRoute(server, {
      method: 'PUT',
      path: '/api/competitions/{id}/rounds/{round}/cards/{entryId}',
      options: {
        response: responds(api.CardView),
        validate: withParams({ id: uuid, round: roundNumber, entryId: uuid }, notFound, {
          payload: api.CardRequest,
        }),
      },
      handler(request) {
        const { id, round, entryId } = request.params;
        return writeCard(ctx, currentUser(request), id, round, entryId, request.payload);
      },
    });

    typedRoute(server, {
      method: 'GET',
      path: '/api/competitions/{id}/rounds/{round}/attempts',
      options: {
        response: responds(api.GroupAttempts),
        validate: withParams({ id: uuid, round: roundNumber }, notFound),
      },
      handler: (request) => groupAttempts(ctx, currentUser(request), request.params.id, request.params.round),
    });

    typedRoute(server, {
      method: 'POST',
      path: '/api/competitions/{id}/rounds/{round}/attempts/{entryId}',
      options: {
        response: responds(api.AttemptView),
        validate: withParams({ id: uuid, round: roundNumber, entryId: uuid }, notFound, {
          payload: api.AttemptRequest,
        }),
      },
      handler(request, h) {
        const { id, round, entryId } = request.params;
        const made = enterAttempt(ctx, currentUser(request), id, round, entryId, request.payload.distance);
        return h.response(made).code(201);
      },
    });

    typedRoute(server, {
      method: 'PUT',
      path: '/api/competitions/{id}/rounds/{round}/attempts/{entryId}/{number}',
      options: {
        response: responds(api.AttemptView),
        validate: withParams(
          { id: uuid, round: roundNumber, entryId: uuid, number: attemptNumber },
          notFound,
          {
            payload: api.AttemptRequest,
          },
        ),
      },
      handler(request) {
        const { id, round, entryId, number } = request.params;
        return writeAttempt(ctx, currentUser(request), id, round, entryId, number, request.payload.distance);
      },
    });

    typedRoute(server, {
      method: 'GET',
      path: '/api/handicap',
      options: { response: responds(api.HandicapView), validate: {} },
      handler: (request) => handicapOf(ctx, currentUser(request).id),
    });

    typedRoute(server, {
      method: 'GET',
      path: '/api/golf-settings',
      options: { response: responds(api.GolfSettings), validate: {} },
      handler: (request) => golfSettingsOf(ctx, currentUser(request).id),
    });

    typedRoute(server, {
      method: 'PUT',
      path: '/api/golf-settings',
      options: { response: responds(api.GolfSettings), validate: { payload: api.GolfSettingsRequest } },
      handler: (request) => changeGolfSettings(ctx, currentUser(request).id, request.payload),
    });
  },
};

export const staffCompetitionRoutes: Plugin<AppContext> = {
  name: 'lounge-staff-competitions',
  register(server, ctx) {
    requireStaffForPlugin(server);

    typedRoute(server, {
      method: 'GET',
      path: '/api/staff/competitions',
      options: { response: responds(api.list(api.CompetitionSummary)), validate: {} },
      handler(request) {
        staffUser(request);
        return listCompetitions(ctx, true);
      },
    });

    typedRoute(server, {
      method: 'POST',
      path: '/api/staff/competitions',
      options: {
        response: responds(api.CreatedCompetition),
        validate: { payload: api.CreateCompetitionRequest },
      },
      handler(request, h) {
        return h.response(createCompetition(ctx, staffUser(request).id, request.payload)).code(201);
      },
    });

    typedRoute(server, {
      method: 'PATCH',
      path: '/api/staff/competitions/{id}',
      options: {
        response: responds(api.CreatedCompetition),
        validate: withParams({ id: uuid }, notFound, { payload: api.UpdateCompetitionRequest }),
      },
      handler: (request) => editCompetition(ctx, staffUser(request).id, request.params.id, request.payload),
    });

    typedRoute(server, {
      method: 'GET',
      path: '/api/staff/competitions/{id}/entries',
      options: {
        response: responds(api.list(api.StaffEntryView)),
        validate: withParams({ id: uuid }, notFound),
      },
      handler(request) {
        staffUser(request);
        return staffEntries(ctx, request.params.id);
      },
    });

    typedRoute(server, {
      method: 'POST',
      path: '/api/staff/competitions/{id}/entries',
      options: {
        response: responds(api.StaffEntryView),
        validate: withParams({ id: uuid }, notFound, { payload: api.StaffEntryRequest }),
      },
      handler(request, h) {
        const entry = addPlayer(ctx, staffUser(request).id, request.params.id, request.payload.userId);
        return h.response(entry).code(201);
      },
    });

    typedRoute(server, {
      method: 'DELETE',
      path: '/api/staff/competitions/{id}/entries/{entryId}',
      options: {
        response: responds(api.WithdrawAnswer),
        validate: withParams({ id: uuid, entryId: uuid }, notFound),
      },
      handler: (request) =>
        staffWithdraw(ctx, staffUser(request).id, request.params.id, request.params.entryId),
    });

    typedRoute(server, {
      method: 'PUT',
      path: '/api/staff/competitions/{id}/rounds/{round}/groups',
      options: {
        response: responds(api.CompetitionDetail),
        validate: withParams({ id: uuid, round: roundNumber }, notFound, { payload: api.MovePlayerRequest }),
      },
      handler(request) {
        const { id, round } = request.params;
        return movePlayer(ctx, staffUser(request).id, id, round, request.payload);
      },
    });

    typedRoute(server, {
      method: 'GET',
      path: '/api/staff/competition-rounds/{roundId}',
      options: {
        response: responds(api.StaffRoundView),
        validate: withParams({ roundId: uuid }, competitionMessages.roundNotFound),
      },
      handler: (request) => staffRound(ctx, request.params.roundId),
    });

    typedRoute(server, {
      method: 'GET',
      path: '/api/staff/competitions/{id}/rounds/{round}/cards/{entryId}',
      options: {
        response: responds(api.StaffCardAnswer),
        validate: withParams({ id: uuid, round: roundNumber, entryId: uuid }, notFound),
      },
      handler(request) {
        const { id, round, entryId } = request.params;
        return staffCard(ctx, id, round, entryId);
      },
    });

    typedRoute(server, {
      method: 'POST',
      path: '/api/staff/competitions/{id}/rounds/{round}/close',
      options: {
        response: responds(api.CompetitionDetail),
        validate: withParams({ id: uuid, round: roundNumber }, notFound, { payload: noPayload }),
      },
      handler(request) {
        const { id, round } = request.params;
        return closeAndAnnounce(ctx, staffUser(request).id, id, round);
      },
    });

    typedRoute(server, {
      method: 'GET',
      path: '/api/staff/members/{id}/handicap',
      options: {
        response: responds(api.HandicapView),
        validate: withParams({ id: uuid }, 'Member not found'),
      },
      handler(request) {
        staffUser(request);
        return staffHandicapOf(ctx, request.params.id);
      },
    });

    typedRoute(server, {
      method: 'PUT',
      path: '/api/staff/members/{id}/handicap',
      options: {
        response: responds(api.HandicapView),
        validate: withParams({ id: uuid }, 'Member not found', { payload: api.OfficialIndexRequest }),
      },
      handler: (request) =>
        setOfficial(ctx, managerUser(request).id, request.params.id, request.payload.index),
    });
  },
};

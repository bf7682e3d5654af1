/**
 * Members and numbers at the desk (/api/staff): find a member by name or email with their tier,
 * status, upcoming bookings and guest passes used this month; admins make staff; and the
 * first-party analytics summary by venue day.
 */
import Boom from '@hapi/boom';
import type { Plugin } from '@hapi/hapi';
import {
  ANALYTICS_EVENTS,
  type AnalyticsDay,
  addDays,
  MEMBERSHIP_STATUSES,
  type MemberFilters,
  type MembershipStatus,
  monthOf,
  type RoleChangeRequest,
  type SignInLimitsCleared,
  type StaffMemberView,
  toIsoInstant,
  type UserView,
  venueDate,
} from '@lounge/core';
import { and, asc, eq, gte, like, or, type SQL, sql } from 'drizzle-orm';
import Joi from 'joi';
import type { AppContext } from '../appContext';
import { passesUsed, upcomingCount } from '../bookings/bookingStore';
import { writeTransaction } from '../db/database';
import { analyticsEvents, users } from '../db/schema';
import { refuse } from '../http/errors';
import { noPayload, uuid, withParams } from '../http/validation';
import { assertAdmin, logStaffAction, requireStaffForPlugin, staffUser } from '../staff/staffAccess';
import { publicUser } from '../users/userStore';

const MEMBER_LIST_MAX = 200;
const MEMBER_NOT_FOUND = 'Member not found';

const memberQuery = Joi.object({
  q: Joi.string().allow('').max(100),
  tier: Joi.string().valid('general', 'vip', 'none'),
  status: Joi.string().valid(...MEMBERSHIP_STATUSES),
});

export const staffMemberRoutes: Plugin<AppContext> = {
  name: 'lounge-staff-members',
  register(server, ctx) {
    requireStaffForPlugin(server);

    server.route<{
      Query: { q?: string; tier?: Exclude<MemberFilters['tier'], ''>; status?: MembershipStatus };
    }>({
      method: 'GET',
      path: '/api/staff/members',
      options: { validate: { query: memberQuery } },
      handler(request): StaffMemberView[] {
        staffUser(request);
        const { q, tier, status } = request.query;
        const filters: (SQL | undefined)[] = [];
        if (q?.trim()) {
          // LIKE's own wildcards in the search text are matched literally.
          const pattern = `%${q
            .trim()
            .toLowerCase()
            .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
          filters.push(
            or(
              like(sql`lower(${users.email})`, sql`${pattern} ESCAPE '\\'`),
              like(sql`lower(${users.firstName} || ' ' || ${users.lastName})`, sql`${pattern} ESCAPE '\\'`),
            ),
          );
        }
        if (tier)
          filters.push(
            tier === 'none' ? sql`${users.membershipType} IS NULL` : eq(users.membershipType, tier),
          );
        if (status) filters.push(eq(users.membershipStatus, status));
        const now = ctx.now();
        const nowIso = toIsoInstant(now);
        const month = monthOf(venueDate(now, ctx.config.venue.timeZone));
        return ctx.db
          .select()
          .from(users)
          .where(and(...filters))
          .orderBy(asc(users.lastName), asc(users.firstName))
          .limit(MEMBER_LIST_MAX)
          .all()
          .map((u) => ({
            ...publicUser(u),
            upcomingBookings: upcomingCount(ctx.db, u.id, nowIso),
            guestPassesUsedThisMonth: passesUsed(ctx.db, u.id, month),
          }));
      },
    });
    server.route<{ Params: { id: string }; Payload: RoleChangeRequest }>({
      method: 'PATCH',
      path: '/api/staff/members/{id}/role',
      options: {
        validate: withParams({ id: uuid }, MEMBER_NOT_FOUND, {
          payload: Joi.object({ role: Joi.string().valid('member', 'staff').required() }).label(
            'request body',
          ),
        }),
      },
      handler(request) {
        const actor = staffUser(request);
        assertAdmin(actor);
        const { id } = request.params;
        const { role } = request.payload;
        return writeTransaction(ctx.database, (): UserView => {
          const target = ctx.db.select().from(users).where(eq(users.id, id)).get();
          if (!target) throw Boom.notFound(MEMBER_NOT_FOUND);
          // Admins are made on the box (npm run admin:create), never demoted from a console.
          if (target.role === 'admin')
            throw refuse(409, {
              title: 'Not Possible',
              message: 'An admin\u2019s role is changed on the server box, not here.',
            });
          const row = ctx.db
            .update(users)
            .set({ role, updatedAt: toIsoInstant(ctx.now()) })
            .where(eq(users.id, id))
            .returning()
            .get();
          if (!row) throw Boom.notFound(MEMBER_NOT_FOUND);
          logStaffAction(
            ctx.db,
            {
              actorId: actor.id,
              action: 'role',
              targetType: 'user',
              targetId: id,
              details: { from: target.role, to: role },
            },
            ctx.now(),
          );
          return publicUser(row);
        });
      },
    });
    // An admin lifts the sign-in limits counted against an account (its owner locked out of an
    // address, or slowed by someone else's guessing); recorded in the audit trail.
    server.route<{ Params: { id: string } }>({
      method: 'POST',
      path: '/api/staff/members/{id}/clear-sign-in-limits',
      options: { validate: withParams({ id: uuid }, MEMBER_NOT_FOUND, { payload: noPayload }) },
      handler(request) {
        const actor = staffUser(request);
        assertAdmin(actor);
        const { id } = request.params;
        const target = ctx.db.select().from(users).where(eq(users.id, id)).get();
        if (!target) throw Boom.notFound(MEMBER_NOT_FOUND);
        ctx.signInLimits.clear(target.email);
        writeTransaction(ctx.database, () =>
          logStaffAction(
            ctx.db,
            { actorId: actor.id, action: 'clear_sign_in_limits', targetType: 'user', targetId: id },
            ctx.now(),
          ),
        );
        return { cleared: true } satisfies SignInLimitsCleared;
      },
    });
    server.route<{ Query: { days: number } }>({
      method: 'GET',
      path: '/api/staff/analytics',
      options: {
        validate: { query: Joi.object({ days: Joi.number().integer().min(1).max(366).default(30) }) },
      },
      handler(request) {
        staffUser(request);
        const { days } = request.query;
        const now = ctx.now();
        const zone = ctx.config.venue.timeZone;
        const today = venueDate(now, zone);
        const first = addDays(today, -(days - 1));
        // A day's events, counted by the venue's calendar day (the UTC day would split evenings).
        const rows = ctx.db
          .select({ name: analyticsEvents.name, createdAt: analyticsEvents.createdAt })
          .from(analyticsEvents)
          .where(gte(analyticsEvents.createdAt, toIsoInstant(now - (days + 1) * 86_400_000)))
          .all();
        const byDay = new Map<string, Record<string, number>>();
        for (let d = first; d <= today; d = addDays(d, 1))
          byDay.set(d, Object.fromEntries(ANALYTICS_EVENTS.map((e) => [e, 0])));
        for (const r of rows) {
          const counts = byDay.get(venueDate(Date.parse(r.createdAt), zone));
          if (counts && r.name in counts) counts[r.name] = (counts[r.name] ?? 0) + 1;
        }
        return [...byDay].map(([day, counts]) => ({ day, ...counts }) as AnalyticsDay);
      },
    });
  },
};

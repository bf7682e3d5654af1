/**
 * The answers that are a table's row (the account, a tour, an inquiry) are written out in core's
 * schemas (@lounge/core/api), which the screens' types come from. This holds each schema and its
 * drizzle table together: a column added to the table and not to the view (or the other way round),
 * or one whose type, nullability or values differ, fails here. A column kept from the API is named
 * below, with why.
 */
import { ERASED_PROFILE } from '@lounge/core';
import { ContactInquiryView, EventInquiryView, TourView, UserView } from '@lounge/core/api';
import { getTableColumns, type Table } from 'drizzle-orm';
import type Joi from 'joi';
import { describe, expect, it } from 'vitest';
import { contactInquiries, eventInquiries, tourBookings, users } from '../src/db/schema';
import type { UserRow } from '../src/users/userStore';
import { userView } from '../src/users/userView';

/** A key as both sides can state it: its JSON type, whether null is allowed, and its only values. */
interface KeyShape {
  type: string;
  nullable: boolean;
  only?: string[];
}

/** The JSON type of each drizzle SQLite column type the tables use; an unknown one fails the test. */
const JSON_TYPE_OF: Record<string, string> = {
  SQLiteText: 'string',
  SQLiteTextJson: 'string',
  SQLiteInteger: 'number',
  SQLiteReal: 'number',
  SQLiteBoolean: 'boolean',
};

function columnShapes(table: Table, hidden: readonly string[]): Record<string, KeyShape> {
  const columns = Object.entries(getTableColumns(table)).filter(([name]) => !hidden.includes(name));
  return Object.fromEntries(
    columns.map(([name, column]) => {
      const type = JSON_TYPE_OF[column.columnType];
      if (type === undefined) throw new Error(`${name}: no JSON type known for ${column.columnType}; add it`);
      const only = column.enumValues?.length ? { only: [...column.enumValues].sort() } : {};
      return [name, { type, nullable: !column.notNull, ...only }];
    }),
  );
}

function schemaShapes(schema: Joi.ObjectSchema): Record<string, KeyShape> {
  const keys = (schema.describe().keys ?? {}) as Record<
    string,
    { type: string; flags?: { only?: boolean }; allow?: unknown[] }
  >;
  return Object.fromEntries(
    Object.entries(keys).map(([name, key]) => {
      const allowed = key.allow ?? [];
      const only = key.flags?.only
        ? { only: allowed.filter((v): v is string => typeof v === 'string').sort() }
        : {};
      return [name, { type: key.type, nullable: allowed.includes(null), ...only }];
    }),
  );
}

const VIEWS = [
  {
    name: 'the account (UserView)',
    table: users,
    schema: UserView,
    hidden: {
      passwordHash: 'a secret: never leaves the server',
      stripeCustomerId: 'the payment provider’s id, of no use to a screen',
      stripeSubscriptionId: 'the payment provider’s id, of no use to a screen',
    },
  },
  { name: 'a tour (TourView)', table: tourBookings, schema: TourView, hidden: {} },
  {
    name: 'an event inquiry (EventInquiryView)',
    table: eventInquiries,
    schema: EventInquiryView,
    hidden: {},
  },
  {
    name: 'a contact message (ContactInquiryView)',
    table: contactInquiries,
    schema: ContactInquiryView,
    hidden: {},
  },
];

describe('row views and their tables', () => {
  it.each(VIEWS)('$name has every column of its table but those kept back, as the column is', (view) => {
    const hidden = Object.keys(view.hidden);
    expect(schemaShapes(view.schema)).toEqual(columnShapes(view.table, hidden));
  });

  it('the one userView answers exactly the schema’s keys, and none of the kept-back columns', () => {
    const row: UserRow = {
      id: '6f1c7a52-7d0e-4a59-9f7e-0d7a7b8f8f01',
      email: 'jo@example.com',
      passwordHash: '$2b$12$secret',
      // Every profile field as core leaves it empty, then the names.
      ...ERASED_PROFILE,
      firstName: 'Jo',
      lastName: 'Li',
      profileImageUrl: null,
      role: 'member',
      membershipType: 'vip',
      membershipStatus: 'monthly',
      membershipExpiresAt: null,
      stripeCustomerId: 'cus_secret',
      stripeSubscriptionId: 'sub_secret',
      pendingMembershipType: null,
      pendingChangeAt: null,
      authProvider: 'email',
      isEmailVerified: true,
      emailReminders: true,
      deletedAt: null,
      createdAt: '2026-11-01T10:00:00.000Z',
      updatedAt: '2026-11-01T10:00:00.000Z',
    };
    const view = userView(row);
    expect(UserView.validate(view).error).toBeUndefined();
    expect(Object.keys(view).sort()).toEqual(Object.keys(UserView.describe().keys ?? {}).sort());
    expect(JSON.stringify(view)).not.toMatch(/secret/);
  });
});

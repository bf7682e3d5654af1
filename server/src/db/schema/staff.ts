import { check, index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './accounts';
import { createdAt, isInstant, updatedAt } from './columns';

/** Every staff action, with who did it: the desk's audit trail. */
export const staffActions = sqliteTable(
  'staff_actions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** Who did it; null when the lounge did it itself (a release) or a kiosk did (named in details). */
    actorId: text('actor_id').references(() => users.id),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    /** JSON: what changed (a reason, the override, the new role...). */
    details: text('details'),
    createdAt: createdAt(),
  },
  (t) => [
    index('staff_actions_target_idx').on(t.targetType, t.targetId),
    index('staff_actions_created_idx').on(t.createdAt),
  ],
);

/**
 * Staff notes on a member (the desk's profile): who wrote each and who changed it last. Adding and
 * changing one is also written to staff_actions; deleting the member's account deletes their notes.
 */
export const memberNotes = sqliteTable(
  'member_notes',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    body: text('body').notNull(),
    createdBy: text('created_by').references(() => users.id),
    updatedBy: text('updated_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('member_notes_user_idx').on(t.userId, t.createdAt),
    check('member_notes_created_check', isInstant(t.createdAt)),
    check('member_notes_updated_check', isInstant(t.updatedAt)),
  ],
);

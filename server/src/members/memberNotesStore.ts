/** The member_notes table: staff notes on a member, newest first, with their authors' names. */
import { randomUUID } from 'node:crypto';
import type { MemberNoteView } from '@lounge/core';
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Db } from '../db/database';
import { memberNotes, users } from '../db/schema';

export type MemberNoteRow = typeof memberNotes.$inferSelect;

const author = alias(users, 'author');
const editor = alias(users, 'editor');

/** A member's notes, newest first, each with who wrote it and who changed it last. */
export function notesOfMember(db: Db, userId: string): MemberNoteView[] {
  return db
    .select({
      id: memberNotes.id,
      body: memberNotes.body,
      createdAt: memberNotes.createdAt,
      updatedAt: memberNotes.updatedAt,
      createdBy: sql<string | null>`${author.firstName} || ' ' || ${author.lastName}`,
      updatedBy: sql<string | null>`${editor.firstName} || ' ' || ${editor.lastName}`,
    })
    .from(memberNotes)
    .leftJoin(author, eq(author.id, memberNotes.createdBy))
    .leftJoin(editor, eq(editor.id, memberNotes.updatedBy))
    .where(eq(memberNotes.userId, userId))
    .orderBy(desc(memberNotes.createdAt), desc(sql`${memberNotes}.rowid`))
    .all();
}

/** One note as the API shows it; the caller has just written it, in the same transaction. */
export function noteView(db: Db, id: string): MemberNoteView {
  const row = db.select({ userId: memberNotes.userId }).from(memberNotes).where(eq(memberNotes.id, id)).get();
  const note = row && notesOfMember(db, row.userId).find((n) => n.id === id);
  if (!note) throw new Error(`member note ${id} was not found after it was written`);
  return note;
}

export function insertNote(
  db: Db,
  userId: string,
  body: string,
  staffId: string,
  nowIso: string,
): MemberNoteRow {
  return db
    .insert(memberNotes)
    .values({
      id: randomUUID(),
      userId,
      body,
      createdBy: staffId,
      updatedBy: staffId,
      createdAt: nowIso,
      updatedAt: nowIso,
    })
    .returning()
    .get();
}

/** Changes a note of this member; undefined when the member has no such note. */
export function updateNote(
  db: Db,
  userId: string,
  id: string,
  body: string,
  staffId: string,
  nowIso: string,
): MemberNoteRow | undefined {
  return db
    .update(memberNotes)
    .set({ body, updatedBy: staffId, updatedAt: nowIso })
    .where(and(eq(memberNotes.id, id), eq(memberNotes.userId, userId)))
    .returning()
    .get();
}

/** Deleting an account erases what staff wrote about the person. */
export function deleteNotesOfMember(db: Db, userId: string): void {
  db.delete(memberNotes).where(eq(memberNotes.userId, userId)).run();
}

/**
 * Staff notes on a member, in their profile: add one, change one in place. Who wrote each and who
 * changed it last is shown with it; the server records both in the audit trail.
 */
import { MEMBER_NOTE_MAX, type MemberNoteView, validateMemberNote } from '@lounge/core';
import { showToast } from '@lounge/web/feedback';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { refusalText } from '../api/staffApi';
import { venueDateTimeOf } from '../ui/venueTime';
import { memberProfileApi, memberProfileKey } from './memberProfileApi';

const noteRule = {
  validator: async (_: unknown, value: string) => {
    const check = validateMemberNote(value ?? '');
    if (!check.ok) throw new Error(check.error.message);
  },
};

function useSaveNote(memberId: string, noteId: string | null, onDone: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      noteId
        ? memberProfileApi.editNote(memberId, noteId, { body })
        : memberProfileApi.addNote(memberId, { body }),
    onSuccess: () => {
      showToast({ title: noteId ? 'Note saved' : 'Note added', kind: 'success' });
      onDone();
      void client.invalidateQueries({ queryKey: memberProfileKey(memberId) });
    },
    onError: (error) => showToast({ ...refusalText(error, 'Note not saved'), kind: 'error' }),
  });
}

function NoteForm({
  memberId,
  note,
  onDone,
}: {
  memberId: string;
  note: MemberNoteView | null;
  onDone: () => void;
}) {
  const [form] = Form.useForm<{ body: string }>();
  const save = useSaveNote(memberId, note?.id ?? null, () => {
    form.resetFields();
    onDone();
  });
  const label = note ? 'Edit note' : 'New note';
  return (
    <Form
      form={form}
      // Its own name, so each form's field ids (and the labels pointing at them) are its own.
      name={note ? `note-${note.id}` : 'new-note'}
      layout="vertical"
      initialValues={{ body: note?.body ?? '' }}
      onFinish={({ body }) => save.mutate(body)}
      requiredMark={false}
      className="note-form"
    >
      <Form.Item name="body" label={label} rules={[noteRule]}>
        <Input.TextArea rows={note ? 3 : 2} maxLength={MEMBER_NOTE_MAX} showCount autoFocus={note !== null} />
      </Form.Item>
      <div className="row-actions">
        <Button htmlType="submit" type="primary" size="small" loading={save.isPending}>
          {note ? 'Save Note' : 'Add Note'}
        </Button>
        {note && (
          <Button size="small" onClick={onDone}>
            Cancel
          </Button>
        )}
      </div>
    </Form>
  );
}

export function MemberNotes({
  memberId,
  notes,
  zone,
}: {
  memberId: string;
  notes: MemberNoteView[];
  zone: string;
}) {
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <div className="member-notes">
      <NoteForm memberId={memberId} note={null} onDone={() => undefined} />
      {notes.length === 0 ? (
        <p className="muted">No notes yet.</p>
      ) : (
        <ul className="plain-list" aria-label="Staff notes">
          {notes.map((note) =>
            editing === note.id ? (
              <li key={note.id}>
                <NoteForm memberId={memberId} note={note} onDone={() => setEditing(null)} />
              </li>
            ) : (
              <li key={note.id} className="note">
                <p className="pre-wrap">{note.body}</p>
                <div className="muted note-meta">
                  {note.createdBy ?? 'Former staff'}, {venueDateTimeOf(note.createdAt, zone)}
                  {note.updatedAt !== note.createdAt &&
                    ` · changed by ${note.updatedBy ?? 'former staff'}, ${venueDateTimeOf(note.updatedAt, zone)}`}
                  <Button type="link" size="small" onClick={() => setEditing(note.id)}>
                    Edit
                  </Button>
                </div>
              </li>
            ),
          )}
        </ul>
      )}
    </div>
  );
}

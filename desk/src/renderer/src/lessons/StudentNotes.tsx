/**
 * On a coach's day: the desk's notes on one of its students, read-only, and, once a lesson with them
 * is over, a note of the coach's own (the server checks both: lessons/coachNotes.ts).
 */
import { lessonMessages, MEMBER_NOTE_MAX, validateMemberNote } from '@lounge/core';
import { showToast } from '@lounge/web/feedback';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input } from 'antd';
import { refusalText, staffApi } from '../api/staffApi';
import { LoadErrorAlert } from '../ui/LoadErrorAlert';
import { venueDateTimeOf } from '../ui/venueTime';

const notesKey = (studentId: string) => ['coach-student-notes', studentId] as const;

function AddStudentNote({ studentId }: { studentId: string }) {
  const [form] = Form.useForm<{ body: string }>();
  const client = useQueryClient();
  const add = useMutation({
    mutationFn: (body: string) => staffApi.addStudentNote(studentId, body),
    onSuccess: () => {
      showToast({ title: lessonMessages.studentNoteSaved, kind: 'success' });
      form.resetFields();
      void client.invalidateQueries({ queryKey: notesKey(studentId) });
    },
    onError: (error) => showToast({ ...refusalText(error, 'Note not saved'), kind: 'error' }),
  });
  return (
    <Form
      form={form}
      name={`student-note-${studentId}`}
      layout="vertical"
      onFinish={({ body }) => add.mutate(body)}
      requiredMark={false}
      className="note-form"
    >
      <Form.Item
        name="body"
        label="Your note after the lesson"
        rules={[
          {
            validator: async (_: unknown, value: string) => {
              const check = validateMemberNote(value ?? '');
              if (!check.ok) throw new Error(check.error.message);
            },
          },
        ]}
      >
        <Input.TextArea rows={2} maxLength={MEMBER_NOTE_MAX} showCount />
      </Form.Item>
      <Button htmlType="submit" type="primary" size="small" loading={add.isPending}>
        {lessonMessages.addStudentNote}
      </Button>
    </Form>
  );
}

export function StudentNotes({
  studentId,
  studentName,
  lessonOver,
  zone,
}: {
  studentId: string;
  studentName: string;
  lessonOver: boolean;
  zone: string;
}) {
  const notes = useQuery({ queryKey: notesKey(studentId), queryFn: () => staffApi.studentNotes(studentId) });
  const headingId = `student-notes-${studentId}`;
  return (
    <section className="student-notes" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {lessonMessages.studentNotes}: {studentName}
      </h2>
      <LoadErrorAlert error={notes.error} title="The notes could not be loaded" />
      {notes.data?.length === 0 && <p className="muted">{lessonMessages.noStudentNotes}</p>}
      {notes.data && notes.data.length > 0 && (
        <ul className="plain-list" aria-label={`Notes on ${studentName}`}>
          {notes.data.map((note) => (
            <li key={note.id} className="note">
              <p className="pre-wrap">{note.body}</p>
              <div className="muted note-meta">
                {note.createdBy ?? 'Former staff'}, {venueDateTimeOf(note.createdAt, zone)}
              </div>
            </li>
          ))}
        </ul>
      )}
      {lessonOver && <AddStudentNote studentId={studentId} />}
    </section>
  );
}

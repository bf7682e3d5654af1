/**
 * Staff cancel a lesson (POST /api/staff/lessons/{id}/cancel): by the member's rule, at least
 * LESSON_CANCEL_HOURS ahead its card payment or credit comes back, later nothing; a refund above
 * plain staff's limits is refused by the server (docs/decisions/048) and the toast says so. The
 * student is emailed; the reason goes into the email and the audit trail.
 */
import { formatWallTime, type LessonView, lessonMessages } from '@lounge/core';
import { showToast } from '@lounge/web/feedback';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, Input, Modal } from 'antd';
import { refusalText, staffApi } from '../api/staffApi';

export function CancelLessonModal({ lesson, onClose }: { lesson: LessonView | null; onClose: () => void }) {
  const [form] = Form.useForm<{ reason: string }>();
  const client = useQueryClient();
  const cancel = useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => staffApi.cancelLesson(id, reason),
    onSuccess: (answer) => {
      showToast({ title: 'Lesson cancelled', message: answer.message, kind: 'success' });
      onClose();
    },
    onError: (error) => showToast({ ...refusalText(error), kind: 'error' }),
    onSettled: () => client.invalidateQueries({ queryKey: ['lessons'] }),
  });
  return (
    <Modal
      open={lesson !== null}
      title="Cancel Lesson"
      okText="Cancel Lesson"
      cancelText="Keep It"
      onOk={() => form.submit()}
      confirmLoading={cancel.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      {lesson && (
        <p>
          {formatWallTime(lesson.startTime)} {lesson.typeName}: {lesson.coachName} with {lesson.studentName}.{' '}
          {lessonMessages.cancelNote}
        </p>
      )}
      <Form
        form={form}
        layout="vertical"
        onFinish={({ reason }) => lesson && cancel.mutate({ id: lesson.id, reason: reason.trim() })}
      >
        <Form.Item
          name="reason"
          label="Reason (the student reads it)"
          rules={[{ required: true, whitespace: true, message: 'Write the reason.' }]}
        >
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

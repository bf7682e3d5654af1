/** Staff notes on a tour or an inquiry: one text, replaced on save (an empty text clears it). */
import { Form, Input, Modal } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useListAction } from './listQueries';

function NotesModal({
  title,
  notes,
  open,
  saving,
  onSave,
  onClose,
}: {
  title: string;
  notes: string | null;
  open: boolean;
  saving: boolean;
  onSave: (notes: string) => void;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ notes: string }>();
  useEffect(() => {
    if (open) form.setFieldsValue({ notes: notes ?? '' });
  }, [open, notes, form]);
  return (
    <Modal
      open={open}
      title={title}
      okText="Save Notes"
      okButtonProps={{ loading: saving }}
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
    >
      <Form form={form} layout="vertical" onFinish={({ notes: text }) => onSave(text.trim())}>
        <Form.Item name="notes" label="Notes" extra="Seen by every staff member.">
          <Input.TextArea rows={5} maxLength={2000} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * The notes dialog of a list's rows (tours, inquiries): `edit(row)` opens it on that row's notes and
 * `dialog` is the element to render with the list. A save toasts, refetches `listKey` and closes it.
 */
export function useNotesDialog<T extends { id: string; notes: string | null }>(
  listKey: readonly string[],
  save: (id: string, notes: string) => Promise<unknown>,
  titleOf: (row: T) => string,
): { edit: (row: T) => void; dialog: ReactNode } {
  const [noting, setNoting] = useState<T | null>(null);
  const saveNotes = useListAction(
    listKey,
    ({ id, notes }: { id: string; notes: string }) => save(id, notes),
    'Notes saved',
  );
  const dialog = (
    <NotesModal
      title={noting ? titleOf(noting) : 'Notes'}
      notes={noting?.notes ?? null}
      open={noting !== null}
      saving={saveNotes.isPending}
      onClose={() => setNoting(null)}
      onSave={(notes) =>
        noting && saveNotes.mutate({ id: noting.id, notes }, { onSuccess: () => setNoting(null) })
      }
    />
  );
  return { edit: setNoting, dialog };
}

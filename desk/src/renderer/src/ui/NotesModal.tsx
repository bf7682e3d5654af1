/** Staff notes on a tour or an inquiry: one text, replaced on save (an empty text clears it). */
import { Form, Input, Modal } from 'antd';
import { useEffect } from 'react';

export function NotesModal({
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

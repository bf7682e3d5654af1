/**
 * A message from the board to a bay's screen (/bay/{n}): 'Closing in 10 minutes', 'Please see the
 * desk'. It shows there until staff clear it (sending it empty), and the server audits both.
 */
import { type BayMessage, bayLabel, bayScreenMessages } from '@lounge/core';
import { sendJson } from '@lounge/web/api';
import { showToast } from '@lounge/web/feedback';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, Input, Modal, Select } from 'antd';
import { refusalText } from '../api/staffApi';

const M = bayScreenMessages.desk;
/** The longest message (core's BayMessageRequest allows as much). */
const MESSAGE_MAX = 200;

interface MessageFields {
  bay: string;
  message: string;
}

const sendBayMessage = ({ bay, message }: MessageFields) =>
  sendJson<BayMessage>('PUT', `/api/staff/bays/${encodeURIComponent(bay)}/message`, { message });

export function BayMessageModal({
  open,
  bays,
  onClose,
}: {
  open: boolean;
  bays: readonly string[];
  onClose: () => void;
}) {
  const [form] = Form.useForm<MessageFields>();
  const send = useMutation({
    mutationFn: sendBayMessage,
    onSuccess: (answer) => {
      showToast({ title: answer.message === null ? M.cleared : M.sent, kind: 'success' });
      form.setFieldValue('message', '');
      onClose();
    },
    onError: (error) => showToast({ ...refusalText(error), kind: 'error' }),
  });
  const clear = () => {
    const bay = form.getFieldValue('bay') as string | undefined;
    if (bay) send.mutate({ bay, message: '' });
    else void form.validateFields(['bay']);
  };
  return (
    <Modal
      open={open}
      title={M.send}
      okText={M.send}
      onOk={() => form.submit()}
      confirmLoading={send.isPending}
      onCancel={onClose}
      destroyOnHidden
      footer={(buttons) => (
        <>
          <Button onClick={clear} disabled={send.isPending}>
            {M.clear}
          </Button>
          {buttons}
        </>
      )}
    >
      <Form form={form} layout="vertical" onFinish={(fields) => send.mutate(fields)}>
        <Form.Item name="bay" label={M.bayLabel} rules={[{ required: true, message: 'Choose a bay.' }]}>
          <Select options={bays.map((bay) => ({ value: bay, label: bayLabel(bay) }))} virtual={false} />
        </Form.Item>
        <Form.Item
          name="message"
          label={M.textLabel}
          rules={[{ required: true, whitespace: true, message: 'Write the message.' }]}
        >
          <Input.TextArea rows={3} maxLength={MESSAGE_MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * A member's account at the desk: correct their name and phone (any staff member), and delete the
 * account when the member asks (admins only; they type DELETE to confirm). The server records both
 * in the audit trail and enforces who may do what; this only explains it.
 */
import {
  accountMessages,
  formatPhone,
  phoneMessages,
  staffAccountMessages as S,
  type StaffMemberView,
  validateProfileUpdate,
} from '@lounge/core';
import { showToast } from '@lounge/web/feedback';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Divider, Form, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { refusalText } from '../api/staffApi';
import { memberAccountApi } from './memberAccountApi';

interface DetailsValues {
  firstName: string;
  lastName: string;
  phone: string;
}

/** The rule of one field, as core (and the server) words it. */
const fieldRule = (field: keyof DetailsValues) => ({
  validator: async (_: unknown, value: string) => {
    const check = validateProfileUpdate({ [field]: value ?? '' });
    if (!check.ok) throw new Error(check.errors[field]);
  },
});

export function MemberAccountActions({
  member,
  isAdmin,
  onClose,
}: {
  member: StaffMemberView | null;
  isAdmin: boolean;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const [form] = Form.useForm<DetailsValues>();
  const [confirmText, setConfirmText] = useState('');
  const done = () => {
    void client.invalidateQueries({ queryKey: ['members'] });
  };
  const save = useMutation({
    mutationFn: (values: DetailsValues) => memberAccountApi.update(member?.id ?? '', values),
    onSuccess: () => {
      showToast({ ...S.saved, kind: 'success' });
      done();
      onClose();
    },
    onError: (error) =>
      showToast({ ...refusalText(error, accountMessages.profileRefusedTitle), kind: 'error' }),
  });
  const remove = useMutation({
    mutationFn: () => memberAccountApi.remove(member?.id ?? ''),
    onSuccess: () => {
      showToast({ ...S.deleted, kind: 'success' });
      done();
      onClose();
    },
    onError: (error) =>
      showToast({ ...refusalText(error, accountMessages.deleteRefusedTitle), kind: 'error' }),
  });
  const name = member ? `${member.firstName} ${member.lastName}` : '';

  return (
    <Modal
      open={member !== null}
      title={`${S.panelTitle}: ${name}`}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      afterOpenChange={(open) => {
        if (!open) setConfirmText('');
      }}
    >
      {member && (
        <Form
          form={form}
          name="member-account"
          layout="vertical"
          requiredMark={false}
          initialValues={{
            firstName: member.firstName,
            lastName: member.lastName,
            phone: member.phone ? formatPhone(member.phone) : '',
          }}
          onFinish={(values) => save.mutate(values)}
        >
          <Form.Item name="firstName" label="First name" rules={[fieldRule('firstName')]}>
            <Input />
          </Form.Item>
          <Form.Item name="lastName" label="Last name" rules={[fieldRule('lastName')]}>
            <Input />
          </Form.Item>
          <Form.Item
            name="phone"
            label={phoneMessages.label}
            extra={phoneMessages.help}
            rules={[fieldRule('phone')]}
          >
            <Input type="tel" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {S.save}
          </Button>
        </Form>
      )}
      {member && isAdmin && (
        <section className="member-account-delete" aria-labelledby="member-account-delete-title">
          <Divider />
          <h3 id="member-account-delete-title">{accountMessages.deleteTitle}</h3>
          <p>{S.deleteConfirm(name)}</p>
          <Space direction="vertical">
            <label htmlFor="member-account-delete-confirm">{S.deleteConfirmLabel}</label>
            <Input
              id="member-account-delete-confirm"
              value={confirmText}
              onChange={(e) => setConfirmText(e.target.value)}
              autoComplete="off"
            />
            <Button
              danger
              disabled={confirmText !== S.deleteConfirmWord}
              loading={remove.isPending}
              onClick={() => remove.mutate()}
            >
              {S.deleteButton}
            </Button>
          </Space>
        </section>
      )}
    </Modal>
  );
}

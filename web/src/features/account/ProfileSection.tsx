import { type AccountView, accountMessages as M, validateProfileUpdate } from '@lounge/core';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form } from 'antd';
import { NameFields, PhoneField } from '../auth/AccountFields';
import { userQueryKey } from '../auth/currentUser';
import { AccountForm } from '../forms/AccountForm';
import { coreRules } from '../forms/coreRules';
import { updateProfile } from './accountApi';
import { useAccountForm } from './useAccountForm';

interface ProfileValues {
  firstName: string;
  lastName: string;
  phone: string;
}

const rules = coreRules(validateProfileUpdate, ['firstName', 'lastName', 'phone'] as const);

/** Name and phone: core's rules on the fields, the saved account back into the signed-in user. */
export function ProfileSection({ user }: { user: AccountView }) {
  const [form] = Form.useForm<ProfileValues>();
  const client = useQueryClient();
  const save = useAccountForm(form, (v: ProfileValues) => updateProfile({ ...v, phone: v.phone ?? '' }), {
    refusedTitle: M.profileRefusedTitle,
    done: (account) => {
      client.setQueryData(userQueryKey, account);
      form.setFieldsValue({ phone: account.phone ? account.phone : '' });
      return M.profileSaved;
    },
  });
  return (
    <section className="dash-card account-section" aria-labelledby="account-profile-title">
      <h2 id="account-profile-title">{M.profileTitle}</h2>
      <AccountForm
        form={form}
        name="account-profile"
        initialValues={{ firstName: user.firstName, lastName: user.lastName, phone: user.phone ?? '' }}
        onFinish={(v) => save.mutate(v)}
      >
        <NameFields rules={rules} />
        <PhoneField rules={rules.phone} />
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {M.profileSave}
        </Button>
      </AccountForm>
    </section>
  );
}

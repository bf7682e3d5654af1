import { type AccountView, accountMessages as M, validateProfileUpdate } from '@lounge/core';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input } from 'antd';
import { PhoneField } from '../auth/AccountFields';
import { userQueryKey } from '../auth/currentUser';
import { coreRules } from '../forms/coreRules';
import { useSubmitFirst } from '../forms/submitFirst';
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
  const errors = useSubmitFirst(form);
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
      <Form
        noValidate
        form={form}
        name="account-profile"
        layout="vertical"
        requiredMark={false}
        initialValues={{ firstName: user.firstName, lastName: user.lastName, phone: user.phone ?? '' }}
        onFinish={(v) => save.mutate(v)}
        {...errors.formProps}
      >
        {errors.announcer}
        <div className="form-row">
          <Form.Item name="firstName" label="First name" rules={rules.firstName}>
            <Input autoComplete="given-name" size="large" />
          </Form.Item>
          <Form.Item name="lastName" label="Last name" rules={rules.lastName}>
            <Input autoComplete="family-name" size="large" />
          </Form.Item>
        </div>
        <PhoneField rules={rules.phone} />
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {M.profileSave}
        </Button>
      </Form>
    </section>
  );
}

import {
  type AccountView,
  PROFILE_FIELD_COPY as COPY,
  accountMessages as M,
  PROFILE_FIELDS,
  type ProfileField,
  type ProfileView,
  validateProfileUpdate,
} from '@lounge/core';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input } from 'antd';
import { NameFields, PhoneField } from '../auth/AccountFields';
import { userQueryKey } from '../auth/currentUser';
import { AccountForm } from '../forms/AccountForm';
import { coreRules } from '../forms/coreRules';
import { updateProfile } from './accountApi';
import { useAccountForm } from './useAccountForm';

/** Each of core's profile fields as its input holds it: '' for none. */
type ProfileValues = { [K in ProfileField]: NonNullable<ProfileView[K]> | '' };

function formValues(account: { [K in ProfileField]?: ProfileView[K] | '' }): ProfileValues {
  return Object.fromEntries(PROFILE_FIELDS.map((field) => [field, account[field] ?? ''])) as ProfileValues;
}

const rules = coreRules(validateProfileUpdate, PROFILE_FIELDS);

/** Fields with inputs of their own (names side by side, the phone's keyboard); any other is a line of text. */
const OWN_INPUTS: readonly ProfileField[] = ['firstName', 'lastName', 'phone'];
const PLAIN_FIELDS = PROFILE_FIELDS.filter((field) => !OWN_INPUTS.includes(field));

/**
 * The profile's fields (core's list): core's rules on them, the saved account back into the
 * signed-in user and the form (as the server stored them: a phone in E.164).
 */
export function ProfileSection({ user }: { user: AccountView }) {
  const [form] = Form.useForm<ProfileValues>();
  const client = useQueryClient();
  const save = useAccountForm(form, (v: ProfileValues) => updateProfile(formValues(v)), {
    refusedTitle: M.profileRefusedTitle,
    done: (account) => {
      client.setQueryData(userQueryKey, account);
      form.setFieldsValue(formValues(account));
      return M.profileSaved;
    },
  });
  return (
    <section className="dash-card account-section" aria-labelledby="account-profile-title">
      <h2 id="account-profile-title">{M.profileTitle}</h2>
      <AccountForm
        form={form}
        name="account-profile"
        initialValues={formValues(user)}
        onFinish={(v) => save.mutate(v)}
      >
        <NameFields rules={rules} />
        <PhoneField rules={rules.phone} />
        {PLAIN_FIELDS.map((field) => (
          <Form.Item
            key={field}
            name={field}
            label={COPY[field].label}
            extra={COPY[field].help}
            rules={rules[field]}
          >
            <Input size="large" />
          </Form.Item>
        ))}
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {M.profileSave}
        </Button>
      </AccountForm>
    </section>
  );
}

import {
  type AccountView,
  type PreferencesRequest,
  reminderMessages as R,
  type UserView,
} from '@lounge/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Switch } from 'antd';
import { refusalNotice } from '../../api/apiError';
import { isUnauthorized, sendJson } from '../../api/http';
import { showToast } from '../../feedback/toast';
import { userQueryKey } from '../auth/currentUser';

const savePreferences = (emailReminders: boolean) =>
  sendJson<UserView>('PATCH', '/api/auth/user/preferences', { emailReminders } satisfies PreferencesRequest);

/**
 * The reminder email before each booking, on or off. The switch shows the saved setting;
 * while saving it shows the choice, and a refusal puts it back.
 */
export function ReminderSettingCard({ user }: { user: AccountView }) {
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: savePreferences,
    meta: { member: true },
    onSuccess: (account) => {
      client.setQueryData(userQueryKey, account);
      showToast({ ...(account.emailReminders === false ? R.off : R.on), kind: 'success' });
    },
    onError: (error) => {
      if (!isUnauthorized(error)) showToast({ ...refusalNotice(error, R.failed), kind: 'error' });
    },
  });
  const saved = user.emailReminders !== false;
  const checked = save.isPending ? save.variables : saved;

  return (
    <section className="dash-card reminder-setting" aria-labelledby="reminder-setting-title">
      <h2 id="reminder-setting-title">{R.title}</h2>
      <div className="reminder-setting-row">
        <Switch
          id="reminder-setting-switch"
          checked={checked}
          loading={save.isPending}
          onChange={(on) => save.mutate(on)}
        />
        <label htmlFor="reminder-setting-switch">{R.label}</label>
      </div>
      <p className="muted">{R.note}</p>
    </section>
  );
}

import { competitionLabels as L } from '@lounge/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Switch } from 'antd';
import { useId } from 'react';
import { refusalNotice } from '../../api/apiError';
import { isUnauthorized } from '../../api/http';
import { showToast } from '../../feedback/toast';
import { golfSettingsQuery, saveGolfSettings } from './tournamentsApi';
import './tournaments.css';

/**
 * The member hides (or shows) their name on the field, the leaderboards and the TV. The switch
 * shows the saved setting; while saving it shows the choice, and a refusal puts it back. Saved,
 * every event page is read again, so the boards on screen follow at once.
 */
export function NameOnBoardsSetting() {
  const id = useId();
  const client = useQueryClient();
  const saved = useQuery(golfSettingsQuery);
  const save = useMutation({
    mutationFn: (hideName: boolean) => saveGolfSettings({ hideName }),
    meta: { member: true },
    onSuccess: (settings) => {
      client.setQueryData(golfSettingsQuery.queryKey, settings);
      void client.invalidateQueries({ queryKey: ['/api/competitions'] });
      showToast({ title: settings.hideName ? L.nameHidden : L.nameShown, kind: 'success' });
    },
    onError: (error) => {
      if (!isUnauthorized(error)) showToast({ ...refusalNotice(error, L.nameSettingFailed), kind: 'error' });
    },
  });
  const checked = save.isPending ? save.variables : saved.data?.hideName === true;
  return (
    <div className="name-on-boards">
      <div className="name-on-boards-row">
        <Switch
          id={id}
          checked={checked}
          loading={save.isPending || saved.isLoading}
          disabled={!saved.data}
          onChange={(on) => save.mutate(on)}
        />
        <label htmlFor={id}>{L.hideName}</label>
      </div>
      <p className="muted">{L.hideNameNote}</p>
    </div>
  );
}

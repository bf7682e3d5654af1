import { activeTier, accountMessages as M, validateDeleteAccount } from '@lounge/core';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Modal } from 'antd';
import { useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { venueQuery } from '../../api/venue';
import { CurrentPasswordField } from '../auth/AccountFields';
import { useCurrentUser, userQueryKey } from '../auth/currentUser';
import { leavingAuthPageAtom } from '../auth/leavingAuthPage';
import { AccountForm } from '../forms/AccountForm';
import { coreRules } from '../forms/coreRules';
import { deleteAccount, EXPORT_URL } from './accountApi';
import { useAccountForm } from './useAccountForm';

const rules = coreRules(validateDeleteAccount, ['password'] as const);

/** The member's data: download it all, or delete the account (password asked in a dialog). */
export function DataSection() {
  return (
    <>
      <section className="dash-card account-section" aria-labelledby="account-export-title">
        <h2 id="account-export-title">{M.exportTitle}</h2>
        <p className="muted">{M.exportIntro}</p>
        <Button href={EXPORT_URL} download>
          {M.exportButton}
        </Button>
      </section>
      <DeleteAccount />
    </>
  );
}

function DeleteAccount() {
  // A member with a plan is told the rule before the password is asked for (the server keeps it).
  const hasPlan = activeTier(useCurrentUser().user) !== null;
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ password: string }>();
  const client = useQueryClient();
  const navigate = useNavigate();
  const setLeaving = useSetAtom(leavingAuthPageAtom);
  // Signed out by the server: the app forgets the member once this page has gone. Forgotten sooner,
  // the account page would render for a visitor and start the sign-in redirect (its toast replacing
  // 'Account Deleted'); never forgotten (the old query cache cleared instead), the header and routes
  // kept the member and /login said 'Page Not Found'.
  const forgetOnLeave = useRef(false);
  useEffect(
    () => () => {
      if (!forgetOnLeave.current) return;
      client.setQueryData(userQueryKey, null);
      client.removeQueries({
        predicate: (query) =>
          query.queryKey[0] !== userQueryKey[0] && query.queryKey[0] !== venueQuery.queryKey[0],
      });
    },
    [client],
  );
  const remove = useAccountForm(form, deleteAccount, {
    refusedTitle: M.deleteRefusedTitle,
    done: (notice) => {
      forgetOnLeave.current = true;
      // The sign-in page is not a member's route: until the app has forgotten the member, it is
      // shown loading there, not 'Page Not Found' (AppRoutes' UnknownPath).
      setLeaving('/login');
      navigate('/login', { replace: true });
      return notice;
    },
  });
  return (
    <section className="dash-card account-section account-danger" aria-labelledby="account-delete-title">
      <h2 id="account-delete-title">{M.deleteTitle}</h2>
      <p className="muted">{M.deleteIntro}</p>
      {hasPlan && (
        <p>
          {M.deleteRule} <Link to="/dashboard">{M.deleteRuleLink}</Link>
        </p>
      )}
      <Button danger onClick={() => setOpen(true)}>
        {M.deleteButton}
      </Button>
      <Modal
        open={open}
        title={M.deleteConfirmTitle}
        onCancel={() => setOpen(false)}
        okText={M.deleteConfirmButton}
        okButtonProps={{ danger: true, loading: remove.isPending }}
        cancelText={M.cancel}
        onOk={() => form.submit()}
        rootClassName="account-modal"
        destroyOnHidden
      >
        <p>{M.deleteConfirmText}</p>
        <AccountForm form={form} name="account-delete" onFinish={(v) => remove.mutate(v)}>
          <CurrentPasswordField rules={rules.password} />
        </AccountForm>
      </Modal>
    </section>
  );
}

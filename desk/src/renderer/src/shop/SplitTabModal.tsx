/**
 * Splitting a tab: the ticked lines go to a new tab on a member (found by name, phone or email) or
 * under a name, in one step. The new tab is priced for its payer by the server: a VIP's takes the
 * VIP discount on merchandise, a walk-in's none.
 */
import { formatMoney, shopCopy, type Tab, type TabSplitRequest } from '@lounge/core';
import { showToast } from '@lounge/web/feedback';
import { useMutation } from '@tanstack/react-query';
import { Button, Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import { refusalText, staffApi } from '../api/staffApi';
import { useShopRefresh } from './shopQueries';
import { TabMemberField } from './TabMemberField';

type Payer = 'member' | 'name';

export function SplitTabModal({
  split,
  onClose,
}: {
  /** The tab and the lines leaving it; null when closed. */
  split: { tab: Tab; lineIds: string[] } | null;
  onClose: () => void;
}) {
  const refresh = useShopRefresh();
  const [payer, setPayer] = useState<Payer>('member');
  const [userId, setUserId] = useState<string | null>(null);
  const [label, setLabel] = useState('');
  const leaving = split ? split.tab.lines.filter((l) => split.lineIds.includes(l.id)) : [];
  const listCents = leaving.reduce((sum, l) => sum + l.grossCents, 0);

  const request: TabSplitRequest | null = !split
    ? null
    : payer === 'member'
      ? userId
        ? { lineIds: split.lineIds, userId, ...(label.trim() ? { label: label.trim() } : {}) }
        : null
      : label.trim()
        ? { lineIds: split.lineIds, label: label.trim() }
        : null;

  function done() {
    setUserId(null);
    setLabel('');
    setPayer('member');
    onClose();
  }

  const run = useMutation({
    mutationFn: (r: { tabId: string; body: TabSplitRequest }) => staffApi.splitTab(r.tabId, r.body),
    onSuccess: ({ to }) => {
      showToast({ title: shopCopy.splitDone(to.label, to.totalCents), kind: 'success' });
      done();
    },
    onError: (error) => showToast({ ...refusalText(error), kind: 'error' }),
    onSettled: refresh,
  });

  return (
    <Modal
      open={split !== null}
      title={split ? shopCopy.splitTitle(split.tab.label) : ''}
      onCancel={done}
      footer={[
        <Button key="cancel" onClick={done}>
          Cancel
        </Button>,
        <Button
          key="split"
          type="primary"
          disabled={!request}
          loading={run.isPending}
          onClick={() => split && request && run.mutate({ tabId: split.tab.id, body: request })}
        >
          {shopCopy.splitTab}
        </Button>,
      ]}
    >
      <p>{shopCopy.splitHint(leaving.length, listCents)}</p>
      <ul className="shop-tab-lines">
        {leaving.map((l) => (
          <li key={l.id}>
            {l.quantity} x {l.name}: {formatMoney(l.grossCents)}
          </li>
        ))}
      </ul>
      <p className="muted">{shopCopy.repriceNote}</p>
      <Radio.Group
        aria-label={shopCopy.splitPayer}
        optionType="button"
        value={payer}
        onChange={(e) => setPayer(e.target.value as Payer)}
        options={[
          { value: 'member', label: shopCopy.tabOnMember },
          { value: 'name', label: shopCopy.tabOnName },
        ]}
      />
      {payer === 'member' && <TabMemberField id="split-member" value={userId} onChange={setUserId} />}
      <div className="shop-field">
        <label className="field-label" htmlFor="split-label">
          {shopCopy.tabNameLabel}
        </label>
        <Input id="split-label" maxLength={80} value={label} onChange={(e) => setLabel(e.target.value)} />
      </div>
    </Modal>
  );
}

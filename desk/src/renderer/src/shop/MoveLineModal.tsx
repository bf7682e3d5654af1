/**
 * Moving one line of a tab to another open tab (one whose payment link is out takes none). The
 * server prices it for the payer of the tab it joins.
 */
import { formatMoney, shopCopy, type Tab } from '@lounge/core';
import { showToast } from '@lounge/web/feedback';
import { useMutation } from '@tanstack/react-query';
import { Button, Modal, Select } from 'antd';
import { useState } from 'react';
import { refusalText, staffApi } from '../api/staffApi';
import { useShopRefresh } from './shopQueries';

export function MoveLineModal({
  move,
  tabs,
  onClose,
}: {
  move: { tab: Tab; line: Tab['lines'][number] } | null;
  /** The open tabs, this one among them. */
  tabs: readonly Tab[];
  onClose: () => void;
}) {
  const refresh = useShopRefresh();
  const [toTabId, setToTabId] = useState<string | null>(null);
  const targets = move ? tabs.filter((t) => t.id !== move.tab.id && !t.linkOut) : [];

  function done() {
    setToTabId(null);
    onClose();
  }

  const run = useMutation({
    mutationFn: (r: { tabId: string; lineId: string; toTabId: string }) =>
      staffApi.moveTabLine(r.tabId, r.lineId, r.toTabId),
    onSuccess: ({ to }, r) => {
      const name = move?.tab.lines.find((l) => l.id === r.lineId)?.name ?? '';
      showToast({ title: shopCopy.moved(name, to.label), kind: 'success' });
      done();
    },
    onError: (error) => showToast({ ...refusalText(error), kind: 'error' }),
    onSettled: refresh,
  });

  return (
    <Modal
      open={move !== null}
      title={move ? shopCopy.moveTitle(move.line.name) : ''}
      onCancel={done}
      footer={[
        <Button key="cancel" onClick={done}>
          Cancel
        </Button>,
        <Button
          key="move"
          type="primary"
          disabled={!toTabId}
          loading={run.isPending}
          onClick={() => move && toTabId && run.mutate({ tabId: move.tab.id, lineId: move.line.id, toTabId })}
        >
          Move Line
        </Button>,
      ]}
    >
      {move && (
        <p>
          {move.line.quantity} x {move.line.name}: {formatMoney(move.line.grossCents)}, from {move.tab.label}
        </p>
      )}
      <p className="muted">{shopCopy.repriceNote}</p>
      {targets.length === 0 ? (
        <p>{shopCopy.noOtherTab}</p>
      ) : (
        <div className="shop-field">
          <label className="field-label" htmlFor="move-to-tab">
            {shopCopy.moveTo}
          </label>
          <Select
            id="move-to-tab"
            className="full-width"
            value={toTabId}
            onChange={setToTabId}
            options={targets.map((t) => ({
              value: t.id,
              label: `${t.label} · ${formatMoney(t.totalCents)}`,
            }))}
          />
        </div>
      )}
    </Modal>
  );
}

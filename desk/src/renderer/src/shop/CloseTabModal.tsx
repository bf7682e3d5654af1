/**
 * Closing a tab: cash handed over (the change is the server's answer), the lounge's card terminal,
 * or a payment link the member pays on their phone. The link is shown to pass on, never logged.
 */
import { formatMoney, type ShopSale, shopCopy, type Tab } from '@lounge/core';
import { showToast } from '@lounge/web/feedback';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import { refusalText, staffApi } from '../api/staffApi';
import { useShopRefresh } from './shopQueries';
import { TenderedField, tenderedCentsOf } from './TenderedField';

type Method = 'cash' | 'card' | 'link';

export function CloseTabModal({
  tab,
  onClose,
  onPaid,
}: {
  tab: Tab | null;
  onClose: () => void;
  /** The sale the tab became: its receipt is shown to print. */
  onPaid: (sale: ShopSale) => void;
}) {
  const refresh = useShopRefresh();
  const [method, setMethod] = useState<Method>('cash');
  const [tendered, setTendered] = useState('');
  const [link, setLink] = useState<string | null>(null);
  const tenderedCents = tab ? tenderedCentsOf(tendered, tab.totalCents) : null;

  const close = useMutation({
    mutationFn: (t: Tab) =>
      staffApi.closeTab(t.id, method, method === 'cash' ? (tenderedCents ?? undefined) : undefined),
    onSuccess: (answer, t) => {
      if ('url' in answer) {
        setLink(answer.url);
        return;
      }
      showToast({
        title: `Tab closed: ${t.label}, ${formatMoney(answer.totalCents)}`,
        ...(answer.changeCents ? { message: shopCopy.change(answer.changeCents) } : {}),
        kind: 'success',
      });
      onPaid(answer);
      done();
    },
    onError: (error) => showToast({ ...refusalText(error), kind: 'error' }),
    onSettled: refresh,
  });

  function done() {
    setTendered('');
    setLink(null);
    setMethod('cash');
    onClose();
  }

  const ready = method !== 'cash' || tenderedCents !== null;
  return (
    <Modal
      open={tab !== null}
      title={tab ? shopCopy.closeTabTitle(tab.label) : ''}
      onCancel={done}
      footer={
        link
          ? [
              <Button key="done" type="primary" onClick={done}>
                Done
              </Button>,
            ]
          : [
              <Button key="cancel" onClick={done}>
                Cancel
              </Button>,
              <Button
                key="close"
                type="primary"
                disabled={!ready}
                loading={close.isPending}
                onClick={() => tab && close.mutate(tab)}
              >
                {method === 'link'
                  ? 'Make Payment Link'
                  : `Close Tab ${tab ? formatMoney(tab.totalCents) : ''}`}
              </Button>,
            ]
      }
    >
      {tab && <p>Total {formatMoney(tab.totalCents)}</p>}
      {link ? (
        <>
          <Alert type="success" showIcon message={shopCopy.linkReady} />
          <label className="field-label" htmlFor="tab-link">
            {shopCopy.linkField}
          </label>
          <Input id="tab-link" readOnly value={link} onFocus={(e) => e.target.select()} />
          <Button onClick={() => void navigator.clipboard?.writeText(link)}>Copy Link</Button>
        </>
      ) : (
        <>
          <Radio.Group
            aria-label="Payment"
            optionType="button"
            value={method}
            onChange={(e) => setMethod(e.target.value as Method)}
            options={[
              { value: 'cash', label: 'Cash' },
              { value: 'card', label: 'Card on terminal' },
              { value: 'link', label: 'Payment link' },
            ]}
          />
          {method === 'cash' && tab && (
            <TenderedField
              id="tab-tendered"
              value={tendered}
              onChange={setTendered}
              totalCents={tab.totalCents}
            />
          )}
        </>
      )}
    </Modal>
  );
}

/**
 * The counter: find items by name or scan a barcode (a keyboard-wedge scanner types the code into
 * the search and presses Enter: an exact barcode adds the line at once), quantities, the customer (a
 * member found by name, phone or email, or a walk-in) and the payment: cash handed over, the
 * lounge's card terminal, or onto an open tab. The discount, tax, total and change are the server's
 * answer, shown on the receipt.
 */
import {
  formatMoney,
  type Notice,
  type ShopSale,
  type ShopSaleRequest,
  shopCategoryLabels,
  shopCopy,
} from '@lounge/core';
import { asApiError } from '@lounge/web/api';
import { showToast } from '@lounge/web/feedback';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Input, InputNumber, Radio, Select, Tag } from 'antd';
import { useState } from 'react';
import { refusalText, staffApi } from '../api/staffApi';
import { memberPickerProps, useMemberSearch } from '../board/memberPicker';
import { addToCart, type CartLine, cartListCents, cartRequestLines, itemForEnter, setQuantity } from './cart';
import { isPastZeroRefusal, PastZeroConfirm } from './PastZeroConfirm';
import { shopKeys, useOpenTabs, useShopItems, useShopRefresh } from './shopQueries';
import { TenderedField, tenderedCentsOf } from './TenderedField';

type Method = ShopSaleRequest['payment']['method'];

const PAY_LABELS: Record<Method, string> = { cash: 'Take Cash', card: 'Charge Card', tab: 'Put on Tab' };

export function Counter({ onSold }: { onSold: (sale: ShopSale) => void }) {
  const client = useQueryClient();
  const refresh = useShopRefresh();
  const [query, setQuery] = useState('');
  const [cart, setCart] = useState<CartLine[]>([]);
  const [memberQuery, setMemberQuery] = useState('');
  const [userId, setUserId] = useState<string | null>(null);
  const [method, setMethod] = useState<Method>('cash');
  const [tendered, setTendered] = useState('');
  const [tabId, setTabId] = useState<string | null>(null);
  const [pastZero, setPastZero] = useState<Notice | null>(null);
  const items = useShopItems(query);
  const found = query.trim() ? (items.data ?? []) : [];
  const { members } = useMemberSearch(memberQuery);
  const tabs = useOpenTabs().data ?? [];

  const tenderedCents = method === 'cash' ? tenderedCentsOf(tendered, null) : null;
  const listCents = cartListCents(cart);
  const ready =
    cart.length > 0 && (method === 'card' || (method === 'cash' ? tenderedCents !== null : tabId !== null));

  const sell = useMutation({
    mutationFn: (confirmPastZero: boolean) =>
      staffApi.sell({
        ...(userId && method !== 'tab' ? { userId } : {}),
        lines: cartRequestLines(cart),
        payment: {
          method,
          ...(method === 'tab' && tabId ? { tabId } : {}),
          ...(method === 'cash' && tenderedCents !== null ? { tenderedCents } : {}),
        },
        ...(confirmPastZero ? { confirmPastZero } : {}),
      }),
    onSuccess: (sale) => {
      setPastZero(null);
      setCart([]);
      setTendered('');
      const tab = tabs.find((t) => t.id === sale.id);
      showToast({
        title: tab ? shopCopy.onTab(tab.label, sale.totalCents) : shopCopy.sold(sale.totalCents),
        ...(sale.changeCents ? { message: shopCopy.change(sale.changeCents) } : {}),
        kind: 'success',
      });
      if (!tab) onSold(sale);
    },
    onError: (error) => {
      const refusal = asApiError(error)?.refusal;
      if (refusal && isPastZeroRefusal(refusal.code)) {
        setPastZero({ title: refusal.title, message: refusal.message });
        return;
      }
      setPastZero(null);
      showToast({ ...refusalText(error), kind: 'error' });
    },
    onSettled: refresh,
  });

  /** Enter in the search: a scanned barcode (or the one item found) goes on at once. */
  async function onEnter() {
    const typed = query;
    const answer = await client.fetchQuery({
      queryKey: shopKeys.items(typed.trim(), false),
      queryFn: () => staffApi.shopItems(typed.trim()),
    });
    const item = itemForEnter(typed, answer);
    if (!item) return;
    setCart((c) => addToCart(c, item));
    setQuery('');
  }

  return (
    <section className="shop-counter" aria-label="Counter">
      <h2 className="shop-heading">Counter</h2>
      <label className="field-label" htmlFor="shop-search">
        {shopCopy.searchLabel}
      </label>
      <Input
        id="shop-search"
        type="search"
        value={query}
        allowClear
        autoComplete="off"
        aria-describedby="shop-search-hint"
        onChange={(e) => setQuery(e.target.value)}
        onPressEnter={() => void onEnter()}
      />
      <p id="shop-search-hint" className="muted">
        {shopCopy.searchHint}
      </p>
      {query.trim() && (
        <ul className="shop-found" aria-label="Items found">
          {found.length === 0 && !items.isFetching && <li className="muted">{shopCopy.noItems}</li>}
          {found.map((item) => (
            <li key={item.id}>
              <Button
                onClick={() => setCart((c) => addToCart(c, item))}
                aria-label={`Add ${item.name}, ${formatMoney(item.priceCents)}`}
              >
                {item.name} · {formatMoney(item.priceCents)}
              </Button>
              <span className="muted">
                {' '}
                {shopCategoryLabels[item.category]}
                {item.stock !== null && ` · ${item.stock} in stock`}
              </span>
              {item.reorder && <Tag color="orange">{shopCopy.reorder}</Tag>}
            </li>
          ))}
        </ul>
      )}

      <table className="shop-cart" aria-label="Lines">
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Price</th>
            <th scope="col">Qty</th>
            <th scope="col">
              <span className="visually-hidden">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {cart.length === 0 && (
            <tr>
              <td colSpan={4} className="muted">
                {shopCopy.cartEmpty}
              </td>
            </tr>
          )}
          {cart.map((line) => (
            <tr key={line.item.id}>
              <td>{line.item.name}</td>
              <td>{formatMoney(line.item.priceCents)}</td>
              <td>
                <InputNumber
                  aria-label={`Quantity of ${line.item.name}`}
                  min={0}
                  max={999}
                  precision={0}
                  value={line.quantity}
                  onChange={(value) => setCart((c) => setQuantity(c, line.item.id, value))}
                />
              </td>
              <td>
                <Button
                  type="text"
                  aria-label={`Remove ${line.item.name}`}
                  onClick={() => setCart((c) => setQuantity(c, line.item.id, 0))}
                >
                  Remove
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        {shopCopy.listPrice(listCents)} <span className="muted">· {shopCopy.subtotalBeforeDiscount}</span>
      </p>

      <Radio.Group
        aria-label="Payment"
        optionType="button"
        value={method}
        onChange={(e) => setMethod(e.target.value as Method)}
        options={[
          { value: 'cash', label: 'Cash' },
          { value: 'card', label: 'Card on terminal' },
          { value: 'tab', label: shopCopy.tabLabel },
        ]}
      />
      {method !== 'tab' && (
        <div className="shop-field">
          <label className="field-label" htmlFor="shop-customer">
            {shopCopy.customerLabel}
          </label>
          <Select
            id="shop-customer"
            className="full-width"
            allowClear
            placeholder={shopCopy.walkIn}
            value={userId}
            onChange={(value) => setUserId(value ?? null)}
            {...memberPickerProps(members.data ?? [], setMemberQuery)}
          />
        </div>
      )}
      {method === 'cash' && (
        <TenderedField id="shop-tendered" value={tendered} onChange={setTendered} totalCents={null} />
      )}
      {method === 'tab' && (
        <div className="shop-field">
          <label className="field-label" htmlFor="shop-tab">
            {shopCopy.chooseTab}
          </label>
          <Select
            id="shop-tab"
            className="full-width"
            value={tabId}
            onChange={setTabId}
            options={tabs
              .filter((t) => !t.linkOut)
              .map((t) => ({ value: t.id, label: `${t.label} · ${formatMoney(t.totalCents)}` }))}
          />
        </div>
      )}
      <Button type="primary" disabled={!ready} loading={sell.isPending} onClick={() => sell.mutate(false)}>
        {PAY_LABELS[method]}
      </Button>
      <PastZeroConfirm
        refusal={pastZero}
        pending={sell.isPending}
        onCancel={() => setPastZero(null)}
        onConfirm={() => sell.mutate(true)}
      />
    </section>
  );
}

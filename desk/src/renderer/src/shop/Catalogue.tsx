/**
 * The catalogue's upkeep: items added (name, category, price, barcode, stock and reorder level),
 * deliveries and counts recorded, items archived (never deleted: past receipts keep their names).
 * An item at or under its reorder level is flagged. An item is edited in EditItemModal.
 */
import {
  formatMoney,
  parseCountedCash,
  SHOP_CATEGORIES,
  type ShopCategory,
  type ShopItem,
  shopCategoryLabels,
  shopCopy,
  shopEditCopy,
} from '@lounge/core';
import { showToast } from '@lounge/web/feedback';
import { useMutation } from '@tanstack/react-query';
import { Button, Input, InputNumber, Modal, Select, Tag } from 'antd';
import { type ReactNode, useState } from 'react';
import { refusalText, staffApi } from '../api/staffApi';
import { LoadErrorAlert } from '../ui/LoadErrorAlert';
import { EditItemModal } from './EditItemModal';
import { useShopItems, useShopRefresh } from './shopQueries';

export function Catalogue() {
  const [query, setQuery] = useState('');
  const items = useShopItems(query);
  const [stockOf, setStockOf] = useState<{ item: ShopItem; kind: 'delivery' | 'count' } | null>(null);
  const [archiving, setArchiving] = useState<ShopItem | null>(null);
  const [editing, setEditing] = useState<ShopItem | null>(null);
  const refresh = useShopRefresh();
  const archive = useMutation({
    mutationFn: (item: ShopItem) => staffApi.archiveShopItem(item.id),
    onSuccess: (item) => {
      showToast({ title: `Archived: ${item.name}`, kind: 'success' });
      setArchiving(null);
    },
    onError: (error) => showToast({ ...refusalText(error), kind: 'error' }),
    onSettled: refresh,
  });
  return (
    <section className="shop-catalogue" aria-label={shopCopy.catalogue}>
      <h2 className="shop-heading">{shopCopy.catalogue}</h2>
      <AddItem />
      <Input
        type="search"
        aria-label="Search the catalogue"
        placeholder="Name or barcode"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        className="shop-catalogue-search"
      />
      <LoadErrorAlert error={items.error} title="Items not loaded" />
      <table className="shop-items" aria-label="Items">
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Category</th>
            <th scope="col">Price</th>
            <th scope="col">Barcode</th>
            <th scope="col">Stock</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {items.data?.map((item) => (
            <tr key={item.id}>
              <td>{item.name}</td>
              <td>{shopCategoryLabels[item.category]}</td>
              <td>{formatMoney(item.priceCents)}</td>
              <td>{item.sku ?? ''}</td>
              <td>
                {item.stock ?? <span className="muted">{shopCopy.notCounted}</span>}
                {item.reorder && (
                  <Tag color="orange" className="shop-reorder">
                    {shopCopy.reorder}
                  </Tag>
                )}
              </td>
              <td className="shop-item-actions">
                <Button
                  size="small"
                  aria-label={shopEditCopy.editLabel(item.name)}
                  onClick={() => setEditing(item)}
                >
                  {shopEditCopy.edit}
                </Button>
                <Button
                  size="small"
                  aria-label={`${shopCopy.delivery} of ${item.name}`}
                  onClick={() => setStockOf({ item, kind: 'delivery' })}
                >
                  {shopCopy.delivery}
                </Button>
                <Button
                  size="small"
                  aria-label={`${shopCopy.count} ${item.name}`}
                  onClick={() => setStockOf({ item, kind: 'count' })}
                >
                  {shopCopy.count}
                </Button>
                <Button
                  size="small"
                  danger
                  aria-label={`Archive ${item.name}`}
                  onClick={() => setArchiving(item)}
                >
                  Archive
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <StockModal target={stockOf} onClose={() => setStockOf(null)} />
      <EditItemModal item={editing} onClose={() => setEditing(null)} />
      <Modal
        open={archiving !== null}
        title="Archive Item"
        onCancel={() => setArchiving(null)}
        okText="Archive"
        okButtonProps={{ danger: true, loading: archive.isPending }}
        onOk={() => archiving && archive.mutate(archiving)}
      >
        <p>{archiving && shopCopy.archiveConfirm(archiving.name)}</p>
      </Modal>
    </section>
  );
}

function AddItem() {
  const refresh = useShopRefresh();
  const [name, setName] = useState('');
  const [category, setCategory] = useState<ShopCategory>('merchandise');
  const [price, setPrice] = useState('');
  const [sku, setSku] = useState('');
  const [stock, setStock] = useState<number | null>(null);
  const [reorderLevel, setReorderLevel] = useState<number | null>(null);
  const priceCents = parseCountedCash(price);
  const add = useMutation({
    mutationFn: () =>
      staffApi.addShopItem({
        name: name.trim(),
        category,
        priceCents: priceCents ?? 0,
        ...(sku.trim() ? { sku: sku.trim() } : {}),
        ...(stock !== null ? { stock } : {}),
        ...(reorderLevel !== null ? { reorderLevel } : {}),
      }),
    onSuccess: (item) => {
      showToast({ title: `Added: ${item.name}`, kind: 'success' });
      setName('');
      setPrice('');
      setSku('');
      setStock(null);
      setReorderLevel(null);
    },
    onError: (error) => showToast({ ...refusalText(error), kind: 'error' }),
    onSettled: refresh,
  });
  return (
    <form
      className="shop-add-item"
      aria-label={shopCopy.addItem}
      onSubmit={(e) => {
        e.preventDefault();
        add.mutate();
      }}
    >
      <Field id="item-name" label="Name">
        <Input id="item-name" value={name} maxLength={120} onChange={(e) => setName(e.target.value)} />
      </Field>
      <Field id="item-category" label="Category">
        <Select
          id="item-category"
          value={category}
          onChange={setCategory}
          options={SHOP_CATEGORIES.map((c) => ({ value: c, label: shopCategoryLabels[c] }))}
        />
      </Field>
      <Field id="item-price" label="Price ($)">
        <Input id="item-price" inputMode="decimal" value={price} onChange={(e) => setPrice(e.target.value)} />
      </Field>
      <Field id="item-sku" label="Barcode">
        <Input id="item-sku" value={sku} maxLength={64} onChange={(e) => setSku(e.target.value)} />
      </Field>
      <Field id="item-stock" label="Stock">
        <InputNumber id="item-stock" min={0} max={99_999} precision={0} value={stock} onChange={setStock} />
      </Field>
      <Field id="item-reorder" label="Reorder at">
        <InputNumber
          id="item-reorder"
          min={0}
          max={99_999}
          precision={0}
          value={reorderLevel}
          onChange={setReorderLevel}
        />
      </Field>
      <Button
        htmlType="submit"
        type="primary"
        disabled={!name.trim() || priceCents === null}
        loading={add.isPending}
      >
        {shopCopy.addItem}
      </Button>
    </form>
  );
}

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="shop-add-field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      {children}
    </div>
  );
}

function StockModal({
  target,
  onClose,
}: {
  target: { item: ShopItem; kind: 'delivery' | 'count' } | null;
  onClose: () => void;
}) {
  const refresh = useShopRefresh();
  const [quantity, setQuantity] = useState<number | null>(null);
  const record = useMutation({
    mutationFn: (t: { item: ShopItem; kind: 'delivery' | 'count'; quantity: number }) =>
      staffApi.recordStock(t.item.id, t.kind, t.quantity),
    onSuccess: (item) => {
      showToast({ title: `${item.name}: ${item.stock ?? 0} in stock`, kind: 'success' });
      setQuantity(null);
      onClose();
    },
    onError: (error) => showToast({ ...refusalText(error), kind: 'error' }),
    onSettled: refresh,
  });
  const kind = target?.kind ?? 'delivery';
  return (
    <Modal
      open={target !== null}
      title={target ? `${kind === 'delivery' ? shopCopy.delivery : shopCopy.count}: ${target.item.name}` : ''}
      onCancel={onClose}
      okText="Save"
      okButtonProps={{ disabled: quantity === null, loading: record.isPending }}
      onOk={() => target && quantity !== null && record.mutate({ ...target, quantity })}
    >
      <label className="field-label" htmlFor="stock-quantity">
        {shopCopy.stockQuantity(kind)}
      </label>
      <InputNumber
        id="stock-quantity"
        min={kind === 'delivery' ? 1 : 0}
        max={99_999}
        precision={0}
        value={quantity}
        onChange={setQuantity}
      />
    </Modal>
  );
}

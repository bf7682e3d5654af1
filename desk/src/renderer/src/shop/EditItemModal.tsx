/**
 * An item edited (PATCH /api/staff/shop/items/{id}): its name, category, price, barcode and
 * reorder level. Only what changed is sent; a barcode or reorder level emptied is taken off. The
 * server keeps a barcode one item's and says so in words; past sales keep what they were sold at.
 */
import {
  centsAsDollars,
  shopEditCopy as copy,
  parseCountedCash,
  SHOP_CATEGORIES,
  type ShopCategory,
  type ShopItem,
  type ShopItemEditRequest,
  shopCategoryLabels,
} from '@lounge/core';
import { showToast } from '@lounge/web/feedback';
import { useMutation } from '@tanstack/react-query';
import { Alert, Input, InputNumber, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { shopDeskApi } from '../api/shopDeskApi';
import { refusalText } from '../api/staffApi';
import { useShopRefresh } from './shopQueries';

/** What the form's fields would change, or null when nothing would. */
function itemChanges(
  item: ShopItem,
  form: {
    name: string;
    category: ShopCategory;
    priceCents: number;
    sku: string;
    reorderLevel: number | null;
  },
): ShopItemEditRequest | null {
  const changes: ShopItemEditRequest = {};
  if (form.name.trim() !== item.name) changes.name = form.name.trim();
  if (form.category !== item.category) changes.category = form.category;
  if (form.priceCents !== item.priceCents) changes.priceCents = form.priceCents;
  const sku = form.sku.trim() || null;
  if (sku !== item.sku) changes.sku = sku;
  if (form.reorderLevel !== item.reorderLevel) changes.reorderLevel = form.reorderLevel;
  return Object.keys(changes).length === 0 ? null : changes;
}

export function EditItemModal({ item, onClose }: { item: ShopItem | null; onClose: () => void }) {
  const refresh = useShopRefresh();
  const [name, setName] = useState('');
  const [category, setCategory] = useState<ShopCategory>('merchandise');
  const [price, setPrice] = useState('');
  const [sku, setSku] = useState('');
  const [reorderLevel, setReorderLevel] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<{ title: string; message: string } | null>(null);
  useEffect(() => {
    if (!item) return;
    setName(item.name);
    setCategory(item.category);
    setPrice(centsAsDollars(item.priceCents));
    setSku(item.sku ?? '');
    setReorderLevel(item.reorderLevel);
    setRefusal(null);
  }, [item]);
  const priceCents = parseCountedCash(price);
  const changes =
    item && priceCents !== null ? itemChanges(item, { name, category, priceCents, sku, reorderLevel }) : null;
  const save = useMutation({
    mutationFn: (c: { itemId: string; changes: ShopItemEditRequest }) =>
      shopDeskApi.editItem(c.itemId, c.changes),
    onSuccess: (saved) => {
      showToast({ title: copy.saved(saved.name), kind: 'success' });
      onClose();
    },
    onError: (error) => setRefusal(refusalText(error)),
    onSettled: refresh,
  });
  return (
    <Modal
      open={item !== null}
      title={item ? copy.editTitle(item.name) : ''}
      onCancel={onClose}
      okText="Save"
      okButtonProps={{ disabled: !changes || !name.trim(), loading: save.isPending }}
      onOk={() => item && changes && save.mutate({ itemId: item.id, changes })}
    >
      <p className="muted">{copy.historyNote}</p>
      <label className="field-label" htmlFor="edit-item-name">
        Name
      </label>
      <Input id="edit-item-name" value={name} maxLength={120} onChange={(e) => setName(e.target.value)} />
      <label className="field-label" htmlFor="edit-item-category">
        Category
      </label>
      <Select
        id="edit-item-category"
        className="shop-edit-select"
        value={category}
        onChange={setCategory}
        options={SHOP_CATEGORIES.map((c) => ({ value: c, label: shopCategoryLabels[c] }))}
      />
      <label className="field-label" htmlFor="edit-item-price">
        Price ($)
      </label>
      <Input
        id="edit-item-price"
        inputMode="decimal"
        value={price}
        status={priceCents === null ? 'error' : undefined}
        onChange={(e) => setPrice(e.target.value)}
      />
      <label className="field-label" htmlFor="edit-item-sku">
        Barcode
      </label>
      <Input
        id="edit-item-sku"
        value={sku}
        maxLength={64}
        aria-describedby="edit-item-sku-hint"
        onChange={(e) => setSku(e.target.value)}
      />
      <p className="muted" id="edit-item-sku-hint">
        {copy.skuHint}
      </p>
      <label className="field-label" htmlFor="edit-item-reorder">
        Reorder at
      </label>
      <InputNumber
        id="edit-item-reorder"
        min={0}
        max={99_999}
        precision={0}
        value={reorderLevel}
        aria-describedby="edit-item-reorder-hint"
        onChange={setReorderLevel}
      />
      <p className="muted" id="edit-item-reorder-hint">
        {copy.reorderHint}
      </p>
      {refusal && (
        <Alert type="error" showIcon role="alert" message={refusal.title} description={refusal.message} />
      )}
    </Modal>
  );
}

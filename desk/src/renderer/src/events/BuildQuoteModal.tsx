/**
 * A quote built from an event inquiry, or a draft opened again to change it (the same form): the
 * package, bays or the whole facility, the date, start and length, the head count, add-ons from the
 * venue's price list, any line's price changed with its reason, notes. The server prices it (core's
 * buildQuote, the contact's member discount) and answers the quote, a draft; it is sent from its
 * dialog in Event Quotes. A changed price without a reason is stopped here with core's words; the
 * server refuses it too.
 */
import {
  bayLabel,
  EVENT_PACKAGES,
  type EventInquiryView,
  type EventQuoteRequest,
  eventQuoteCopy,
  formatMoney,
  parseCountedCash,
  type StaffEventQuote,
} from '@lounge/core';
import { showToast } from '@lounge/web/feedback';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Checkbox, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { refusalText, staffApi } from '../api/staffApi';

/** A line's price as staff typed it (dollars), and why they changed it. */
interface PriceChange {
  price?: string;
  reason?: string;
}

interface QuoteFields {
  packageId: EventQuoteRequest['packageId'];
  wholeFacility: boolean;
  bays: string[];
  date: string;
  startTime: string;
  hours: string;
  headCount: string;
  addOns: string[];
  /** By line key ('package', 'addon:<name>'), as `slotOf` writes it. */
  prices?: Record<string, PriceChange>;
  notes?: string;
}

type QuoteBody = Omit<EventQuoteRequest, 'inquiryId'>;

export const EVENT_ADD_ONS_KEY = ['event-add-ons'];
export const EVENT_QUOTES_KEY = ['event-quotes'];

const ADD_ON = 'addon:';
const dollars = (cents: number) => (cents / 100).toFixed(2);
const badPrice = 'Type the price in dollars and cents, like 350.00.';
/** A line key as a form field's name: the field's id is made from it, and an id has no spaces. */
const slotOf = (lineKey: string) => encodeURIComponent(lineKey);

/** The form filled from a draft: its lines' changed prices back in dollars with their reasons. */
function fieldsOfDraft(quote: StaffEventQuote): QuoteFields {
  const prices: Record<string, PriceChange> = {};
  for (const line of quote.lines)
    if (line.adjustedFrom !== undefined)
      prices[slotOf(line.key)] = { price: dollars(line.cents), reason: line.reason };
  return {
    packageId: quote.packageId as QuoteFields['packageId'],
    wholeFacility: quote.space === 'facility',
    bays: quote.space === 'facility' ? [] : [...quote.space],
    date: quote.date,
    startTime: quote.startTime,
    hours: String(quote.hours),
    headCount: String(quote.headCount),
    addOns: quote.lines.filter((l) => l.key.startsWith(ADD_ON)).map((l) => l.key.slice(ADD_ON.length)),
    prices,
    notes: quote.notes,
  };
}

const newFields = (inquiry: EventInquiryView | null): QuoteFields => ({
  packageId: 'corporate',
  wholeFacility: false,
  bays: [],
  date: inquiry?.eventDate ?? '',
  startTime: '18:00',
  hours: '2',
  headCount: '',
  addOns: [],
});

/** The changed prices of the lines on the quote (an unticked add-on's is dropped), in cents. */
function adjustmentsOf(v: QuoteFields): QuoteBody['adjustments'] {
  const keys = ['package', ...(v.addOns ?? []).map((name) => `${ADD_ON}${name}`)];
  const out: NonNullable<QuoteBody['adjustments']> = {};
  for (const key of keys) {
    const change = v.prices?.[slotOf(key)];
    const cents = change?.price?.trim() ? parseCountedCash(change.price) : null;
    if (cents !== null) out[key] = { cents, reason: change?.reason?.trim() ?? '' };
  }
  return out;
}

/** A line's price field and its reason, the reason required once a price is typed. */
function PriceChangeFields({
  lineKey,
  label,
  listCents,
}: {
  lineKey: string;
  label: string;
  listCents?: number;
}) {
  const price = ['prices', slotOf(lineKey), 'price'];
  return (
    <div className="form-row">
      <Form.Item
        label={`${label} price, if changed`}
        name={price}
        extra={listCents === undefined ? undefined : `List price ${formatMoney(listCents)}`}
        rules={[
          {
            validator: (_, value?: string) =>
              !value?.trim() || parseCountedCash(value) !== null
                ? Promise.resolve()
                : Promise.reject(new Error(badPrice)),
          },
        ]}
      >
        <Input inputMode="decimal" />
      </Form.Item>
      <Form.Item
        label={`Why the ${lineKey === 'package' ? 'package' : label} price changed`}
        name={['prices', slotOf(lineKey), 'reason']}
        dependencies={[price]}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_, value?: string) =>
              (getFieldValue(price) as string | undefined)?.trim() && !value?.trim()
                ? Promise.reject(new Error(eventQuoteCopy.reasonNeeded))
                : Promise.resolve(),
          }),
        ]}
      >
        <Input maxLength={300} />
      </Form.Item>
    </div>
  );
}

export function BuildQuoteModal({
  inquiry = null,
  draft = null,
  bays,
  onClose,
}: {
  /** A new quote for this inquiry... */
  inquiry?: EventInquiryView | null;
  /** ...or this draft changed. */
  draft?: StaffEventQuote | null;
  bays: readonly string[];
  onClose: () => void;
}) {
  const [form] = Form.useForm<QuoteFields>();
  const whole = Form.useWatch('wholeFacility', form);
  const ticked = Form.useWatch('addOns', form) as string[] | undefined;
  const [refusal, setRefusal] = useState<{ title: string; message: string } | null>(null);
  const addOns = useQuery({ queryKey: EVENT_ADD_ONS_KEY, queryFn: staffApi.eventAddOns });
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: (request: QuoteBody) =>
      draft
        ? staffApi.changeEventQuote(draft.id, request)
        : staffApi.createEventQuote({ ...request, inquiryId: inquiry?.id ?? '' }),
    onSuccess: (quote) => {
      showToast({
        title: `${draft ? 'Quote changed' : 'Quote built'}: ${formatMoney(quote.totalCents)}`,
        message: draft ? undefined : 'Send it from Event Quotes.',
        kind: 'success',
      });
      void client.invalidateQueries({ queryKey: EVENT_QUOTES_KEY });
      onClose();
    },
    onError: (error) => setRefusal(refusalText(error, draft ? 'Quote not changed' : 'Quote not built')),
  });

  const submit = (v: QuoteFields) => {
    setRefusal(null);
    if (!inquiry && !draft) return;
    save.mutate({
      packageId: v.packageId,
      space: v.wholeFacility ? 'facility' : v.bays,
      date: v.date,
      startTime: v.startTime,
      hours: Number(v.hours),
      headCount: Number(v.headCount),
      addOns: v.addOns ?? [],
      adjustments: adjustmentsOf(v),
      notes: v.notes ?? '',
    });
  };

  const open = inquiry !== null || draft !== null;
  const priceList = addOns.data ?? [];
  return (
    <Modal
      open={open}
      title={
        draft
          ? `Change the draft for ${draft.contactName}`
          : inquiry
            ? `Quote for ${inquiry.contactName}`
            : 'Quote'
      }
      okText={draft ? 'Save Draft' : 'Build Quote'}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      {refusal && <Alert type="error" showIcon title={refusal.title} description={refusal.message} />}
      <Form
        form={form}
        name="build-quote"
        layout="vertical"
        onFinish={submit}
        initialValues={draft ? fieldsOfDraft(draft) : newFields(inquiry)}
      >
        <Form.Item label="Package" name="packageId">
          <Select options={EVENT_PACKAGES.map((p) => ({ value: p.id, label: p.name }))} />
        </Form.Item>
        <Form.Item name="wholeFacility" valuePropName="checked">
          <Checkbox>Whole facility</Checkbox>
        </Form.Item>
        {!whole && (
          <Form.Item label="Bays" name="bays">
            <Checkbox.Group options={bays.map((b) => ({ value: b, label: bayLabel(b) }))} />
          </Form.Item>
        )}
        <Form.Item label="Date (YYYY-MM-DD)" name="date">
          <Input />
        </Form.Item>
        <Form.Item label="Start (HH:mm)" name="startTime">
          <Input />
        </Form.Item>
        <Form.Item label="Hours" name="hours">
          <Input inputMode="decimal" />
        </Form.Item>
        <Form.Item label="Head count" name="headCount">
          <Input inputMode="numeric" />
        </Form.Item>
        <Form.Item label="Add-ons" name="addOns">
          <Checkbox.Group
            options={priceList.map((a) => ({
              value: a.name,
              label: `${a.name} (${formatMoney(a.cents)})`,
            }))}
          />
        </Form.Item>
        <fieldset className="quote-price-changes">
          <legend>Prices changed for this quote</legend>
          <PriceChangeFields lineKey="package" label="Package" />
          {(ticked ?? []).map((name) => (
            <PriceChangeFields
              key={name}
              lineKey={`${ADD_ON}${name}`}
              label={name}
              listCents={priceList.find((a) => a.name === name)?.cents}
            />
          ))}
        </fieldset>
        <Form.Item label="Notes" name="notes">
          <Input.TextArea rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

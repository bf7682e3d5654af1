/**
 * A quote built from an event inquiry: the package, bays or the whole facility, the date, start and
 * length, the head count, add-ons from the venue's price list, a changed package price with its
 * reason, notes. The server prices it (core's buildQuote, the contact's member discount) and
 * answers the quote, a draft; it is sent from Event Quotes.
 */
import {
  EVENT_PACKAGES,
  type EventInquiryView,
  type EventQuoteRequest,
  formatMoney,
  parseCountedCash,
} from '@lounge/core';
import { showToast } from '@lounge/web/feedback';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Checkbox, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { refusalText, staffApi } from '../api/staffApi';

interface QuoteFields {
  packageId: EventQuoteRequest['packageId'];
  wholeFacility: boolean;
  bays: string[];
  date: string;
  startTime: string;
  hours: string;
  headCount: string;
  addOns: string[];
  packagePrice?: string;
  priceReason?: string;
  notes?: string;
}

export const EVENT_ADD_ONS_KEY = ['event-add-ons'];
export const EVENT_QUOTES_KEY = ['event-quotes'];

export function BuildQuoteModal({
  inquiry,
  bays,
  onClose,
}: {
  inquiry: EventInquiryView | null;
  bays: readonly string[];
  onClose: () => void;
}) {
  const [form] = Form.useForm<QuoteFields>();
  const whole = Form.useWatch('wholeFacility', form);
  const [refusal, setRefusal] = useState<{ title: string; message: string } | null>(null);
  const addOns = useQuery({ queryKey: EVENT_ADD_ONS_KEY, queryFn: staffApi.eventAddOns });
  const client = useQueryClient();
  const create = useMutation({
    mutationFn: (request: EventQuoteRequest) => staffApi.createEventQuote(request),
    onSuccess: (quote) => {
      showToast({
        title: `Quote built: ${formatMoney(quote.totalCents)}`,
        message: 'Send it from Event Quotes.',
        kind: 'success',
      });
      void client.invalidateQueries({ queryKey: EVENT_QUOTES_KEY });
      onClose();
    },
    onError: (error) => setRefusal(refusalText(error, 'Quote not built')),
  });

  const submit = (v: QuoteFields) => {
    setRefusal(null);
    const price = v.packagePrice?.trim() ? parseCountedCash(v.packagePrice) : null;
    if (v.packagePrice?.trim() && price === null) {
      setRefusal({ title: 'Invalid Price', message: 'Type the price in dollars and cents, like 350.00.' });
      return;
    }
    if (!inquiry) return;
    create.mutate({
      inquiryId: inquiry.id,
      packageId: v.packageId,
      space: v.wholeFacility ? 'facility' : v.bays,
      date: v.date,
      startTime: v.startTime,
      hours: Number(v.hours),
      headCount: Number(v.headCount),
      addOns: v.addOns ?? [],
      adjustments: price === null ? {} : { package: { cents: price, reason: v.priceReason ?? '' } },
      notes: v.notes ?? '',
    });
  };

  return (
    <Modal
      open={inquiry !== null}
      title={inquiry ? `Quote for ${inquiry.contactName}` : 'Quote'}
      okText="Build Quote"
      onOk={() => form.submit()}
      confirmLoading={create.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      {refusal && <Alert type="error" showIcon message={refusal.title} description={refusal.message} />}
      <Form
        form={form}
        name="build-quote"
        layout="vertical"
        onFinish={submit}
        initialValues={{
          packageId: 'corporate',
          wholeFacility: false,
          bays: [],
          date: inquiry?.eventDate ?? '',
          startTime: '18:00',
          hours: '2',
          headCount: '',
          addOns: [],
        }}
      >
        <Form.Item label="Package" name="packageId">
          <Select options={EVENT_PACKAGES.map((p) => ({ value: p.id, label: p.name }))} />
        </Form.Item>
        <Form.Item name="wholeFacility" valuePropName="checked">
          <Checkbox>Whole facility</Checkbox>
        </Form.Item>
        {!whole && (
          <Form.Item label="Bays" name="bays">
            <Checkbox.Group options={bays.map((b) => ({ value: b, label: `Bay ${b}` }))} />
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
            options={(addOns.data ?? []).map((a) => ({
              value: a.name,
              label: `${a.name} (${formatMoney(a.cents)})`,
            }))}
          />
        </Form.Item>
        <Form.Item label="Package price, if changed" name="packagePrice">
          <Input inputMode="decimal" />
        </Form.Item>
        <Form.Item label="Why the price changed" name="priceReason">
          <Input />
        </Form.Item>
        <Form.Item label="Notes" name="notes">
          <Input.TextArea rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

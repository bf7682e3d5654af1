/**
 * Closing bays from the board: which bays (none ticked to begin with: a bay is closed on purpose),
 * the day, from and until when, why, and whether it repeats weekly. The server refuses a block over
 * bookings and lists them with their status; staff may then cancel those bookings with the block's
 * reason (their members are emailed, paid guest fees refunded), unless one of them is checked in:
 * a member playing is never cancelled by a block, so then the only way on is another time. The
 * refusal sits at the top of the dialog, so it and its buttons are in view at 1366x768.
 */
import type { CoveredBooking, CreateBlocksRequest } from '@lounge/core';
import { BLOCK_REASON_MAX, bayLabel } from '@lounge/core';
import { asApiError } from '@lounge/web/api';
import { showToast } from '@lounge/web/feedback';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Checkbox, Form, Input, Modal, Tag } from 'antd';
import { useState } from 'react';
import { refusalText, staffApi } from '../api/staffApi';
import { venueTimeOf } from '../ui/venueTime';

interface BlockFields {
  bays: string[];
  date: string;
  startTime: string;
  endTime: string;
  reason: string;
  repeatWeekly: boolean;
  until?: string;
}

export function BlockBaysModal({
  open,
  date,
  bays,
  zone,
  onClose,
}: {
  open: boolean;
  date: string;
  bays: readonly string[];
  zone: string;
  onClose: () => void;
}) {
  const [form] = Form.useForm<BlockFields>();
  const repeat = Form.useWatch('repeatWeekly', form);
  const [inTheWay, setInTheWay] = useState<{
    bookings: CoveredBooking[];
    title: string;
    message: string;
    /** A member playing, or a booking that has ended: never cancelled by a block. */
    kept: boolean;
  } | null>(null);
  // Then there is nothing to cancel them for: the time or bays must change.
  const playing = inTheWay?.kept ?? false;
  const client = useQueryClient();
  const create = useMutation({
    mutationFn: (request: CreateBlocksRequest) => staffApi.createBlocks(request),
    onSuccess: (result, sent) => {
      const cancelled = result.cancelledBookings;
      const blocked = sent.bays === 'all' ? [...bays] : sent.bays;
      showToast({
        title: `Bays blocked: ${blocked.map(bayLabel).join(', ')}`,
        message:
          cancelled.length > 0
            ? `Cancelled: ${cancelled.map((b) => `${b.memberName}, ${bayLabel(b.bayNumber)}`).join('; ')}.`
            : undefined,
        kind: 'success',
      });
      setInTheWay(null);
      onClose();
    },
    onError: (error) => {
      const refused = asApiError(error);
      const listed = refused?.refusal?.bookings;
      if (
        (refused?.code === 'block_covers_bookings' ||
          refused?.code === 'block_covers_checked_in' ||
          refused?.code === 'block_covers_finished') &&
        listed
      ) {
        setInTheWay({
          kept: refused.code !== 'block_covers_bookings',
          // A block's refusal lists the bookings it covers (a freeze's lists whole bookings).
          bookings: listed as CoveredBooking[],
          // The refusal's own words: an ApiError's `message` is the raw answer, kept for logs.
          ...refusalText(error, 'Bookings in the Way'),
        });
        return;
      }
      showToast({ ...refusalText(error), kind: 'error' });
    },
    onSettled: () => void client.invalidateQueries({ queryKey: ['schedule'] }),
  });

  const submit = (fields: BlockFields, cancelCovered = false) => {
    const all = fields.bays.length === bays.length;
    create.mutate({
      bays: all ? 'all' : fields.bays,
      date: fields.date,
      startTime: fields.startTime,
      endTime: fields.endTime,
      reason: fields.reason,
      repeatWeekly: fields.repeatWeekly,
      ...(fields.repeatWeekly && fields.until ? { until: fields.until } : {}),
      cancelCovered,
    });
  };

  return (
    <Modal
      open={open}
      title="Block Bays"
      style={{ top: 24 }}
      okText={inTheWay && !playing ? 'Cancel Them and Block' : 'Block'}
      okButtonProps={{ danger: inTheWay !== null && !playing, disabled: playing, loading: create.isPending }}
      cancelText="Close"
      onOk={() => (inTheWay ? submit(form.getFieldsValue(true), true) : form.submit())}
      onCancel={() => {
        setInTheWay(null);
        onClose();
      }}
      destroyOnHidden
    >
      {inTheWay && (
        <Alert
          type={playing ? 'error' : 'warning'}
          showIcon
          className="block-refusal"
          title={inTheWay.title}
          description={
            <>
              <p className="block-refusal-message">
                {playing
                  ? `${inTheWay.message} Change the time or the bays, then block again.`
                  : inTheWay.message}
              </p>
              <ul className="plain-list block-refusal-list">
                {inTheWay.bookings.map((b) => (
                  <li key={b.id}>
                    {b.memberName}, {bayLabel(b.bayNumber)}, {venueTimeOf(b.startTime, zone)} –{' '}
                    {venueTimeOf(b.endTime, zone)}{' '}
                    <Tag color={b.status === 'checked_in' ? 'blue' : 'default'}>{b.statusWords}</Tag>
                    {b.status === 'checked_in' && <strong> Playing: cannot be cancelled</strong>}
                  </li>
                ))}
              </ul>
            </>
          }
        />
      )}
      <Form
        form={form}
        name="block-bays"
        layout="vertical"
        initialValues={{ bays: [], date, startTime: '', endTime: '', reason: '', repeatWeekly: false }}
        onValuesChange={() => setInTheWay(null)}
        onFinish={(fields) => submit(fields)}
      >
        <Form.Item
          name="bays"
          label="Bays"
          // A validator, not `required`: antd would put aria-required on the checkbox group, which
          // a group may not carry (axe's aria-allowed-attr).
          rules={[
            {
              validator: (_rule, value: unknown) =>
                Array.isArray(value) && value.length > 0
                  ? Promise.resolve()
                  : Promise.reject(new Error('Choose at least one bay.')),
            },
          ]}
        >
          <Checkbox.Group options={bays.map((bay) => ({ value: bay, label: bayLabel(bay) }))} />
        </Form.Item>
        <div className="form-row">
          <Form.Item name="date" label="Date" rules={[{ required: true, message: 'Choose the day.' }]}>
            <Input type="date" />
          </Form.Item>
          <Form.Item
            name="startTime"
            label="From"
            rules={[{ required: true, message: 'Give a start time.' }]}
          >
            <Input type="time" step={900} />
          </Form.Item>
          <Form.Item name="endTime" label="Until" rules={[{ required: true, message: 'Give an end time.' }]}>
            <Input type="time" step={900} />
          </Form.Item>
        </div>
        <Form.Item
          name="reason"
          label="Reason"
          extra="Staff see it on the board; members only see the time as taken."
          rules={[{ required: true, whitespace: true, message: 'Say why the bay is blocked.' }]}
        >
          <Input maxLength={BLOCK_REASON_MAX} showCount />
        </Form.Item>
        <Form.Item name="repeatWeekly" valuePropName="checked">
          <Checkbox>Repeat every week</Checkbox>
        </Form.Item>
        {repeat && (
          <Form.Item
            name="until"
            label="Last week on"
            rules={[{ required: true, message: 'Give the last date.' }]}
          >
            <Input type="date" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

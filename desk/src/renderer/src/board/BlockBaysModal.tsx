/**
 * Closing bays from the board: which bays (or all), the day, from and until when, why, and whether
 * it repeats weekly. The server refuses a block over bookings and lists them; staff may then cancel
 * those bookings with the block's reason (their members are emailed, paid guest fees refunded).
 */
import type { CoveredBooking, CreateBlocksRequest } from '@lounge/core';
import { BLOCK_REASON_MAX } from '@lounge/core';
import { asApiError } from '@lounge/web/api';
import { showToast } from '@lounge/web/feedback';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Checkbox, Form, Input, Modal } from 'antd';
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
  const [inTheWay, setInTheWay] = useState<CoveredBooking[] | null>(null);
  const client = useQueryClient();
  const create = useMutation({
    mutationFn: (request: CreateBlocksRequest) => staffApi.createBlocks(request),
    onSuccess: (result) => {
      const cancelled = result.cancelledBookings.length;
      showToast({
        title: 'Bays blocked',
        message: cancelled > 0 ? `${cancelled} booking${cancelled === 1 ? '' : 's'} cancelled.` : undefined,
        kind: 'success',
      });
      setInTheWay(null);
      onClose();
    },
    onError: (error) => {
      const refused = asApiError(error);
      if (refused?.code === 'block_covers_bookings' && refused.refusal?.bookings) {
        setInTheWay(refused.refusal.bookings);
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
      okText={inTheWay ? 'Cancel Them and Block' : 'Block'}
      okButtonProps={{ danger: inTheWay !== null, loading: create.isPending }}
      cancelText="Close"
      onOk={() => (inTheWay ? submit(form.getFieldsValue(true), true) : form.submit())}
      onCancel={() => {
        setInTheWay(null);
        onClose();
      }}
      destroyOnHidden
    >
      <Form
        form={form}
        name="block-bays"
        layout="vertical"
        initialValues={{ bays: [...bays], date, startTime: '', endTime: '', reason: '', repeatWeekly: false }}
        onValuesChange={() => setInTheWay(null)}
        onFinish={(fields) => submit(fields)}
      >
        <Form.Item
          name="bays"
          label="Bays"
          rules={[{ required: true, type: 'array', min: 1, message: 'Choose at least one bay.' }]}
        >
          <Checkbox.Group options={bays.map((bay) => ({ value: bay, label: `Bay ${bay}` }))} />
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
      {inTheWay && (
        <Alert
          type="warning"
          showIcon
          title={`${inTheWay.length === 1 ? 'A booking is' : `${inTheWay.length} bookings are`} in the way`}
          description={
            <ul className="plain-list">
              {inTheWay.map((b) => (
                <li key={b.id}>
                  {b.memberName}, Bay {b.bayNumber}, {venueTimeOf(b.startTime, zone)} –{' '}
                  {venueTimeOf(b.endTime, zone)}
                </li>
              ))}
            </ul>
          }
        />
      )}
    </Modal>
  );
}

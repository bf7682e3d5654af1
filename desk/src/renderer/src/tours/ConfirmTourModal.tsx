/**
 * Confirming a tour: the date and time the lounge commits to, at the venue's clock. Starts from what
 * the visitor asked for (or the earlier confirmation); staff change either before confirming.
 */
import { isIsoDate, isWallTime, type TourView } from '@lounge/core';
import { Form, Input, Modal } from 'antd';
import { useEffect } from 'react';

interface ConfirmFields {
  confirmedDate: string;
  confirmedTime: string;
}

export function ConfirmTourModal({
  tour,
  saving,
  onConfirm,
  onClose,
}: {
  tour: TourView | null;
  saving: boolean;
  onConfirm: (fields: ConfirmFields) => void;
  onClose: () => void;
}) {
  const [form] = Form.useForm<ConfirmFields>();
  useEffect(() => {
    if (tour) {
      form.setFieldsValue({
        confirmedDate: tour.confirmedDate ?? tour.preferredDate,
        confirmedTime: tour.confirmedTime ?? tour.preferredTime,
      });
    }
  }, [tour, form]);
  return (
    <Modal
      open={tour !== null}
      title={tour ? `Confirm the tour for ${tour.firstName} ${tour.lastName}` : 'Confirm the tour'}
      okText="Confirm Tour"
      okButtonProps={{ loading: saving }}
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
    >
      <Form form={form} layout="vertical" onFinish={onConfirm} requiredMark={false}>
        <div className="form-grid">
          <Form.Item
            name="confirmedDate"
            label="Tour date"
            rules={[
              { required: true, message: 'Choose the tour date.' },
              {
                validator: async (_, v) =>
                  isIsoDate(v) ? undefined : Promise.reject(new Error('Choose a date.')),
              },
            ]}
          >
            <Input type="date" />
          </Form.Item>
          <Form.Item
            name="confirmedTime"
            label="Tour time"
            rules={[
              { required: true, message: 'Choose the tour time.' },
              {
                validator: async (_, v) =>
                  isWallTime(v) ? undefined : Promise.reject(new Error('Choose a time.')),
              },
            ]}
          >
            <Input type="time" step={900} />
          </Form.Item>
        </div>
      </Form>
    </Modal>
  );
}

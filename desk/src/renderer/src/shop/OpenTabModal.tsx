/**
 * Opening a tab: on one of today's bookings (its bay and member: 'Bay 2, Reilly'; the name can say
 * more, 'Bay 2, the Reilly party'), on a member found by name, phone or email, or under a name.
 */
import { bayLabel, shopCopy, type TabRequest, venueDate } from '@lounge/core';
import { showToast } from '@lounge/web/feedback';
import { useNow } from '@lounge/web/ui';
import { useMutation } from '@tanstack/react-query';
import { Button, Input, Modal, Radio, Select } from 'antd';
import { useState } from 'react';
import { refusalText, staffApi } from '../api/staffApi';
import { memberName } from '../board/BayBoard';
import { useSchedule } from '../board/scheduleQueries';
import { useVenue } from '../ui/useVenue';
import { venueTimeOf } from '../ui/venueTime';
import { useShopRefresh } from './shopQueries';
import { TabMemberField } from './TabMemberField';

type On = 'booking' | 'member' | 'name';

export function OpenTabModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const venue = useVenue();
  const now = useNow(60_000);
  const refresh = useShopRefresh();
  const [on, setOn] = useState<On>('booking');
  const [bookingId, setBookingId] = useState<string | null>(null);
  const [userId, setUserId] = useState<string | null>(null);
  const [label, setLabel] = useState('');
  const schedule = useSchedule(open && venue ? venueDate(now, venue.timeZone) : null);
  const bookings = (schedule.data?.bookings ?? []).filter(
    (b) => b.status === 'confirmed' || b.status === 'checked_in',
  );
  const zone = schedule.data?.timeZone ?? venue?.timeZone ?? 'UTC';

  const request: TabRequest | null =
    on === 'booking'
      ? bookingId
        ? { bookingId, ...(label.trim() ? { label: label.trim() } : {}) }
        : null
      : on === 'member'
        ? userId
          ? { userId, ...(label.trim() ? { label: label.trim() } : {}) }
          : null
        : label.trim()
          ? { label: label.trim() }
          : null;

  const openTab = useMutation({
    mutationFn: (r: TabRequest) => staffApi.openTab(r),
    onSuccess: (tab) => {
      showToast({ title: `Tab opened: ${tab.label}`, kind: 'success' });
      setBookingId(null);
      setUserId(null);
      setLabel('');
      onClose();
    },
    onError: (error) => showToast({ ...refusalText(error), kind: 'error' }),
    onSettled: refresh,
  });

  return (
    <Modal
      open={open}
      title={shopCopy.openTabTitle}
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        <Button
          key="open"
          type="primary"
          disabled={!request}
          loading={openTab.isPending}
          onClick={() => request && openTab.mutate(request)}
        >
          Open Tab
        </Button>,
      ]}
    >
      <Radio.Group
        aria-label="Open the tab"
        optionType="button"
        value={on}
        onChange={(e) => setOn(e.target.value as On)}
        options={[
          { value: 'booking', label: shopCopy.tabOnBooking },
          { value: 'member', label: shopCopy.tabOnMember },
          { value: 'name', label: shopCopy.tabOnName },
        ]}
      />
      {on === 'booking' && (
        <div className="shop-field">
          <label className="field-label" htmlFor="tab-booking">
            Booking
          </label>
          <Select
            id="tab-booking"
            className="full-width"
            showSearch={{ optionFilterProp: 'label' }}
            value={bookingId}
            onChange={setBookingId}
            options={bookings.map((b) => ({
              value: b.id,
              label: `${bayLabel(b.bayNumber)}, ${memberName(b)}, ${venueTimeOf(b.startTime, zone)}`,
            }))}
          />
        </div>
      )}
      {on === 'member' && <TabMemberField id="tab-member" value={userId} onChange={setUserId} />}
      <div className="shop-field">
        <label className="field-label" htmlFor="tab-label">
          {shopCopy.tabNameLabel}
        </label>
        <Input
          id="tab-label"
          maxLength={80}
          value={label}
          onChange={(e) => setLabel(e.target.value)}
          aria-describedby={on === 'name' ? undefined : 'tab-label-hint'}
        />
        {on !== 'name' && (
          <p id="tab-label-hint" className="muted">
            {shopCopy.tabNameHint}
          </p>
        )}
      </div>
    </Modal>
  );
}

/**
 * The door on the desk (docs/front-desk.md): the controller's state as the server last heard it,
 * Open Door (after a confirmation; the server logs it with the staff member's name), and for admins
 * today's and tomorrow's keypad PINs, for when the box itself is down. DoorAlert is the banner every
 * screen shows while the controller does not answer.
 */
import { doorMessages, type UserView } from '@lounge/core';
import { showToast } from '@lounge/web/feedback';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Popconfirm, Tag } from 'antd';
import { refusalText } from '../api/staffApi';
import { useVenue } from '../ui/useVenue';
import { venueDateTimeOf } from '../ui/venueTime';
import { DOOR_KEY, doorApi, useDoorPins, useDoorStatus } from './doorQueries';

const D = doorMessages.desk;
const STATE_COLOURS = { ok: 'green', down: 'red', off: 'default', unknown: 'gold' } as const;

export function DoorAlert() {
  const door = useDoorStatus().data;
  if (door?.state !== 'down') return null;
  return <Alert type="error" showIcon banner title={D.states.down} />;
}

export function DoorCard({ user }: { user: UserView }) {
  const zone = useVenue()?.timeZone ?? 'UTC';
  const client = useQueryClient();
  const door = useDoorStatus().data;
  const pins = useDoorPins(user.role === 'admin').data?.pins;
  const open = useMutation({
    mutationFn: doorApi.open,
    onSuccess: (status) => {
      client.setQueryData(DOOR_KEY, status);
      showToast({ title: D.opened, kind: 'success' });
    },
    onError: (error) => {
      showToast({ ...refusalText(error), kind: 'error' });
      void client.invalidateQueries({ queryKey: DOOR_KEY });
    },
  });
  if (!door) return null;
  return (
    <section className="door-card" aria-labelledby="door-title">
      <h2 id="door-title">{D.title}</h2>
      <p>
        <Tag color={STATE_COLOURS[door.state]}>{D.states[door.state]}</Tag>
        {door.checkedAt && (
          <span className="muted"> {D.checkedAt(venueDateTimeOf(door.checkedAt, zone))}</span>
        )}
      </p>
      {door.controller !== 'none' && (
        <Popconfirm title={D.openConfirm} okText={D.open} cancelText="Cancel" onConfirm={() => open.mutate()}>
          <Button type="primary" loading={open.isPending}>
            {D.open}
          </Button>
        </Popconfirm>
      )}
      {pins && (
        <div className="door-pins">
          <h3>{D.pinTitle}</h3>
          <ul>
            {pins.map(({ date, pin }) => (
              <li key={date}>{D.pin(date, pin)}</li>
            ))}
          </ul>
          <p className="muted">{D.pinHint}</p>
        </div>
      )}
    </section>
  );
}

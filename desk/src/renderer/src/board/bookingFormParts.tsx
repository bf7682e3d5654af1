/** What the desk's new-booking and edit-booking dialogs both show: the players field and a refusal. */
import { MAX_PLAYERS, type Notice } from '@lounge/core';
import { Alert, Form, Select } from 'antd';

const PLAYER_OPTIONS = Array.from({ length: MAX_PLAYERS }, (_, i) => ({
  value: i + 1,
  label: String(i + 1),
}));

/** How many play in the bay, the member included: 1 up to the bay's limit. */
export function PlayersField() {
  return (
    <Form.Item name="players" label="Players (member included)">
      <Select options={PLAYER_OPTIONS} />
    </Form.Item>
  );
}

/** The server's refusal of a quote or a save, at the top of the dialog; nothing when there is none. */
export function RefusalAlert({ refusal }: { refusal: Notice | null }) {
  if (!refusal) return null;
  return (
    <Alert
      type="error"
      showIcon
      className="modal-alert"
      title={refusal.title}
      description={refusal.message}
    />
  );
}

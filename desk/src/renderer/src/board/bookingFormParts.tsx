/**
 * What the desk's booking dialogs share: the bays offered for a member, the players field and a
 * refusal.
 */
import { type BayChoice, bayChoices, MAX_PLAYERS, type MembershipType, type Notice } from '@lounge/core';
import { Alert, Form, Select } from 'antd';
import { useVenue } from '../ui/useVenue';

/**
 * The board's bays as a dialog offers them for a member (core's bayChoices): a bay their tier may
 * not book disabled with the reason. Before the member or the venue is known, every bay; the
 * server refuses a bay the tier may not book whatever the dialog sent.
 */
export function useBayOptions(
  bays: readonly string[],
  membershipType: MembershipType | null | undefined,
): BayChoice[] {
  const venue = useVenue();
  return bayChoices({ bays, vipBays: venue?.vipBays ?? [] }, membershipType);
}

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

/** How a booking's status reads and looks on the board and in its details. */

const LABELS: Record<string, string> = {
  held: 'Held (paying)',
  confirmed: 'Confirmed',
  checked_in: 'Checked in',
  no_show: 'No-show',
  cancelled: 'Cancelled',
  completed: 'Completed',
};

export function statusLabel(status: string): string {
  return LABELS[status] ?? status.replace(/_/g, ' ');
}

/** antd Tag colours, each readable on the dark theme. */
const COLORS: Record<string, string> = {
  held: 'gold',
  confirmed: 'green',
  checked_in: 'blue',
  no_show: 'volcano',
  cancelled: 'red',
  completed: 'default',
};

export function statusColor(status: string): string {
  return COLORS[status] ?? 'default';
}

/** The actions a booking's stored status allows (the server's own transitions). */
export function bookingActions(status: string): { checkIn: boolean; noShow: boolean; cancel: boolean } {
  return {
    checkIn: status === 'confirmed',
    noShow: status === 'confirmed',
    cancel: status === 'confirmed' || status === 'held' || status === 'checked_in',
  };
}

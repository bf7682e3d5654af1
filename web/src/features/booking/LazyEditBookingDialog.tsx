import type { BookingView } from '@lounge/core';
import { lazy, Suspense, useState } from 'react';

// The dialog's code (antd's modal, date picker, selects, inputs) is fetched the first time a member
// presses Edit, not with the page: most visits never open it.
const EditBookingDialog = lazy(() =>
  import('./EditBookingDialog').then((m) => ({ default: m.EditBookingDialog })),
);

/**
 * The Edit Booking dialog, loaded on first use. Once loaded it stays mounted (open while `booking`
 * is set), so closing it keeps the dialog's own closing and focus return. While its code arrives,
 * screen readers hear that it is opening. Must sit inside antd's theme (app/AntdScope.tsx).
 */
export function LazyEditBookingDialog({
  booking,
  onClose,
}: {
  booking: BookingView | null;
  onClose: () => void;
}) {
  const [wanted, setWanted] = useState(false);
  if (booking !== null && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense
      fallback={
        <p className="visually-hidden" role="status">
          Opening the booking...
        </p>
      }
    >
      <EditBookingDialog booking={booking} onClose={onClose} />
    </Suspense>
  );
}

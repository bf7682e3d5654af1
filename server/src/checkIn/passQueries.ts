/**
 * What other features may write of the check-in folder's passes (docs/decisions/055): a new
 * booking is given its pass in the booking's own transaction (bookings/bookingStore.ts), so the
 * call is the store's as it was. Kept apart from passService.ts, which reads bookings: importing
 * that from the bookings store would tie the two folders in a circle.
 */
export { issuePass } from './passStore';

/**
 * The message catalogue: every title and text a member or visitor can meet, in one place.
 * The exact copy of docs/product.md lives here and nowhere else; the server puts it in
 * its errors and the screens put it in their toasts, so both always say the same thing.
 *
 * Texts with a {placeholder} are functions; everything else is a plain string.
 * One file a feature or kind of copy; this index is the catalogue's one import path.
 */

export * from './bookings';
export * from './checkIn';
export * from './desk';
export * from './forms';
export * from './inquiries';
export * from './memberLabels';
export * from './membershipTerms';
export type { Notice } from './notice';
export * from './payments';
export * from './requests';
export * from './toasts';

/**
 * @lounge/core/api: every request and response shape of the API, each a joi schema with its type
 * derived from it (shape.ts), shared by the server (which validates with the schemas) and the
 * screens (which read the types). The screens import the types only, from '@lounge/core' (whose
 * index re-exports this folder with `export type`), so joi never enters their bundles.
 */

export * from './account';
export * from './analytics';
export * from './auditWords';
export * from './bayScreen';
export * from './blocks';
export * from './bodies';
export * from './bookingQuote';
export * from './bookings';
export * from './cashUp';
export * from './checkIn';
export * from './competitions';
export * from './contests';
export * from './door';
export * from './eventGuests';
export * from './eventQuotes';
export * from './inquiries';
export * from './legal';
export * from './lessons';
export * from './memberProfile';
export * from './membershipCheckout';
export * from './membershipTerms';
export * from './payments';
export * from './photos';
export * from './profile';
export * from './refusalCodes';
export * from './refusals';
export * from './reports';
export * from './shape';
export * from './shop';
export * from './shopDesk';
export * from './staffBoard';
export * from './staffInquiries';
export * from './staffMembers';
export * from './staffOutbox';
export * from './staffWaitlist';
export * from './statuses';
export * from './tabSplit';
export * from './testClock';
export * from './users';
export * from './venue';
export * from './waitlist';

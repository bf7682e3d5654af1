/** Request and response shapes of the API, shared by the server (which satisfies them) and the screens. */

export * from './account';
export * from './auditWords';
export * from './blocks';
export * from './bookingQuote';
export * from './bookings';
export * from './cashUp';
export * from './inquiries';
export * from './legal';
export * from './memberProfile';
export * from './membershipCheckout';
export * from './membershipTerms';
export * from './payments';
export * from './photos';
export * from './refusals';
export * from './reports';
export * from './session';
export * from './staffBoard';
export * from './staffInquiries';
export * from './staffMembers';
export * from './staffOutbox';
export * from './staffWaitlist';
export * from './statuses';
export * from './testClock';
export * from './users';
export * from './waitlist';

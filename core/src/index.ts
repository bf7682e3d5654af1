/**
 * @lounge/core: every business rule of the lounge, as pure functions and constants.
 * No I/O, no clock (`now` is always a parameter), no React. The server enforces these rules and
 * the screens explain them; neither restates them.
 */
export * from './accountForms';
export * from './accountRecovery';
export * from './accountSettings';
// The API's shapes are joi schemas (api/): types only here, so the screens' bundles hold no joi;
// the server imports the schemas from '@lounge/core/api'. Their plain lists are values here.
export type * from './api';
export * from './api/refusalCodes';
export * from './api/statuses';
export * from './arrivals';
export * from './auditTrail';
export * from './auditWords';
export * from './bayBlocks';
export * from './billingDates';
export * from './boardStatus';
export * from './bookingLists';
export * from './bookingRules';
export * from './calendarCopy';
export * from './cashUp';
export * from './checkIn';
export * from './competitions';
export * from './contactInquiry';
export * from './csvCells';
export * from './daySheet';
export * from './deskBooking';
export * from './emailAddress';
export * from './emails';
export * from './eventQuoteFlow';
export * from './eventQuotes';
export * from './events';
export * from './formFields';
export * from './guestFees';
export * from './handicaps';
export * from './leaderboard';
export * from './ledgerCopy';
export * from './legalTexts';
export * from './memberProfile';
export * from './membershipCancel';
export * from './membershipFreeze';
export * from './membershipLifecycle';
export * from './membershipTerms';
export * from './messages';
export * from './passwordStrength';
export * from './phone';
export * from './refundAuthority';
export * from './refundPolicy';
export * from './reminders';
export * from './reportCsv';
export * from './reportRange';
export * from './reports';
export * from './runMode';
export * from './siteCopy';
export * from './siteSettings';
export * from './statusCorrection';
export * from './tiers';
export * from './time';
export * from './timeSlots';
export * from './tours';
export * from './uiTimings';
export * from './venue';
export * from './venueCopy';
export * from './venuePhotos';
export * from './waitlist';
export * from './writtenText';

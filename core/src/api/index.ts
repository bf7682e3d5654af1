/** Request and response shapes of the API, shared by the server (which satisfies them) and the screens. */

export * from './account';
export * from './blocks';
export * from './payments';
export * from './reports';
export * from './session';
export * from './testClock';
export * from './waitlist';

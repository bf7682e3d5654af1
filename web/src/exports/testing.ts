/**
 * For component tests of screens built on web's pieces: a stand-in /api answering canned bodies, a
 * frozen Date, a signed-in account.
 */
export { stubApi } from '../testing/fakeApi';
export { freezeDateInEachTest } from '../testing/frozenDate';
export { makeUser } from '../testing/renderWithApp';

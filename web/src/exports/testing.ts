/** For component tests of screens built on web's pieces: a stand-in /api answering canned bodies. */
export { stubApi } from '../testing/fakeApi';

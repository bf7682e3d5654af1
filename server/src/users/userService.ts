/**
 * What other features may use of the accounts' tables: the reads and writes of a user's row and of
 * the marks an account leaves (a proven address, a gateway customer, a card). The stores stay users' own
 * (the lint's store rule, docs/decisions/055); a new need is named here, not imported from a store.
 */

export {
  addressMark,
  forgetMarks,
  marksOf,
  rememberCard,
  rememberCustomer,
  rememberProvenAddress,
} from './accountMarksStore';
export type { MemberSearch, UserRow } from './userStore';
export {
  findUserByEmail,
  findUserByGatewayIds,
  findUserById,
  insertUser,
  searchUsers,
  updateUser,
} from './userStore';

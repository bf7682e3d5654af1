/** An account as the API shows it (core's UserView). */
import { UserView } from '@lounge/core/api';
import type { UserRow } from './userStore';

/** The keys the schema names: only these leave the server. */
const SHOWN = Object.keys(UserView.describe().keys ?? {}) as (keyof UserView)[];

/**
 * The account as the API shows it (core's UserView): the one place a users row becomes an answer
 * (the session, the account page, the export, the desk). It takes the schema's keys, not the row
 * without its secrets, so a column added to the table is shown only once the schema names it
 * (server/test/rowViews.test.ts holds the two together): never the password hash or the payment
 * provider's ids. A key of the schema the row lacks, or of another type, fails the typecheck here.
 */
export function userView(user: UserRow): UserView {
  const view: Pick<UserRow, keyof UserView> = Object.fromEntries(
    SHOWN.map((key) => [key, user[key]]),
  ) as Pick<UserRow, keyof UserView>;
  return view;
}

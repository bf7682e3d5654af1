/**
 * GET /api/auth/session: who is signed in, asked by every page. Signed out is an ordinary answer
 * here ({ user: null }, 200), not a refusal, so a visitor's browser logs no failed request on every
 * page; GET /api/auth/user keeps its 401 for callers that need a signed-in user.
 */
export interface SessionAnswer<User> {
  user: User | null;
}

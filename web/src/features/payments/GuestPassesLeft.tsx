import { type AccountView, planChangeCopy } from '@lounge/core';

/** The VIP's free guest passes left this venue month (the server's count); nothing for General. */
export function GuestPassesLeft({ user }: { user: AccountView | null }) {
  if (user?.guestPassesLeft == null) return null;
  return (
    <p className="guest-passes-left" role="status">
      {planChangeCopy.guestPassesLeft(user.guestPassesLeft)}
    </p>
  );
}

/**
 * Which member's profile is open (jotai), and how any screen opens it: the Members search, the
 * board's booking drawer, the arrivals list. The drawer itself is mounted once, by the console's
 * shell, so it opens over whichever screen asked.
 */
import { atom, useSetAtom } from 'jotai';

/** The member whose profile is open, or null. */
export const memberProfileAtom = atom<string | null>(null);

/** In a component: `const openProfile = useOpenMemberProfile(); openProfile(userId)`. */
export function useOpenMemberProfile(): (userId: string) => void {
  return useSetAtom(memberProfileAtom);
}

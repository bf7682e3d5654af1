import { atom } from 'jotai';

/** Whether the small-screen menu is open; the header toggles it, any navigation closes it. */
export const mobileMenuOpenAtom = atom(false);

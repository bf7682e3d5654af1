/**
 * /login and /signup are not routed for a signed-in user (docs/product.md), yet the moment a
 * sign-in succeeds the user is signed in while still on that page. This atom names the page being
 * left, so that instant shows a loading state instead of a flash of 'Page Not Found'.
 */
import { atom } from 'jotai';

export const leavingAuthPageAtom = atom<string | null>(null);

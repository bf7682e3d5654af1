import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False while React hydrates a prerendered page (and while the build renders it), true otherwise.
 * What the build could not know (who is signed in, whether this box is a test system) renders as
 * unknown until then; React renders again right after hydration with the real answer.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}

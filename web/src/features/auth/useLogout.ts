import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { logout } from './authApi';

/**
 * Logout (docs/product.md): whatever the server answers, the cache is cleared and the browser
 * goes to / with a full load, so no member data survives in memory. A failure is only logged.
 */
export function useLogout(): { logOut: () => Promise<void>; loggingOut: boolean } {
  const queryClient = useQueryClient();
  const [loggingOut, setLoggingOut] = useState(false);
  const logOut = useCallback(async () => {
    setLoggingOut(true);
    try {
      await logout();
    } catch (error) {
      console.error('Logout failed', error);
    }
    queryClient.clear();
    window.location.assign('/');
  }, [queryClient]);
  return { logOut, loggingOut };
}

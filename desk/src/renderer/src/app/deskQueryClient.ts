/**
 * The console's query client. Unlike the member site's (loaded once, never refetched), the desk
 * shows a day that changes under it: data is fresh for a few seconds, refetched when the window
 * regains focus, and the board polls on its own. A 401 from any call means the session ended
 * (expired, or signed out elsewhere): the console goes back to its sign-in screen.
 */

import { isUnauthorized } from '@lounge/web/api';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

export function createDeskQueryClient(onSessionEnded: (client: QueryClient) => void): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (isUnauthorized(error)) onSessionEnded(client);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error) => {
        if (isUnauthorized(error)) onSessionEnded(client);
      },
    }),
    defaultOptions: {
      queries: { staleTime: 5_000, retry: false, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
  return client;
}

/**
 * The one query client (docs/product.md): loaded data never goes stale, nothing refetches on
 * focus, reconnect or an interval, and nothing retries. A query or mutation marked
 * `meta: { member: true }` is a member call: its 401 leads to the sign-in redirect.
 */
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isUnauthorized } from './http';
import { handleUnauthorized } from './unauthorized';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { member?: boolean };
    mutationMeta: { member?: boolean };
  }
}

export function createQueryClient(onUnauthorized: () => void = handleUnauthorized): QueryClient {
  const onError = (error: unknown, meta: { member?: boolean } | undefined) => {
    if (meta?.member && isUnauthorized(error)) onUnauthorized();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onError(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => onError(error, mutation.meta),
    }),
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

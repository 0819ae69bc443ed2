import { HangarApiError } from '@hangar/client'
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { queryKeys } from '../api/query-keys.ts'

/**
 * The client package already retries 429 and 503 with backoff; the query cache retries only
 * failures to reach the service at all, and never a 4xx, which the page shows as it is.
 * A 401 anywhere means the session ended (expired, signed out elsewhere, member removed): the
 * session is read again, and the person lands on the sign-in page, coming back after.
 */
export function createQueryClient(): QueryClient {
  const sessionEnded = (err: unknown, key?: readonly unknown[]) => {
    if (err instanceof HangarApiError && err.status === 401 && key?.[0] !== queryKeys.me[0])
      void client.resetQueries({ queryKey: queryKeys.me })
  }
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (err, query) => sessionEnded(err, query.queryKey) }),
    mutationCache: new MutationCache({ onError: (err) => sessionEnded(err) }),
    defaultOptions: {
      queries: {
        staleTime: 15_000,
        refetchOnWindowFocus: true,
        retry: (count, err) => err instanceof HangarApiError && err.status === 0 && count < 2,
      },
      mutations: { retry: false },
    },
  })
  return client
}

/** The console's one cache; route loaders prefetch into it while the page's code loads. */
export const queryClient = createQueryClient()

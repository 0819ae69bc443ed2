import { HangarApiError } from '@hangar/client'
import { QueryClient } from '@tanstack/react-query'

/**
 * The client package already retries 429 and 503 with backoff; the query cache retries only
 * failures to reach the service at all, and never a 4xx, which the page shows as it is.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 15_000,
        refetchOnWindowFocus: true,
        retry: (count, err) => err instanceof HangarApiError && err.status === 0 && count < 2,
      },
      mutations: { retry: false },
    },
  })
}

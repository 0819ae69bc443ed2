import { must, type ResponseBody } from '@hangar/client'
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { createContext, useContext } from 'react'
import { earlyInitialData, takeEarly } from '../api/early-answers.ts'
import { forgetEarlyRequests } from '../api/early-requests.ts'
import { hangar, setCsrfToken } from '../api/hangar.ts'
import { queryKeys } from '../api/query-keys.ts'
import { stopLiveEvents } from '../live/event-stream.ts'

export type Me = ResponseBody<'/auth/me', 'get'>

/** Who is signed in; the CSRF token of the answer goes to the client for later writes. */
export const meQuery = queryOptions({
  queryKey: queryKeys.me,
  queryFn: async () => {
    const me = await (takeEarly<Me>('me') ?? must(hangar.GET('/auth/me', {})))
    setCsrfToken(me.csrf_token)
    return me
  },
  // Already answered to the boot module's request: the app's first render has it.
  ...earlyInitialData<Me>('me', (me) => setCsrfToken(me.csrf_token)),
  staleTime: 60_000,
  retry: false,
})

export function useMeQuery() {
  return useQuery(meQuery)
}

export const SessionContext = createContext<Me | null>(null)

/** The signed-in person, inside pages behind RequireSession. */
export function useSession(): Me {
  const me = useContext(SessionContext)
  if (!me) throw new Error('useSession outside RequireSession')
  return me
}

/** Ends the session on the server, then forgets everything cached for it. */
export function useSignOut() {
  const queryClient = useQueryClient()
  return async () => {
    stopLiveEvents()
    await hangar.POST('/auth/sign-out', {}).catch(() => {})
    setCsrfToken(null)
    forgetEarlyRequests()
    queryClient.clear()
    window.location.assign('/console/sign-in')
  }
}

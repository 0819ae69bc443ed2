import { HangarApiError } from '@hangar/client'
import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router'
import { ErrorPanel } from '../ui/ErrorPanel.tsx'
import { FullPageLoader } from '../ui/FullPageLoader.tsx'
import { SessionContext, useMeQuery } from './session.ts'

/** Pages behind sign-in: a visitor without a session goes to the sign-in page and comes back after. */
export function RequireSession({ children }: { children: ReactNode }) {
  const me = useMeQuery()
  const location = useLocation()
  if (me.isPending) return <FullPageLoader label="Loading your session" />
  if (me.isError) {
    if (me.error instanceof HangarApiError && me.error.status === 401) {
      const next = location.pathname + location.search
      return <Navigate to={`/sign-in?next=${encodeURIComponent(next)}`} replace />
    }
    return <ErrorPanel error={me.error} onRetry={() => me.refetch()} fullPage />
  }
  return <SessionContext.Provider value={me.data}>{children}</SessionContext.Provider>
}

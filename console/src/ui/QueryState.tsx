import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { ErrorPanel } from './ErrorPanel.tsx'

/**
 * What a panel shows for the states of its query, one way everywhere: the reason and a retry
 * when it failed, a placeholder of the content's size while it loads (so nothing shifts), a
 * sentence when there is nothing, else the content.
 */
export function QueryState<T>({
  query,
  placeholder,
  errorTitle,
  isEmpty,
  empty,
  children,
}: {
  query: UseQueryResult<T>
  placeholder: ReactNode
  errorTitle?: string
  isEmpty?: (data: T) => boolean
  empty?: ReactNode
  children: (data: T) => ReactNode
}) {
  if (query.isError)
    return <ErrorPanel error={query.error} onRetry={() => query.refetch()} title={errorTitle} />
  if (query.isPending) return placeholder
  if (isEmpty?.(query.data)) return empty
  return children(query.data)
}

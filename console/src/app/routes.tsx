import type { ComponentType } from 'react'
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router'
import { RequireSession } from '../auth/RequireSession.tsx'
import { queueListQuery } from '../review/queue-list-query.ts'
import { listQuery, viewFromParams } from '../review/queue-query.ts'
import ReviewPage from '../review/ReviewPage.tsx'
import { FullPageLoader } from '../ui/FullPageLoader.tsx'
import { NotFoundPage } from '../ui/NotFoundPage.tsx'
import { RouteErrorPage } from '../ui/RouteErrorPage.tsx'
import { queryClient } from './query-client.ts'
import { Shell } from './Shell.tsx'

/** Each page is its own chunk: the first load carries only the frame and the page opened. */
const page = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
})

/** What a page shows while a lazy page's code still loads. */
const Loading = () => <FullPageLoader label="Loading" />

export const loadDatasetPage = () => import('../datasets/DatasetPage.tsx')

/**
 * The console's routes. `datasetPage`: the dataset page's component when its code is already
 * here (main.tsx, on a dataset's address): routed as it is rather than `lazy`, so the router is
 * ready at once and the first render is the page, not a fallback first (react-router renders
 * `HydrateFallback` until an opened route's `lazy` and loaders have run).
 */
export const routes = (datasetPage?: ComponentType): RouteObject[] => [
  { path: 'sign-in', ...page(() => import('../auth/SignInPage.tsx')), errorElement: <RouteErrorPage /> },
  {
    path: 'invitations/:token',
    ...page(() => import('../auth/InvitationPage.tsx')),
    errorElement: <RouteErrorPage />,
  },
  {
    element: (
      <RequireSession>
        <Shell />
      </RequireSession>
    ),
    errorElement: <RouteErrorPage />,
    // No loader: who is signed in is asked by the boot module (api/early-requests.ts) and by
    // RequireSession, and a loader here would hold every page's first render behind it.
    HydrateFallback: Loading,
    children: [
      { index: true, element: <Navigate to="/review" replace /> },
      // The review queue is where people land: its code comes with the first load, and its
      // first page is asked for at once (docs/web-console.md, budgets in bench/RESULTS.md).
      {
        path: 'review',
        Component: ReviewPage,
        loader: ({ request }) => {
          const view = viewFromParams(new URL(request.url).searchParams)
          void queryClient.prefetchQuery(queueListQuery(listQuery(view)))
          return null
        },
      },
      { path: 'review/next', ...page(() => import('../review/ReviewNextPage.tsx')) },
      {
        path: 'datasets/:id',
        ...(datasetPage ? { Component: datasetPage } : page(loadDatasetPage)),
      },
      { path: 'stats', ...page(() => import('../stats/StatsPage.tsx')) },
      { path: 'releases', ...page(() => import('../releases/ReleasesPage.tsx')) },
      { path: 'audit', ...page(() => import('../audit/AuditPage.tsx')) },
      { path: 'keys', ...page(() => import('../keys/KeysPage.tsx')) },
      { path: 'webhooks', ...page(() => import('../webhooks/WebhooksPage.tsx')) },
      { path: 'members', ...page(() => import('../members/MembersPage.tsx')) },
      { path: 'sessions', ...page(() => import('../sessions/SessionsPage.tsx')) },
      { path: 'password', ...page(() => import('../account/PasswordPage.tsx')) },
      // Operator pages (issue 10): their own chunks, loaded only by those who open them.
      { path: 'fleet', ...page(() => import('../operations/FleetPage.tsx')) },
      { path: 'fleet/:mechaId', ...page(() => import('../operations/MechaPage.tsx')) },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]

export const createRouter = (datasetPage?: ComponentType) =>
  createBrowserRouter(routes(datasetPage), { basename: '/console' })

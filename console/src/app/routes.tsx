import { createBrowserRouter, Navigate, type RouteObject } from 'react-router'
import { RequireSession } from '../auth/RequireSession.tsx'
import { meQuery } from '../auth/session.ts'
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

export const routes: RouteObject[] = [
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
    HydrateFallback: () => <FullPageLoader label="Loading" />,
    // Start asking who is signed in while the page's code loads; never block on it.
    loader: () => {
      void queryClient.prefetchQuery(meQuery)
      return null
    },
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
      { path: 'datasets/:id', ...page(() => import('../datasets/DatasetPage.tsx')) },
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

export const router = createBrowserRouter(routes, { basename: '/console' })

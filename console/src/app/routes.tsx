import { createBrowserRouter, Navigate, type RouteObject } from 'react-router'
import { RequireSession } from '../auth/RequireSession.tsx'
import { NotFoundPage } from '../ui/NotFoundPage.tsx'
import { RouteErrorPage } from '../ui/RouteErrorPage.tsx'
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
    children: [
      { index: true, element: <Navigate to="/review" replace /> },
      { path: 'review', ...page(() => import('../review/ReviewPage.tsx')) },
      { path: 'datasets/:id', ...page(() => import('../datasets/DatasetPage.tsx')) },
      { path: 'stats', ...page(() => import('../stats/StatsPage.tsx')) },
      { path: 'releases', ...page(() => import('../releases/ReleasesPage.tsx')) },
      { path: 'audit', ...page(() => import('../audit/AuditPage.tsx')) },
      { path: 'keys', ...page(() => import('../keys/KeysPage.tsx')) },
      { path: 'members', ...page(() => import('../members/MembersPage.tsx')) },
      { path: 'sessions', ...page(() => import('../sessions/SessionsPage.tsx')) },
      // Operator pages (issue 10) mount here: { path: 'fleet', … }, { path: 'fleet/:mechaId', … }.
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]

export const router = createBrowserRouter(routes, { basename: '/console' })

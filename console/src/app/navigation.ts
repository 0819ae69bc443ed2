import {
  IconChartBar,
  IconDeviceDesktop,
  IconKey,
  IconListCheck,
  IconListDetails,
  IconPackageExport,
  IconRobot,
  IconUsers,
  IconWebhook,
} from '@tabler/icons-react'
import type { Role } from '../auth/roles.ts'

export interface NavItem {
  to: string
  label: string
  icon: typeof IconListCheck
  /** Roles that see the entry; every role when absent. */
  roles?: readonly Role[]
}

export interface NavSection {
  label: string
  items: NavItem[]
}

/** The console's sections; the operator pages (issue 10) are "Operations", for operators and owners. */
export const navigation: NavSection[] = [
  {
    label: 'Review',
    items: [
      { to: '/review', label: 'Review queue', icon: IconListCheck },
      { to: '/stats', label: 'Statistics', icon: IconChartBar },
      { to: '/releases', label: 'Releases', icon: IconPackageExport },
    ],
  },
  {
    label: 'Operations',
    items: [{ to: '/fleet', label: 'Fleet', icon: IconRobot, roles: ['owner', 'operator'] }],
  },
  {
    label: 'Organization',
    items: [
      { to: '/audit', label: 'Audit log', icon: IconListDetails },
      { to: '/members', label: 'Members', icon: IconUsers, roles: ['owner'] },
      { to: '/keys', label: 'API keys', icon: IconKey, roles: ['owner'] },
      { to: '/webhooks', label: 'Webhooks', icon: IconWebhook, roles: ['owner'] },
      { to: '/sessions', label: 'Your sessions', icon: IconDeviceDesktop },
    ],
  },
]

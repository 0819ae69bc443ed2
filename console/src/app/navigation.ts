import {
  IconChartBar,
  IconDeviceDesktop,
  IconKey,
  IconListCheck,
  IconListDetails,
  IconPackageExport,
  IconUsers,
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

/**
 * The console's sections. The operator pages of issue 10 get their own section here,
 * "Operations", with `/fleet` (fleet overview) — between Review and Organization.
 */
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
    label: 'Organization',
    items: [
      { to: '/audit', label: 'Audit log', icon: IconListDetails },
      { to: '/members', label: 'Members', icon: IconUsers, roles: ['owner'] },
      { to: '/keys', label: 'API keys', icon: IconKey, roles: ['owner'] },
      { to: '/sessions', label: 'Your sessions', icon: IconDeviceDesktop },
    ],
  },
]

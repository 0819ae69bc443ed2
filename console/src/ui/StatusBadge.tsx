import { Badge } from '@mantine/core'
import { statusLabels } from './format.ts'

export const statusColors: Record<string, string> = {
  pending: 'yellow',
  accepted: 'teal',
  rejected: 'red',
  for_admin_review: 'grape',
  superseded: 'gray',
  discarded: 'dark',
}

export function StatusBadge({ status, size = 'sm' }: { status: string; size?: 'xs' | 'sm' | 'md' | 'lg' }) {
  return (
    <Badge color={statusColors[status] ?? 'gray'} variant="light" size={size} radius="sm">
      {statusLabels[status] ?? status}
    </Badge>
  )
}

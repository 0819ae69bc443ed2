import { statusLabels } from './format.ts'
import { statusColors } from './StatusBadge.tsx'

/** The status as a small pill, plain markup for long lists; looks like StatusBadge. */
export function StatusPill({ status }: { status: string }) {
  const color = statusColors[status] ?? 'gray'
  return (
    <span
      className="status-pill"
      style={{
        background: `var(--mantine-color-${color}-light)`,
        color: `var(--mantine-color-${color}-light-color)`,
      }}
    >
      {statusLabels[status] ?? status}
    </span>
  )
}

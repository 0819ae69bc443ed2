import type { Severity } from './finding-types.ts'

/**
 * Severity colours: text on them reads at 4.5:1 or more (white on blue 8 and red 8, black on
 * yellow 5), and the lane's bars carry a dark outline, so a pale bar still stands out from the page.
 */
export const severityStyle: Record<Severity, { background: string; color: string }> = {
  info: { background: 'var(--mantine-color-blue-8)', color: '#fff' },
  warning: { background: 'var(--mantine-color-yellow-5)', color: '#000' },
  error: { background: 'var(--mantine-color-red-8)', color: '#fff' },
}

/** A finding's severity as a small pill (plain markup: a list may hold many). */
export function SeverityBadge({ severity }: { severity: Severity }) {
  return (
    <span className="status-pill" style={severityStyle[severity]}>
      {severity}
    </span>
  )
}

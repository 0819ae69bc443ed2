/** What a dataset's findings say (docs/findings.md#the-verdict), as the queue and a page show it. */
export type Verdict = 'pending' | 'pass' | 'review' | 'exclude'

export const verdictLabels: Record<Verdict, string> = {
  exclude: 'Exclude',
  review: 'Review',
  pass: 'Pass',
  pending: 'Checks pending',
}
const verdictColors: Record<Verdict, string> = {
  exclude: 'red',
  review: 'orange',
  pass: 'teal',
  pending: 'gray',
}

/** The verdict as a small pill (plain markup for long lists): "Verdict: review", apart from the status. */
export function VerdictPill({ verdict }: { verdict: Verdict }) {
  const color = verdictColors[verdict]
  return (
    <span
      className="status-pill"
      title="The verdict of its findings"
      style={{
        background: `var(--mantine-color-${color}-light)`,
        color: `var(--mantine-color-${color}-light-color)`,
      }}
    >
      Verdict: {verdictLabels[verdict]}
    </span>
  )
}

/** A check's precision as the statistics page shows it (GET /org/checks, docs/checks.md#precision). */

export interface CheckPrecisionRow {
  id: string
  version: number
  enabled: boolean
  precision: {
    confirmed: number
    dismissed: number
    decided_datasets: number
    rejected_datasets: number
    precision: number | null
  }
}

/** "92 % (23 of 25)", or "not judged yet" while nobody confirmed or dismissed one of its findings. */
export function precisionText(p: CheckPrecisionRow['precision']): string {
  if (p.precision === null) return 'not judged yet'
  const judged = p.confirmed + p.dismissed
  return `${Math.round(p.precision * 100)} % (${p.confirmed} of ${judged})`
}

/** Judged checks first, the least precise at the top (where a threshold wants a look), then by id. */
export function byPrecision(rows: readonly CheckPrecisionRow[]): CheckPrecisionRow[] {
  return [...rows].sort((a, b) => {
    const pa = a.precision.precision
    const pb = b.precision.precision
    if (pa === null || pb === null) return pa === pb ? a.id.localeCompare(b.id) : pa === null ? 1 : -1
    return pa - pb || a.id.localeCompare(b.id)
  })
}

import { join } from 'node:path'
import { latestPerGoal } from './latest-goals.ts'
import { LATEST_GOALS_HEAD, LATEST_GOALS_MARKERS, latestGoalsSection } from './latest-goals-markdown.ts'
import { PERFORMANCE_GOALS } from './performance-goals.ts'
import { updateSection } from './results-section.ts'
import { readObservations } from './stored-results.ts'

/**
 * Rewrites the table at the top of `<benchDir>/RESULTS.md` from every result stored under
 * `benchDir`: the latest figure of each goal of docs/performance.md.
 */
export function writeLatestGoals(benchDir: string): void {
  const rows = latestPerGoal(PERFORMANCE_GOALS, readObservations(benchDir))
  updateSection(
    join(benchDir, 'RESULTS.md'),
    LATEST_GOALS_MARKERS,
    LATEST_GOALS_HEAD,
    latestGoalsSection(rows),
    {
      at: 'top',
      analysis: false,
    },
  )
}

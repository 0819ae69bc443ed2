import type { Observation } from './observation.ts'
import type { PerformanceGoal } from './performance-goal.ts'

/** One goal with the latest stored observation that speaks to it, judged; none when nothing does. */
export interface GoalRow {
  goal: PerformanceGoal
  latest?: { observation: Observation; value: number; met: boolean; figure: string }
}

/**
 * For each goal, the latest observation (by the start of its run, or of a set's last run) of
 * one of its subjects that recorded the figure it is judged on, whichever store it came from.
 */
export function latestPerGoal(
  goals: readonly PerformanceGoal[],
  observations: readonly Observation[],
): GoalRow[] {
  return goals.map((goal) => {
    let best: { observation: Observation; value: number } | undefined
    for (const o of observations) {
      if (!goal.subjects.includes(o.subject)) continue
      const value = goal.figure(o)
      if (value === undefined) continue
      if (!best || Date.parse(o.provenance.date) > Date.parse(best.observation.provenance.date))
        best = { observation: o, value }
    }
    if (!best) return { goal }
    const { observation, value } = best
    return {
      goal,
      latest: {
        observation,
        value,
        met: goal.met(value, observation),
        figure: goal.show(value, observation),
      },
    }
  })
}

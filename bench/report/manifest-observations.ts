import type { ManifestEventLoopResults } from '../manifest/manifest-results.ts'
import { commitText, loadText, type Observation } from './observation.ts'

export const MANIFEST_SUBJECT = 'manifest validate'

/**
 * What one manifest check run says (issue 11): the longest event-loop stall over its hostile
 * bodies; the detail names that body, then the others' stalls. Figures first written by hand in RESULTS.md
 * come from the JSON they were stored in, and say so.
 * @param file the stored file, relative to bench/
 */
export function manifestObservations(file: string, r: ManifestEventLoopResults): Observation[] {
  if (r.bodies.length === 0) return []
  const load =
    r.loadavg?.[0] !== undefined
      ? String(r.loadavg[0])
      : loadText([{ start: r.loadavgStart, end: r.loadavgEnd }])
  const [worst, ...others] = [...r.bodies].sort((a, b) => b.stallMs - a.stallMs)
  return [
    {
      subject: MANIFEST_SUBJECT,
      figures: { stallMaxMs: worst!.stallMs },
      detail: [worst!.name, ...others.map((b) => `${b.stallMs} ms for ${b.name}`)].join('; '),
      provenance: {
        date: r.date,
        load,
        commit: commitText([r.commit]),
        kind: r.writtenByHandIn
          ? `written by hand in ${r.writtenByHandIn}; stored as data in ${file}`
          : `one run of ${r.bodies.length} bodies`,
        ...(r.writtenByHandIn ? { byHand: true } : {}),
        commands: [r.command],
        files: [file],
      },
    },
  ]
}

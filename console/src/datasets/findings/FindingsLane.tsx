import { Anchor, Group, Kbd, Stack, Text } from '@mantine/core'
import { useMemo } from 'react'
import type { PlaybackClock } from '../viewer/clock.ts'
import { useClock } from '../viewer/use-clock.ts'
import type { Finding } from './finding-types.ts'
import classes from './findings-lane.module.css'
import { laneLayout } from './lane-layout.ts'
import { SeverityBadge, severityStyle } from './SeverityBadge.tsx'
import { formatSpan, type TimeRange } from './time-range.ts'

const pct = (x: number) => `${(x * 100).toFixed(3)}%`

/** Whether a finding's span is the selected range. */
export const isSelected = (f: Finding, range: TimeRange | null): boolean =>
  range !== null &&
  f.start_seconds !== null &&
  Math.abs(f.start_seconds - range.start) < 5e-4 &&
  Math.abs((f.end_seconds ?? f.start_seconds) - range.end) < 5e-4

/**
 * Under the scrubber: one row per source of findings (checks, then people), a bar per finding
 * over its span coloured by severity, the selected range and the clock's cursor over them.
 * A click on a bar seeks to its start and selects its span (docs/web-console.md).
 */
export function FindingsLane({
  findings,
  clock,
  range,
  mayFile,
  onSelect,
  onClear,
}: {
  findings: Finding[]
  clock: PlaybackClock
  range: TimeRange | null
  /** Whether this person may file findings (the keys are named then). */
  mayFile: boolean
  onSelect: (finding: Finding) => void
  onClear: () => void
}) {
  const duration = clock.duration
  const layout = useMemo(() => laneLayout(findings, duration), [findings, duration])
  return (
    <Stack gap={6} component="section" aria-label="Findings on the timeline">
      {layout.rows.length > 0 || range ? (
        <div className={classes.lane}>
          <div>
            {layout.rows.map((row) => (
              <div key={`${row.kind} ${row.source}`} className={classes.label} title={row.source}>
                {row.source}
              </div>
            ))}
            {layout.rows.length === 0 && <div className={classes.label}>Selected</div>}
          </div>
          <div className={classes.tracks}>
            {layout.rows.map((row) => (
              <ul
                key={`${row.kind} ${row.source}`}
                className={classes.track}
                aria-label={`Findings of ${row.source}`}
              >
                {row.bars.map(({ finding: f, left, width }) => (
                  <li key={f.id} className={classes.slot} style={{ left: pct(left), width: pct(width) }}>
                    <button
                      type="button"
                      className={classes.bar}
                      data-status={f.status}
                      aria-pressed={isSelected(f, range)}
                      aria-label={`${f.severity} ${f.code}, ${formatSpan(f.start_seconds, f.end_seconds)}${f.status === 'open' ? '' : `, ${f.status}`}`}
                      title={`${f.code} · ${formatSpan(f.start_seconds, f.end_seconds)} — ${f.message}`}
                      style={{ background: severityStyle[f.severity].background }}
                      onClick={() => onSelect(f)}
                    />
                  </li>
                ))}
              </ul>
            ))}
            {layout.rows.length === 0 && <div className={classes.track} />}
            {range && duration > 0 && (
              <div
                className={classes.band}
                aria-hidden="true"
                style={{
                  left: pct(range.start / duration),
                  width: pct((range.end - range.start) / duration),
                }}
              />
            )}
            <LaneCursor clock={clock} />
          </div>
          <div />
          <div className={classes.axis} aria-hidden="true">
            <span>0 s</span>
            <span>{duration.toFixed(2)} s</span>
          </div>
        </div>
      ) : null}
      {layout.wholeFile.length > 0 && (
        <Group gap="xs" fz="xs">
          <Text fz="xs" c="dimmed">
            About the whole file:
          </Text>
          {layout.wholeFile.map((f) => (
            <Group key={f.id} gap={4} wrap="nowrap">
              <SeverityBadge severity={f.severity} />
              <Text fz="xs" title={f.message}>
                {f.code}
              </Text>
            </Group>
          ))}
        </Group>
      )}
      <Group gap="xs" justify="space-between" wrap="wrap">
        <Text fz="xs" c="dimmed" aria-live="polite">
          {range ? (
            <>
              Selected {formatSpan(range.start, range.end)} ·{' '}
              <Anchor component="button" type="button" fz="xs" onClick={onClear}>
                Clear the range
              </Anchor>
            </>
          ) : (
            'No range selected'
          )}
        </Text>
        {mayFile && (
          <Text fz="xs" c="dimmed">
            <Kbd size="xs">i</Kbd> <Kbd size="xs">o</Kbd> mark a range's start and end at the time shown ·{' '}
            <Kbd size="xs">f</Kbd> file a finding on it
          </Text>
        )}
      </Group>
    </Stack>
  )
}

function LaneCursor({ clock }: { clock: PlaybackClock }) {
  const time = useClock(clock, (s) => s.time)
  if (clock.duration <= 0) return null
  return <div className={classes.cursor} aria-hidden="true" style={{ left: pct(time / clock.duration) }} />
}

import { ActionIcon, Group, Slider, Text, Tooltip } from '@mantine/core'
import {
  IconPlayerPauseFilled,
  IconPlayerPlayFilled,
  IconPlayerTrackNextFilled,
  IconPlayerTrackPrevFilled,
} from '@tabler/icons-react'
import { useEffect } from 'react'
import { type PlaybackClock, RATES } from './clock.ts'
import { useClock } from './use-clock.ts'

const seconds = (t: number) => `${t.toFixed(2)} s`

/** Whether a key press belongs to the element it was typed in rather than to the player. */
function typingIn(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof HTMLElement)) return false
  if (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) return true
  // Space presses a focused button; the slider's own keys move it.
  if (key === ' ' && (target.tagName === 'BUTTON' || target.getAttribute('role') === 'button')) return true
  return target.getAttribute('role') === 'slider' && key !== ' '
}

/**
 * Space plays and pauses, `,` and `.` step one frame, `[` and `]` slow down and speed up — on the
 * whole page, unless a dialog is open or the key is typed into a field.
 */
export function usePlayerKeys(clock: PlaybackClock) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) return
      if (typingIn(e.target, e.key) || document.querySelector('[role="dialog"]')) return
      const act: Record<string, () => void> = {
        ' ': () => clock.toggle(),
        ',': () => clock.step(-1),
        '.': () => clock.step(1),
        '[': () => clock.faster(-1),
        ']': () => clock.faster(1),
      }
      const fn = act[e.key]
      if (!fn) return
      e.preventDefault()
      fn()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [clock])
}

/** Play, frame steps, speed, the time and a slider over the whole dataset. */
export function PlayerControls({
  clock,
  fps,
  keys = true,
}: {
  clock: PlaybackClock
  fps: number | null
  /** Whether the page's keys drive this player (the tooltips then name them). */
  keys?: boolean
}) {
  const hint = (label: string, key: string) => (keys ? `${label} (${key})` : label)
  const playing = useClock(clock, (s) => s.playing)
  const rate = useClock(clock, (s) => s.rate)
  return (
    <Group gap="xs" wrap="nowrap" align="center">
      <Tooltip label={hint(playing ? 'Pause' : 'Play', 'space')}>
        <ActionIcon
          variant="filled"
          size="lg"
          aria-label={playing ? 'Pause' : 'Play'}
          onClick={() => clock.toggle()}
        >
          {playing ? <IconPlayerPauseFilled size={18} /> : <IconPlayerPlayFilled size={18} />}
        </ActionIcon>
      </Tooltip>
      <Tooltip label={hint('One frame back', ',')}>
        <ActionIcon variant="default" size="lg" aria-label="One frame back" onClick={() => clock.step(-1)}>
          <IconPlayerTrackPrevFilled size={16} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={hint('One frame forward', '.')}>
        <ActionIcon variant="default" size="lg" aria-label="One frame forward" onClick={() => clock.step(1)}>
          <IconPlayerTrackNextFilled size={16} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={keys ? 'Slower ([) · faster (])' : 'Next speed'}>
        <ActionIcon
          variant="default"
          size="lg"
          w={52}
          aria-label={`Speed ${rate}×, press for the next speed`}
          onClick={() =>
            clock.setRate(RATES[(RATES.indexOf(rate as (typeof RATES)[number]) + 1) % RATES.length]!)
          }
        >
          <Text fz="xs" fw={600}>
            {rate}×
          </Text>
        </ActionIcon>
      </Tooltip>
      <TimeSlider clock={clock} />
      <TimeReadout clock={clock} fps={fps} />
    </Group>
  )
}

function TimeSlider({ clock }: { clock: PlaybackClock }) {
  const time = useClock(clock, (s) => s.time)
  return (
    <Slider
      style={{ flex: 1, minWidth: 120 }}
      min={0}
      max={clock.duration}
      step={clock.frameSeconds}
      value={Math.min(time, clock.duration)}
      onChange={(t) => clock.seek(t)}
      label={seconds}
      thumbLabel="Time"
      size="sm"
    />
  )
}

function TimeReadout({ clock, fps }: { clock: PlaybackClock; fps: number | null }) {
  const time = useClock(clock, (s) => s.time)
  return (
    <Text fz="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }} data-testid="time-readout" aria-live="off">
      {seconds(time)} / {seconds(clock.duration)}
      {fps ? ` · frame ${Math.floor(time * fps + 1e-6)}` : ''}
    </Text>
  )
}

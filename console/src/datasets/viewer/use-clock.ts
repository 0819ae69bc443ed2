import { useSyncExternalStore } from 'react'
import type { ClockState, PlaybackClock } from './clock.ts'

/** The clock's state in a component: a leaf re-renders on each tick, nothing above it does. */
export function useClock<T>(clock: PlaybackClock, pick: (s: ClockState) => T): T {
  return useSyncExternalStore(clock.subscribe, () => pick(clock.get()))
}

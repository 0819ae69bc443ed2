import { useEffect, useRef } from 'react'

export interface FindingKeyHandlers {
  /** `i`: the selected range starts at the time shown. */
  markStart: () => void
  /** `o`: the selected range ends at the time shown. */
  markEnd: () => void
  /** `f`: file a finding on the selected range. */
  file: () => void
}

/** True while the person types in a field: single-letter keys are theirs then. */
function typing(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null
  return target?.closest('input, textarea, select, [contenteditable="true"]') != null
}

/**
 * i/o/f on a dataset's page, as the queue's keys (review/use-queue-keys.ts): registered once for
 * the page's life, reading the latest handlers and `enabled` at each key; the page passes
 * `enabled: false` while its dialogs are open (its state says so, not the DOM).
 */
export function useFindingKeys(handlers: FindingKeyHandlers, enabled: boolean): void {
  const latest = useRef({ handlers, enabled })
  latest.current = { handlers, enabled }
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!latest.current.enabled || event.defaultPrevented) return
      if (event.metaKey || event.ctrlKey || event.altKey || typing(event)) return
      const h = latest.current.handlers
      const action = { i: h.markStart, o: h.markEnd, f: h.file }[event.key]
      if (!action) return
      event.preventDefault()
      action()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])
}

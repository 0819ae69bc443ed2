import { useEffect, useRef } from 'react'

export interface QueueKeyHandlers {
  next: () => void
  previous: () => void
  accept: () => void
  reject: () => void
  open: () => void
  help: () => void
}

/** True while the person types in a field: single-letter keys are theirs then. */
function typing(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null
  return target?.closest('input, textarea, select, [contenteditable="true"]') != null
}

/**
 * j/k/a/r/o/? on the review queue (see KeyboardHelp). The listener stays registered for the
 * page's life and reads the latest handlers and `enabled` at each key: re-registering on every
 * change lost a key pressed right after a decision, while the list refetched.
 *
 * The page passes `enabled: false` while one of its dialogs is open. Its state says so, not the
 * DOM: a closed dialog stays in the DOM while it fades out (~200 ms), and looking for one there
 * swallowed the key a quick reviewer pressed right after closing it.
 */
export function useQueueKeys(handlers: QueueKeyHandlers, enabled: boolean): void {
  const latest = useRef({ handlers, enabled })
  latest.current = { handlers, enabled }
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!latest.current.enabled) return
      if (event.metaKey || event.ctrlKey || event.altKey || typing(event)) return
      const h = latest.current.handlers
      const action = { j: h.next, k: h.previous, a: h.accept, r: h.reject, o: h.open, '?': h.help }[event.key]
      if (!action) return
      event.preventDefault()
      action()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])
}

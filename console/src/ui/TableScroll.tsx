import type { ReactNode } from 'react'

/**
 * A wide table that scrolls sideways on a narrow screen; focusable and named, so a keyboard user
 * can scroll it too.
 */
export function TableScroll({
  label,
  minWidth,
  children,
}: {
  label: string
  minWidth: number
  children: ReactNode
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to be scrolled by keyboard
    <section className="table-scroll" tabIndex={0} aria-label={label}>
      <div style={{ minWidth }}>{children}</div>
    </section>
  )
}

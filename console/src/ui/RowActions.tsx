import { Button, Group, Table } from '@mantine/core'
import type { ReactNode } from 'react'

/** One thing a person can do to a row of a table: a small button at the row's end. */
export interface RowAction {
  /** What the button says: "Revoke", "Sign out". */
  label: string
  /**
   * The button's accessible name when the label alone would not say which row it acts on
   * ("Revoke nightly import"); the label otherwise.
   */
  name?: string
  onClick: () => void
  /** `danger` (red, the default) takes something away; `neutral` (gray) does not. */
  tone?: 'danger' | 'neutral'
  /** While its request runs. */
  loading?: boolean
}

/** The header cell over the row actions: named for screen readers, blank on screen. */
export function RowActionsHeader() {
  return (
    <Table.Th>
      <span className="sr-only">Actions</span>
    </Table.Th>
  )
}

/**
 * The last cell of a row: its actions, right-aligned, in the order given. An action that does
 * not apply to this row is left out by passing `false` in its place (`!s.current && {…}`), so
 * adding one is adding an entry. `children` (a status, say) stands before the buttons.
 */
export function RowActions({
  actions,
  children,
}: {
  actions: readonly (RowAction | false | null | undefined)[]
  children?: ReactNode
}) {
  return (
    <Table.Td ta="right">
      <Group gap="xs" justify="flex-end" wrap="nowrap">
        {children}
        {actions
          .filter((a): a is RowAction => Boolean(a))
          .map((a) => (
            <Button
              key={a.label}
              size="xs"
              variant="subtle"
              color={a.tone === 'neutral' ? 'gray' : 'red'}
              onClick={a.onClick}
              loading={a.loading}
              aria-label={a.name}
            >
              {a.label}
            </Button>
          ))}
      </Group>
    </Table.Td>
  )
}

import { Pagination } from '@mantine/core'

/** Page numbers whose every control has a name (screen readers, axe). */
export function Pager({
  total,
  value,
  onChange,
}: {
  total: number
  value: number
  onChange: (page: number) => void
}) {
  return (
    <Pagination
      total={total}
      value={value}
      onChange={onChange}
      getControlProps={(control) => ({
        'aria-label': {
          first: 'First page',
          previous: 'Previous page',
          next: 'Next page',
          last: 'Last page',
        }[control],
      })}
      getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
    />
  )
}

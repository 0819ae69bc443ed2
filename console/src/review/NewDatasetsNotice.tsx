import { Button } from '@mantine/core'
import { IconArrowUp } from '@tabler/icons-react'
import { type NewDataset, useNewDatasets } from '../live/live-state.ts'
import type { QueueView } from './queue-query.ts'
import type { QueueDataset } from './use-decide.ts'

/** Whether a new dataset belongs in this view, as far as its event tells (metadata it does not). */
function inView(d: NewDataset, view: QueueView): boolean {
  return (
    (view.status === null || d.status === view.status) &&
    (view.dataType === null || d.dataType === null || d.dataType === view.dataType)
  )
}

/**
 * "3 new datasets — show": datasets created while the queue is open are announced here, on the
 * line above the cards, and come in only when asked for — never inserted above the selection.
 */
export function NewDatasetsNotice({
  view,
  shown,
  onShow,
}: {
  view: QueueView
  shown: QueueDataset[]
  onShow: () => void
}) {
  const ids = new Set(shown.map((d) => d.id))
  const count = useNewDatasets().filter((d) => !ids.has(d.id) && inView(d, view)).length
  return (
    <div aria-live="polite">
      {count > 0 && (
        <Button size="compact-sm" variant="light" leftSection={<IconArrowUp size={14} />} onClick={onShow}>
          {count === 1 ? '1 new dataset' : `${count} new datasets`} — show
        </Button>
      )}
    </div>
  )
}

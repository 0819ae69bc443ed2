import { Button, Group, Popover, Stack, Textarea } from '@mantine/core'
import { type FormEvent, useState } from 'react'
import type { Finding, FindingStatus } from './finding-types.ts'
import { useUpdateFinding } from './queries.ts'

const VERBS: Record<FindingStatus, string> = { confirmed: 'Confirm', dismissed: 'Dismiss', open: 'Reopen' }

/** Confirm and dismiss an open finding in place, or reopen a decided one, each with a note. */
export function FindingActions({ datasetId, finding }: { datasetId: string; finding: Finding }) {
  const next: FindingStatus[] = finding.status === 'open' ? ['confirmed', 'dismissed'] : ['open']
  return (
    <Group gap={6} wrap="nowrap">
      {next.map((status) => (
        <ChangeWithNote key={status} datasetId={datasetId} finding={finding} status={status} />
      ))}
    </Group>
  )
}

function ChangeWithNote({
  datasetId,
  finding,
  status,
}: {
  datasetId: string
  finding: Finding
  status: FindingStatus
}) {
  const [opened, setOpened] = useState(false)
  const [note, setNote] = useState('')
  const update = useUpdateFinding(datasetId)
  const verb = VERBS[status]
  const submit = (e: FormEvent) => {
    e.preventDefault()
    update.mutate({ finding, status, note: note.trim() }, { onSuccess: () => setOpened(false) })
  }
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      trapFocus
      position="bottom-end"
      withArrow
      shadow="md"
      width={300}
    >
      <Popover.Target>
        <Button
          size="compact-xs"
          variant={status === 'confirmed' ? 'light' : 'default'}
          color={status === 'confirmed' ? 'red' : undefined}
          aria-label={`${verb} ${finding.code} at ${finding.start_seconds ?? 'the whole file'}`}
          onClick={() => {
            setNote('')
            setOpened((o) => !o)
          }}
        >
          {verb}
        </Button>
      </Popover.Target>
      <Popover.Dropdown aria-label={`${verb} ${finding.code}`}>
        <form onSubmit={submit}>
          <Stack gap="xs">
            <Textarea
              label="Note"
              description="Why (optional), kept with the finding"
              autosize
              minRows={2}
              maxRows={6}
              value={note}
              onChange={(e) => setNote(e.currentTarget.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && (e.metaKey || e.ctrlKey)) submit(e)
              }}
              data-autofocus
            />
            <Group justify="flex-end" gap="xs">
              <Button size="xs" variant="default" onClick={() => setOpened(false)}>
                Cancel
              </Button>
              <Button size="xs" type="submit" loading={update.isPending}>
                {verb} finding
              </Button>
            </Group>
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
  )
}

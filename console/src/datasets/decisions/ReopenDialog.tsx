import { Button, Group, Modal, Stack, Textarea } from '@mantine/core'
import { type FormEvent, useEffect, useState } from 'react'

const MAX = 10_000

/** Asks why an accept or a rejection is taken back; the reason goes into the decision log. */
export function ReopenDialog({
  datasetName,
  opened,
  onClose,
  onReopen,
}: {
  datasetName: string
  opened: boolean
  onClose: () => void
  onReopen: (reason: string) => void
}) {
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    if (opened) {
      setReason('')
      setError(null)
    }
  }, [opened])

  function submit(e: FormEvent) {
    e.preventDefault()
    const text = reason.trim()
    if (!text) return setError('Say why, so the history tells the next reviewer')
    if (text.length > MAX) return setError(`At most ${MAX.toLocaleString('en')} characters`)
    onReopen(text)
  }

  return (
    <Modal opened={opened} onClose={onClose} title={`Reopen ${datasetName}`} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Textarea
            label="Reason"
            description="Kept in the dataset's decision history; it becomes pending again"
            placeholder="e.g. accepted the wrong take"
            autosize
            minRows={2}
            maxRows={6}
            value={reason}
            onChange={(e) => {
              setReason(e.currentTarget.value)
              setError(null)
            }}
            error={error}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit">Reopen</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}

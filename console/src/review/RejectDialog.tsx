import { Button, Checkbox, Chip, Group, Modal, Stack, Text, Textarea } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useEffect, useState } from 'react'
import { counts } from '../datasets/findings/finding-types.ts'
import { findingsQuery } from '../datasets/findings/queries.ts'
import { formatSpan } from '../datasets/findings/time-range.ts'
import { recentReasons } from './recent-reasons.ts'

const MAX = 10_000

/**
 * Asks why a dataset is rejected; offers the reasons this browser used lately, and the dataset's
 * open and confirmed findings to cite (docs/findings.md#rejections-cite-findings).
 */
export function RejectDialog({
  datasetId,
  datasetName,
  opened,
  onClose,
  onReject,
}: {
  datasetId: string | null
  datasetName: string | null
  opened: boolean
  onClose: () => void
  onReject: (reason: string, findingIds: string[]) => void
}) {
  const findings = useQuery({ ...findingsQuery(datasetId ?? ''), enabled: opened && datasetId !== null })
  const citable = (findings.data?.findings ?? []).filter(counts)
  const [cited, setCited] = useState<string[]>([])
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [recent, setRecent] = useState<string[]>([])
  // The title keeps the name while the dialog fades out, rather than flashing "Reject ".
  const [title, setTitle] = useState(datasetName ?? '')
  useEffect(() => {
    if (datasetName) setTitle(datasetName)
  }, [datasetName])
  useEffect(() => {
    if (opened) {
      setReason('')
      setCited([])
      setError(null)
      setRecent(recentReasons())
    }
  }, [opened])

  function submit(e: FormEvent) {
    e.preventDefault()
    const text = reason.trim()
    if (!text) return setError('Say why, so whoever regenerates it knows what to fix')
    if (text.length > MAX) return setError(`At most ${MAX.toLocaleString('en')} characters`)
    // Only findings still listed: one withdrawn meanwhile would make the service refuse it all.
    onReject(
      text,
      cited.filter((id) => citable.some((f) => f.id === id)),
    )
  }

  return (
    <Modal opened={opened} onClose={onClose} title={`Reject ${title}`} centered size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Textarea
            label="Reason"
            description="Stored with the dataset under rejection_reason"
            placeholder="e.g. feet slide on the third step"
            autosize
            minRows={3}
            maxRows={8}
            value={reason}
            onChange={(e) => {
              setReason(e.currentTarget.value)
              setError(null)
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && (e.metaKey || e.ctrlKey)) submit(e)
            }}
            error={error}
            data-autofocus
          />
          {recent.length > 0 && (
            <Stack gap={6}>
              <Text fz="sm" fw={500} id="recent-reasons-label">
                Recent reasons
              </Text>
              <Group gap={6} role="group" aria-labelledby="recent-reasons-label">
                {recent.map((r) => (
                  <Chip
                    key={r}
                    checked={reason === r}
                    onChange={() => {
                      setReason(r)
                      setError(null)
                    }}
                    size="xs"
                    variant="light"
                  >
                    {r.length > 60 ? `${r.slice(0, 57)}…` : r}
                  </Chip>
                ))}
              </Group>
            </Stack>
          )}
          {citable.length > 0 && (
            <Checkbox.Group
              label="Findings it rests on"
              description="Cited with the rejection; confirm what you saw first"
              value={cited}
              onChange={setCited}
            >
              <Stack gap={6} mt={6}>
                {citable.map((f) => (
                  <Checkbox
                    key={f.id}
                    value={f.id}
                    label={`${f.code} (${f.severity}, ${formatSpan(f.start_seconds, f.end_seconds)}${f.status === 'confirmed' ? ', confirmed' : ''})`}
                    description={f.message}
                  />
                ))}
              </Stack>
            </Checkbox.Group>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color="red">
              Reject
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}

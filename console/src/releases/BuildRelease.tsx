import { must } from '@hangar/client'
import {
  Button,
  Checkbox,
  Group,
  Paper,
  ScrollArea,
  Select,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { hangar } from '../api/hangar.ts'
import { queryKeys } from '../api/query-keys.ts'
import { ErrorPanel } from '../ui/ErrorPanel.tsx'
import { errorSentence } from '../ui/error-sentence.ts'
import { dataTypeLabels, formatBytes } from '../ui/format.ts'
import { PROGRAMS, useAcceptedDatasets } from './queries.ts'

/** Pick accepted datasets and a program; the service builds the manifest (sha256 of each file). */
export function BuildRelease() {
  const accepted = useAcceptedDatasets()
  const queryClient = useQueryClient()
  const [selected, setSelected] = useState<string[]>([])
  const [program, setProgram] = useState<(typeof PROGRAMS)[number]>('software')
  const [notes, setNotes] = useState('')
  const [error, setError] = useState<string | null>(null)
  const build = useMutation({
    mutationFn: () =>
      must(
        hangar.POST('/releases', {
          body: { program, dataset_ids: selected, ...(notes.trim() ? { notes: notes.trim() } : {}) },
        }),
      ),
    onSuccess: (release) => {
      notifications.show({
        color: 'teal',
        title: 'Release built',
        message: `${release.dataset_count} datasets`,
      })
      setSelected([])
      setNotes('')
      void queryClient.invalidateQueries({ queryKey: queryKeys.releases })
    },
    onError: (err) => setError(errorSentence(err)),
  })
  const datasets = accepted.data?.datasets ?? []
  const all = datasets.length > 0 && selected.length === datasets.length
  const toggle = (id: string) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]))

  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} fz="h4" mb={4}>
        Build a release
      </Title>
      <Text fz="sm" c="dimmed" mb="md">
        Choose accepted datasets; the manifest records each file's SHA-256 and review state.
      </Text>
      {accepted.isError ? (
        <ErrorPanel error={accepted.error} onRetry={() => accepted.refetch()} />
      ) : datasets.length === 0 && !accepted.isPending ? (
        <Text fz="sm" c="dimmed">
          No accepted datasets yet: accept some in the review queue first.
        </Text>
      ) : (
        <Stack gap="md">
          <ScrollArea.Autosize mah={280} type="auto">
            <Table highlightOnHover fz="sm" stickyHeader>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={40}>
                    <Checkbox
                      aria-label="Select every accepted dataset"
                      checked={all}
                      indeterminate={selected.length > 0 && !all}
                      onChange={() => setSelected(all ? [] : datasets.map((d) => d.id))}
                    />
                  </Table.Th>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Type</Table.Th>
                  <Table.Th ta="right">Size</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {datasets.map((d) => (
                  <Table.Tr
                    key={d.id}
                    bg={selected.includes(d.id) ? 'var(--mantine-color-indigo-light)' : undefined}
                  >
                    <Table.Td>
                      <Checkbox
                        aria-label={`Include ${d.name}`}
                        checked={selected.includes(d.id)}
                        onChange={() => toggle(d.id)}
                      />
                    </Table.Td>
                    <Table.Td>{d.name}</Table.Td>
                    <Table.Td>{dataTypeLabels[d.data_type]}</Table.Td>
                    <Table.Td ta="right">{formatBytes(d.data_byte_size)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <Select
              label="Program"
              data={PROGRAMS.map((p) => ({ value: p, label: p }))}
              value={program}
              onChange={(v) => v && setProgram(v as (typeof PROGRAMS)[number])}
              allowDeselect={false}
              w={200}
            />
            <Textarea
              label="Notes (optional)"
              value={notes}
              onChange={(e) => setNotes(e.currentTarget.value)}
              autosize
              minRows={1}
              maxRows={3}
              style={{ flex: '1 1 240px' }}
            />
            <Button
              onClick={() => {
                setError(null)
                if (selected.length === 0) return setError('Select at least one accepted dataset')
                build.mutate()
              }}
              loading={build.isPending}
            >
              Build release{selected.length ? ` of ${selected.length}` : ''}
            </Button>
          </Group>
          {error && (
            <Text c="red" fz="sm" role="alert">
              {error}
            </Text>
          )}
        </Stack>
      )}
    </Paper>
  )
}

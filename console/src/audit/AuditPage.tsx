import { must } from '@hangar/client'
import { Button, Code, Group, Paper, Skeleton, Table, Text, TextInput } from '@mantine/core'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { useSearchParams } from 'react-router'
import { hangar } from '../api/hangar.ts'
import { queryKeys } from '../api/query-keys.ts'
import { formatDateTime } from '../ui/format.ts'
import { PageHeader } from '../ui/PageHeader.tsx'
import { Pager } from '../ui/Pager.tsx'
import { QueryState } from '../ui/QueryState.tsx'
import { TableScroll } from '../ui/TableScroll.tsx'
import { describeDetail } from './describe-detail.ts'

const PAGE = 50

const actorKinds: Record<string, string> = {
  user: 'person',
  key: 'API key',
  admin: 'platform',
  system: 'Hangar',
}

const DATE = /^\d{4}-\d{2}-\d{2}$/

export default function AuditPage() {
  const [params, setParams] = useSearchParams()
  const filters = {
    actor: params.get('actor') ?? '',
    action: params.get('action') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  }
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1)
  const [draft, setDraft] = useState(filters)
  const [dateError, setDateError] = useState<string | null>(null)
  const query = {
    ...(filters.actor ? { actor: filters.actor } : {}),
    ...(filters.action ? { action: filters.action } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    limit: PAGE,
    offset: (page - 1) * PAGE,
  }
  const audit = useQuery({
    queryKey: queryKeys.audit(query),
    queryFn: () => must(hangar.GET('/org/audit', { params: { query } })),
    placeholderData: keepPreviousData,
  })

  function apply(e: FormEvent) {
    e.preventDefault()
    for (const [label, value] of [
      ['From', draft.from],
      ['To', draft.to],
    ] as const) {
      if (value && (!DATE.test(value) || Number.isNaN(Date.parse(value))))
        return setDateError(`${label}: a date as YYYY-MM-DD`)
    }
    if (draft.from && draft.to && draft.from > draft.to) return setDateError('From is after To')
    setDateError(null)
    const next = new URLSearchParams()
    for (const [k, v] of Object.entries(draft)) if (v.trim()) next.set(k, v.trim())
    setParams(next)
  }

  const total = audit.data?.total ?? 0
  return (
    <>
      <PageHeader
        title="Audit log"
        description="Who did what and when: console actions name the person, API calls the key."
      />
      <Paper withBorder p="md" radius="md" mb="lg">
        <form onSubmit={apply} noValidate>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              label="Actor"
              placeholder="name or id"
              value={draft.actor}
              onChange={(e) => setDraft({ ...draft, actor: e.currentTarget.value })}
            />
            <TextInput
              label="Action"
              placeholder="e.g. dataset."
              value={draft.action}
              onChange={(e) => setDraft({ ...draft, action: e.currentTarget.value })}
            />
            <TextInput
              label="From"
              type="date"
              value={draft.from}
              onChange={(e) => setDraft({ ...draft, from: e.currentTarget.value })}
              error={dateError?.startsWith('From') ? dateError : undefined}
            />
            <TextInput
              label="To"
              type="date"
              value={draft.to}
              onChange={(e) => setDraft({ ...draft, to: e.currentTarget.value })}
              error={dateError && !dateError.startsWith('From') ? dateError : undefined}
            />
            <Button type="submit" mt={25}>
              Filter
            </Button>
            <Button
              variant="subtle"
              mt={25}
              onClick={() => {
                setDraft({ actor: '', action: '', from: '', to: '' })
                setDateError(null)
                setParams(new URLSearchParams())
              }}
            >
              Clear
            </Button>
          </Group>
        </form>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <QueryState
          query={audit}
          placeholder={<Skeleton h={200} />}
          isEmpty={(data) => data.entries.length === 0}
          empty={
            <Text c="dimmed" fz="sm">
              Nothing matches these filters.
            </Text>
          }
        >
          {(data) => (
            <TableScroll label="Audit entries" minWidth={720}>
              <Table fz="sm" verticalSpacing={6} striped>
                <Table.Caption>
                  {total} entr{total === 1 ? 'y' : 'ies'}
                </Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>When</Table.Th>
                    <Table.Th>Who</Table.Th>
                    <Table.Th>Action</Table.Th>
                    <Table.Th>Target</Table.Th>
                    <Table.Th>Detail</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.entries.map((e) => (
                    <Table.Tr key={e.id}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(e.at)}</Table.Td>
                      <Table.Td>
                        <Text fz="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
                          {e.actor.name ?? e.actor.id}
                        </Text>
                        <Text fz="xs" c="dimmed">
                          {actorKinds[e.actor.kind] ?? e.actor.kind}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Code>{e.action}</Code>
                      </Table.Td>
                      <Table.Td>
                        {e.target_type ? (
                          <Text fz="xs" c="dimmed">
                            {e.target_type} {e.target_id?.slice(0, 8)}
                          </Text>
                        ) : (
                          '—'
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Text
                          fz="xs"
                          lineClamp={2}
                          title={e.detail == null ? undefined : JSON.stringify(e.detail)}
                        >
                          {describeDetail(e.detail)}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </TableScroll>
          )}
        </QueryState>
        {total > PAGE && (
          <Group justify="center" mt="md">
            <Pager
              total={Math.ceil(total / PAGE)}
              value={page}
              onChange={(p) => {
                const next = new URLSearchParams(params)
                next.set('page', String(p))
                setParams(next)
              }}
            />
          </Group>
        )}
      </Paper>
    </>
  )
}

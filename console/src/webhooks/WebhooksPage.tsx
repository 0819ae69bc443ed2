import { must, type RequestBody, type ResponseBody } from '@hangar/client'
import {
  Alert,
  Badge,
  Button,
  Code,
  CopyButton,
  Group,
  Modal,
  MultiSelect,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconAlertTriangle, IconCheck, IconCopy, IconWebhook } from '@tabler/icons-react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { hangar } from '../api/hangar.ts'
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx'
import { errorSentence } from '../ui/error-sentence.ts'
import { formatAge, formatDateTime } from '../ui/format.ts'
import { PageHeader } from '../ui/PageHeader.tsx'
import { QueryState } from '../ui/QueryState.tsx'
import { RowActions, RowActionsHeader } from '../ui/RowActions.tsx'
import { TableScroll } from '../ui/TableScroll.tsx'

type Endpoint = ResponseBody<'/org/webhooks', 'get'>['webhooks'][number]
type Delivery = ResponseBody<'/org/webhooks/{id}/deliveries', 'get'>['deliveries'][number]
type EventType = RequestBody<'/org/webhooks', 'post'>['events'][number]

const EVENT_TYPES: EventType[] = [
  'dataset.accepted',
  'dataset.rejected',
  'dataset.created',
  'dataset.iterated',
  'dataset.superseded',
  'dataset.status_changed',
  'release.created',
  'api_key.created',
  'api_key.revoked',
]

const keys = {
  all: ['webhooks'] as const,
  deliveries: (id: string) => ['webhooks', 'deliveries', id] as const,
}

function SecretModal({
  secret,
  title,
  onClose,
}: {
  secret: string | null
  title: string
  onClose: () => void
}) {
  return (
    <Modal opened={secret !== null} onClose={onClose} title={title} size="lg" centered>
      {secret && (
        <Stack gap="md">
          <Alert color="yellow" icon={<IconAlertTriangle />} title="Copy it now">
            This is the only time the signing secret is shown. Your receiver verifies each delivery with it
            (Standard Webhooks; the <Code>standardwebhooks</Code> package does it in a line).
          </Alert>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <Code block style={{ flex: 1, wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
              {secret}
            </Code>
            <CopyButton value={secret}>
              {({ copied, copy }) => (
                <Button
                  size="xs"
                  variant={copied ? 'filled' : 'light'}
                  color={copied ? 'teal.9' : undefined}
                  onClick={copy}
                  leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                  aria-label="Copy signing secret"
                >
                  {copied ? 'Copied' : 'Copy'}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Group justify="flex-end">
            <Button onClick={onClose}>I have copied it</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  )
}

function EndpointState({ e }: { e: Endpoint }) {
  if (e.disabled_at)
    return (
      <Badge color="red" variant="light" title={e.disabled_reason ?? undefined}>
        Disabled: {e.disabled_reason}
      </Badge>
    )
  if (e.failing_since)
    return (
      <Badge color="orange" variant="light">
        Failing since {formatAge(e.failing_since)}
      </Badge>
    )
  return (
    <Badge color="teal" variant="light">
      Active
    </Badge>
  )
}

const STATUS_COLOR = { pending: 'blue', succeeded: 'teal', failed: 'red' } as const

function Deliveries({ endpoint }: { endpoint: Endpoint }) {
  const queryClient = useQueryClient()
  const deliveries = useQuery({
    queryKey: keys.deliveries(endpoint.id),
    queryFn: () =>
      must(
        hangar.GET('/org/webhooks/{id}/deliveries', {
          params: { path: { id: endpoint.id }, query: { limit: 50 } },
        }),
      ),
    // Attempts land in the background: the list follows them while it is open.
    refetchInterval: 3000,
  })
  const again = useMutation({
    mutationFn: (d: Delivery) =>
      must(
        hangar.POST('/org/webhooks/{id}/deliveries/{deliveryId}/retry', {
          params: { path: { id: endpoint.id, deliveryId: d.id } },
        }),
      ),
    onSuccess: () => {
      notifications.show({ color: 'teal', title: 'Sending again', message: 'The delivery is attempted now.' })
      void queryClient.invalidateQueries({ queryKey: keys.deliveries(endpoint.id) })
    },
    onError: (err) =>
      notifications.show({ color: 'red', title: 'Could not send again', message: errorSentence(err) }),
  })
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} fz="h4" mb="md">
        Deliveries to {endpoint.url}
      </Title>
      <QueryState
        query={deliveries}
        placeholder={<Skeleton h={120} />}
        isEmpty={(d) => d.deliveries.length === 0}
        empty={
          <Text c="dimmed" fz="sm">
            Nothing delivered yet. “Send test event” sends one now.
          </Text>
        }
      >
        {(d) => (
          <TableScroll label="Deliveries" minWidth={760}>
            <Table fz="sm" verticalSpacing="xs" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Time</Table.Th>
                  <Table.Th>Event</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Attempts</Table.Th>
                  <Table.Th>Last answer</Table.Th>
                  <RowActionsHeader />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {d.deliveries.map((x) => {
                  const last = x.attempts[x.attempts.length - 1]
                  return (
                    <Table.Tr key={x.id}>
                      <Table.Td>{formatDateTime(last?.at ?? x.created_at)}</Table.Td>
                      <Table.Td>
                        <Code>{x.event_type}</Code>
                      </Table.Td>
                      <Table.Td>
                        <Badge color={STATUS_COLOR[x.status]} variant="light">
                          {x.status}
                        </Badge>
                        {x.status === 'pending' && x.next_attempt_at && x.attempts.length > 0 ? (
                          <Text fz="xs" c="dimmed">
                            next {formatDateTime(x.next_attempt_at)}
                          </Text>
                        ) : null}
                      </Table.Td>
                      <Table.Td>{x.attempts.length}</Table.Td>
                      <Table.Td>
                        {last ? (
                          <Stack gap={2}>
                            <Text fz="sm">
                              {last.status_code ?? 'no answer'} · {last.duration_ms} ms
                            </Text>
                            <Text fz="xs" c="dimmed" lineClamp={2} style={{ wordBreak: 'break-all' }}>
                              {last.error ?? last.response}
                            </Text>
                          </Stack>
                        ) : (
                          '—'
                        )}
                      </Table.Td>
                      <RowActions
                        actions={[
                          x.status !== 'pending' && {
                            label: 'Send again',
                            name: `Send ${x.event_type} again`,
                            tone: 'neutral',
                            loading: again.isPending && again.variables?.id === x.id,
                            onClick: () => again.mutate(x),
                          },
                        ]}
                      />
                    </Table.Tr>
                  )
                })}
              </Table.Tbody>
            </Table>
          </TableScroll>
        )}
      </QueryState>
    </Paper>
  )
}

export default function WebhooksPage() {
  const queryClient = useQueryClient()
  const list = useQuery({ queryKey: keys.all, queryFn: () => must(hangar.GET('/org/webhooks', {})) })
  const [url, setUrl] = useState('')
  const [events, setEvents] = useState<string[]>(['dataset.accepted'])
  const [formError, setFormError] = useState<string | null>(null)
  const [secret, setSecret] = useState<{ value: string; title: string } | null>(null)
  const [selected, setSelected] = useState<string | null>(null)
  const [deleting, setDeleting] = useState<Endpoint | null>(null)
  const refresh = () => void queryClient.invalidateQueries({ queryKey: keys.all })
  const failed = (title: string) => (err: unknown) =>
    notifications.show({ color: 'red', title, message: errorSentence(err) })

  const create = useMutation({
    mutationFn: (body: RequestBody<'/org/webhooks', 'post'>) => must(hangar.POST('/org/webhooks', { body })),
    onSuccess: (hook) => {
      setSecret({ value: hook.secret, title: `Endpoint ${hook.url} added` })
      setUrl('')
      setSelected(hook.id)
      refresh()
    },
    onError: (err) => setFormError(errorSentence(err)),
  })
  const rotate = useMutation({
    mutationFn: (e: Endpoint) =>
      must(hangar.POST('/org/webhooks/{id}/rotate-secret', { params: { path: { id: e.id } } })),
    onSuccess: (r) => {
      setSecret({ value: r.secret, title: 'New signing secret (the old one signs beside it for 24 hours)' })
      refresh()
    },
    onError: failed('Could not rotate the secret'),
  })
  const test = useMutation({
    mutationFn: (e: Endpoint) =>
      must(hangar.POST('/org/webhooks/{id}/test', { params: { path: { id: e.id } } })),
    onSuccess: (_d, e) => {
      notifications.show({
        color: 'teal',
        title: 'Test event sent',
        message: `A webhook.test event is on its way to ${e.url}.`,
      })
      setSelected(e.id)
      void queryClient.invalidateQueries({ queryKey: keys.deliveries(e.id) })
    },
    onError: failed('Could not send a test event'),
  })
  const toggle = useMutation({
    mutationFn: (e: Endpoint) =>
      must(
        hangar.PATCH('/org/webhooks/{id}', {
          params: { path: { id: e.id } },
          body: { enabled: e.disabled_at !== null },
        }),
      ),
    onSuccess: refresh,
    onError: failed('Could not change the endpoint'),
  })
  const remove = useMutation({
    mutationFn: (e: Endpoint) =>
      must(hangar.DELETE('/org/webhooks/{id}', { params: { path: { id: e.id } } })),
    onSuccess: () => {
      setDeleting(null)
      setSelected(null)
      refresh()
    },
    onError: failed('Could not delete the endpoint'),
  })

  function submit(e: FormEvent) {
    e.preventDefault()
    const text = url.trim()
    if (!/^https?:\/\/\S+$/.test(text))
      return setFormError('Give an http(s) URL, e.g. https://pipeline.example.com/hangar')
    if (events.length === 0) return setFormError('Choose at least one event type')
    setFormError(null)
    create.mutate({ url: text, events: events as EventType[] })
  }

  const endpoints = list.data?.webhooks ?? []
  const chosen = endpoints.find((e) => e.id === selected)

  return (
    <>
      <PageHeader
        title="Webhooks"
        description="Hangar POSTs each event of the chosen types to your URL as it happens, signed (Standard Webhooks) and retried for about a day until your receiver answers 2xx."
      />
      <Stack gap="lg">
        <Paper withBorder p="md" radius="md">
          <form onSubmit={submit} noValidate>
            <Group align="flex-start" gap="sm">
              <TextInput
                label="Endpoint URL"
                placeholder="https://pipeline.example.com/hangar"
                value={url}
                onChange={(e) => {
                  setUrl(e.currentTarget.value)
                  setFormError(null)
                }}
                error={formError}
                style={{ flex: '2 1 320px' }}
                maxLength={2000}
              />
              <MultiSelect
                label="Events"
                data={EVENT_TYPES}
                value={events}
                onChange={setEvents}
                style={{ flex: '1 1 260px' }}
              />
              <Button
                type="submit"
                mt={25}
                loading={create.isPending}
                leftSection={<IconWebhook size={16} />}
              >
                Add endpoint
              </Button>
            </Group>
          </form>
        </Paper>

        <Paper withBorder p="md" radius="md">
          <Title order={2} fz="h4" mb="md">
            Endpoints
          </Title>
          <QueryState
            query={list}
            placeholder={<Skeleton h={120} />}
            isEmpty={() => endpoints.length === 0}
            empty={
              <Text c="dimmed" fz="sm">
                No endpoints yet.
              </Text>
            }
          >
            {() => (
              <TableScroll label="Webhook endpoints" minWidth={760}>
                <Table fz="sm" verticalSpacing="xs" highlightOnHover>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>URL</Table.Th>
                      <Table.Th>Events</Table.Th>
                      <Table.Th>State</Table.Th>
                      <RowActionsHeader />
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {endpoints.map((e) => (
                      <Table.Tr
                        key={e.id}
                        bg={e.id === selected ? 'var(--mantine-color-default-hover)' : undefined}
                      >
                        <Table.Td fw={500} style={{ wordBreak: 'break-all' }}>
                          {e.url}
                        </Table.Td>
                        <Table.Td>
                          <Group gap={4}>
                            {e.events.map((t) => (
                              <Badge key={t} variant="outline" color="gray" tt="none">
                                {t}
                              </Badge>
                            ))}
                          </Group>
                        </Table.Td>
                        <Table.Td>
                          <EndpointState e={e} />
                        </Table.Td>
                        <RowActions
                          actions={[
                            {
                              label: 'Deliveries',
                              name: `Deliveries to ${e.url}`,
                              tone: 'neutral',
                              onClick: () => setSelected(e.id),
                            },
                            !e.disabled_at && {
                              label: 'Send test event',
                              name: `Send test event to ${e.url}`,
                              tone: 'neutral',
                              loading: test.isPending && test.variables?.id === e.id,
                              onClick: () => test.mutate(e),
                            },
                            {
                              label: 'Rotate secret',
                              name: `Rotate secret of ${e.url}`,
                              tone: 'neutral',
                              onClick: () => rotate.mutate(e),
                            },
                            {
                              label: e.disabled_at ? 'Turn on' : 'Turn off',
                              name: `${e.disabled_at ? 'Turn on' : 'Turn off'} ${e.url}`,
                              tone: 'neutral',
                              onClick: () => toggle.mutate(e),
                            },
                            { label: 'Delete', name: `Delete ${e.url}`, onClick: () => setDeleting(e) },
                          ]}
                        />
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </TableScroll>
            )}
          </QueryState>
        </Paper>

        {chosen ? <Deliveries endpoint={chosen} /> : null}
      </Stack>

      <SecretModal
        secret={secret?.value ?? null}
        title={secret?.title ?? ''}
        onClose={() => setSecret(null)}
      />

      <ConfirmDialog
        opened={deleting !== null}
        title="Delete this endpoint?"
        confirm="Delete endpoint"
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onClose={() => setDeleting(null)}
      >
        <b>{deleting?.url}</b> receives nothing more, and its deliveries are deleted with it.
      </ConfirmDialog>
    </>
  )
}

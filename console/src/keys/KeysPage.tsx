import { must, type ResponseBody } from '@hangar/client'
import {
  Alert,
  Badge,
  Button,
  Code,
  CopyButton,
  Group,
  Modal,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconAlertTriangle, IconCheck, IconCopy, IconKey } from '@tabler/icons-react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { hangar } from '../api/hangar.ts'
import { queryKeys } from '../api/query-keys.ts'
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx'
import { errorSentence } from '../ui/error-sentence.ts'
import { formatAge, formatDateTime } from '../ui/format.ts'
import { PageHeader } from '../ui/PageHeader.tsx'
import { QueryState } from '../ui/QueryState.tsx'
import { RowActions, RowActionsHeader } from '../ui/RowActions.tsx'
import { TableScroll } from '../ui/TableScroll.tsx'

type CreatedKey = ResponseBody<'/org/api-keys', 'post'>
type ApiKey = ResponseBody<'/org/api-keys', 'get'>['api_keys'][number]

function CopyField({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={4}>
      <Text fz="sm" fw={500}>
        {label}
      </Text>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Code block style={{ flex: 1, wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
          {value}
        </Code>
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Button
              size="xs"
              variant={copied ? 'filled' : 'light'}
              color={copied ? 'teal.9' : undefined}
              onClick={copy}
              leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
              aria-label={`Copy ${label.toLowerCase()}`}
            >
              {copied ? 'Copied' : 'Copy'}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  )
}

export default function KeysPage() {
  const queryClient = useQueryClient()
  const keys = useQuery({ queryKey: queryKeys.apiKeys, queryFn: () => must(hangar.GET('/org/api-keys', {})) })
  const [name, setName] = useState('')
  const [nameError, setNameError] = useState<string | null>(null)
  const [created, setCreated] = useState<CreatedKey | null>(null)
  const [revoking, setRevoking] = useState<ApiKey | null>(null)

  const create = useMutation({
    mutationFn: (keyName: string) => must(hangar.POST('/org/api-keys', { body: { name: keyName } })),
    onSuccess: (key) => {
      setCreated(key)
      setName('')
      void queryClient.invalidateQueries({ queryKey: queryKeys.apiKeys })
    },
    onError: (err) => setNameError(errorSentence(err)),
  })
  const revoke = useMutation({
    mutationFn: (id: string) => must(hangar.DELETE('/org/api-keys/{id}', { params: { path: { id } } })),
    onSuccess: () => {
      notifications.show({
        color: 'teal',
        title: 'Key revoked',
        message: `${revoking?.name} no longer works.`,
      })
      setRevoking(null)
      void queryClient.invalidateQueries({ queryKey: queryKeys.apiKeys })
    },
    onError: (err) =>
      notifications.show({ color: 'red', title: 'Could not revoke', message: errorSentence(err) }),
  })

  function submit(e: FormEvent) {
    e.preventDefault()
    const text = name.trim()
    if (!text) return setNameError('Give the key a name, e.g. the program that will use it')
    if (text.length > 100) return setNameError('At most 100 characters')
    setNameError(null)
    create.mutate(text)
  }

  const curl = created ? `curl -H 'Service-Api-Key: ${created.key}' ${window.location.origin}/datasets` : ''
  const active = keys.data?.api_keys.filter((k) => !k.revoked_at) ?? []
  const revoked = keys.data?.api_keys.filter((k) => k.revoked_at) ?? []

  return (
    <>
      <PageHeader
        title="API keys"
        description="Keys let programs call the API as your organization, with reviewer and operator rights. A key is shown once, when it is created."
      />
      <Stack gap="lg">
        <Paper withBorder p="md" radius="md">
          <form onSubmit={submit} noValidate>
            <Group align="flex-start" gap="sm">
              <TextInput
                label="New key name"
                placeholder="e.g. nightly-import"
                value={name}
                onChange={(e) => {
                  setName(e.currentTarget.value)
                  setNameError(null)
                }}
                error={nameError}
                style={{ flex: '1 1 260px' }}
                maxLength={200}
              />
              <Button type="submit" mt={25} loading={create.isPending} leftSection={<IconKey size={16} />}>
                Create key
              </Button>
            </Group>
          </form>
        </Paper>

        <Paper withBorder p="md" radius="md">
          <Title order={2} fz="h4" mb="md">
            Keys
          </Title>
          <QueryState
            query={keys}
            placeholder={<Skeleton h={120} />}
            isEmpty={() => active.length + revoked.length === 0}
            empty={
              <Text c="dimmed" fz="sm">
                No keys yet.
              </Text>
            }
          >
            {() => (
              <TableScroll label="API keys" minWidth={640}>
                <Table fz="sm" verticalSpacing="xs" highlightOnHover>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Name</Table.Th>
                      <Table.Th>Prefix</Table.Th>
                      <Table.Th>Created</Table.Th>
                      <Table.Th>Created by</Table.Th>
                      <Table.Th>Last used</Table.Th>
                      <RowActionsHeader />
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {[...active, ...revoked].map((k) => (
                      <Table.Tr key={k.id} c={k.revoked_at ? 'dimmed' : undefined}>
                        <Table.Td fw={500}>{k.name}</Table.Td>
                        <Table.Td>
                          <Code>{k.prefix}…</Code>
                        </Table.Td>
                        <Table.Td>{formatDateTime(k.created_at)}</Table.Td>
                        <Table.Td>{k.created_by?.name ?? 'Platform'}</Table.Td>
                        <Table.Td>{k.last_used_at ? formatAge(k.last_used_at) : 'Never'}</Table.Td>
                        <RowActions
                          actions={[
                            !k.revoked_at && {
                              label: 'Revoke',
                              name: `Revoke ${k.name}`,
                              onClick: () => setRevoking(k),
                            },
                          ]}
                        >
                          {k.revoked_at ? (
                            <Badge color="gray" variant="light">
                              Revoked {formatAge(k.revoked_at)}
                            </Badge>
                          ) : null}
                        </RowActions>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </TableScroll>
            )}
          </QueryState>
        </Paper>
      </Stack>

      <Modal
        opened={created !== null}
        onClose={() => setCreated(null)}
        title={`Key “${created?.name}” created`}
        size="lg"
        centered
      >
        {created && (
          <Stack gap="md">
            <Alert color="yellow" icon={<IconAlertTriangle />} title="Copy it now">
              This is the only time the key is shown. Hangar keeps only a digest of it.
            </Alert>
            <CopyField label="API key" value={created.key} />
            <CopyField label="Try it with curl" value={curl} />
            <Group justify="flex-end">
              <Button onClick={() => setCreated(null)}>I have copied it</Button>
            </Group>
          </Stack>
        )}
      </Modal>

      <ConfirmDialog
        opened={revoking !== null}
        title="Revoke this key?"
        confirm="Revoke key"
        busy={revoke.isPending}
        onConfirm={() => revoking && revoke.mutate(revoking.id)}
        onClose={() => setRevoking(null)}
      >
        Programs using <b>{revoking?.name}</b> ({revoking?.prefix}…) will be refused from their next request.
        This cannot be undone.
      </ConfirmDialog>
    </>
  )
}

import { must, type ResponseBody } from '@hangar/client'
import {
  Avatar,
  Badge,
  Button,
  Code,
  CopyButton,
  Group,
  Modal,
  Paper,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconCheck, IconCopy, IconUserPlus } from '@tabler/icons-react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { hangar } from '../api/hangar.ts'
import { queryKeys } from '../api/query-keys.ts'
import { ROLES, type Role, roleDescriptions, roleLabels } from '../auth/roles.ts'
import { useSession } from '../auth/session.ts'
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx'
import { errorSentence } from '../ui/error-sentence.ts'
import { formatAge, formatDateTime } from '../ui/format.ts'
import { PageHeader } from '../ui/PageHeader.tsx'
import { QueryState } from '../ui/QueryState.tsx'
import { RowActions, RowActionsHeader } from '../ui/RowActions.tsx'
import { TableScroll } from '../ui/TableScroll.tsx'

type Members = ResponseBody<'/org/members', 'get'>
type Member = Members['members'][number]
type Invitation = ResponseBody<'/org/invitations', 'post'>

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const roleOptions = ROLES.map((r) => ({ value: r, label: roleLabels[r] }))

export default function MembersPage() {
  const me = useSession()
  const queryClient = useQueryClient()
  const members = useQuery({
    queryKey: queryKeys.members,
    queryFn: () => must(hangar.GET('/org/members', {})),
  })
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.members })
  const [email, setEmail] = useState('')
  const [role, setRole] = useState<Role>('reviewer')
  const [emailError, setEmailError] = useState<string | null>(null)
  const [invited, setInvited] = useState<(Invitation & { email: string }) | null>(null)
  const [removing, setRemoving] = useState<Member | null>(null)

  const invite = useMutation({
    mutationFn: (body: { email: string; role: Role }) => must(hangar.POST('/org/invitations', { body })),
    onSuccess: (invitation, body) => {
      setInvited({ ...invitation, email: body.email })
      setEmail('')
      void refresh()
    },
    onError: (err) => setEmailError(errorSentence(err)),
  })
  const changeRole = useMutation({
    mutationFn: ({ id, role }: { id: string; role: Role }) =>
      must(hangar.PATCH('/org/members/{user_id}', { params: { path: { user_id: id } }, body: { role } })),
    onSuccess: (_r, v) => {
      notifications.show({ color: 'teal', title: 'Role changed', message: `Now ${roleLabels[v.role]}` })
      void refresh()
    },
    onError: (err) => {
      notifications.show({ color: 'red', title: 'Role not changed', message: errorSentence(err) })
      void refresh()
    },
  })
  const remove = useMutation({
    mutationFn: (id: string) =>
      must(hangar.DELETE('/org/members/{user_id}', { params: { path: { user_id: id } } })),
    onSuccess: () => {
      notifications.show({
        color: 'teal',
        title: 'Member removed',
        message: `${removing?.name} was signed out everywhere.`,
      })
      setRemoving(null)
      void refresh()
    },
    onError: (err) =>
      notifications.show({ color: 'red', title: 'Could not remove', message: errorSentence(err) }),
  })
  const signOut = useMutation({
    mutationFn: (m: { id: string; name: string }) =>
      must(hangar.POST('/org/members/{user_id}/sign-out', { params: { path: { user_id: m.id } } })),
    onSuccess: (r, m) =>
      notifications.show({
        color: 'teal',
        title: 'Signed out everywhere',
        message: `${m.name}: ${r.sessions_ended} session${r.sessions_ended === 1 ? '' : 's'} ended. They stay a member and can sign in again.`,
      }),
    onError: (err) =>
      notifications.show({ color: 'red', title: 'Could not sign out', message: errorSentence(err) }),
  })
  const cancelInvitation = useMutation({
    mutationFn: (id: string) => must(hangar.DELETE('/org/invitations/{id}', { params: { path: { id } } })),
    onSuccess: () => void refresh(),
    onError: (err) =>
      notifications.show({ color: 'red', title: 'Could not cancel', message: errorSentence(err) }),
  })

  function submit(e: FormEvent) {
    e.preventDefault()
    const address = email.trim()
    if (!EMAIL.test(address)) return setEmailError('Enter an email address, e.g. ada@example.com')
    setEmailError(null)
    invite.mutate({ email: address, role })
  }

  return (
    <>
      <PageHeader title="Members" description="People of your organization and what each may do." />
      <Stack gap="lg">
        <Paper withBorder p="md" radius="md">
          <Title order={2} fz="h4" mb="sm">
            Invite someone
          </Title>
          <form onSubmit={submit} noValidate>
            <Group align="flex-start" gap="sm" wrap="wrap">
              <TextInput
                label="Email"
                type="email"
                placeholder="ada@example.com"
                value={email}
                onChange={(e) => {
                  setEmail(e.currentTarget.value)
                  setEmailError(null)
                }}
                error={emailError}
                style={{ flex: '1 1 240px' }}
              />
              <Select
                label="Role"
                data={roleOptions}
                value={role}
                onChange={(v) => v && setRole(v as Role)}
                allowDeselect={false}
                w={200}
                description={roleDescriptions[role]}
                inputWrapperOrder={['label', 'input', 'description']}
                renderOption={({ option }) => (
                  <div>
                    <Text fz="sm">{option.label}</Text>
                    <Text fz="xs" c="dimmed">
                      {roleDescriptions[option.value as Role]}
                    </Text>
                  </div>
                )}
              />
              <Button
                type="submit"
                mt={25}
                loading={invite.isPending}
                leftSection={<IconUserPlus size={16} />}
              >
                Invite
              </Button>
            </Group>
          </form>
        </Paper>

        <Paper withBorder p="md" radius="md">
          <Title order={2} fz="h4" mb="md">
            People
          </Title>
          <QueryState query={members} placeholder={<Skeleton h={160} />}>
            {(data) => (
              <>
                <TableScroll label="Members" minWidth={680}>
                  <Table fz="sm" verticalSpacing="xs">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>Person</Table.Th>
                        <Table.Th>Role</Table.Th>
                        <Table.Th>Last seen</Table.Th>
                        <RowActionsHeader />
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {data.members.map((m) => (
                        <Table.Tr key={m.id}>
                          <Table.Td>
                            <Group gap="sm" wrap="nowrap">
                              <Avatar radius="xl" size={30} color="indigo">
                                {m.name.slice(0, 1).toUpperCase()}
                              </Avatar>
                              <div>
                                <Text fz="sm" fw={500}>
                                  {m.name}
                                  {m.id === me.user.id ? ' (you)' : ''}
                                </Text>
                                <Text fz="xs" c="dimmed">
                                  {m.email}
                                </Text>
                              </div>
                            </Group>
                          </Table.Td>
                          <Table.Td>
                            <Select
                              aria-label={`Role of ${m.name}`}
                              data={ROLES.map((r) => ({ value: r, label: roleLabels[r] }))}
                              value={m.role}
                              onChange={(v) =>
                                v && v !== m.role && changeRole.mutate({ id: m.id, role: v as Role })
                              }
                              allowDeselect={false}
                              w={150}
                              size="xs"
                            />
                          </Table.Td>
                          <Table.Td>{m.last_seen_at ? formatAge(m.last_seen_at) : 'Never'}</Table.Td>
                          <RowActions
                            actions={[
                              m.id !== me.user.id && {
                                label: 'Sign out',
                                name: `Sign out ${m.name} everywhere`,
                                tone: 'neutral',
                                loading: signOut.isPending && signOut.variables?.id === m.id,
                                onClick: () => signOut.mutate(m),
                              },
                              m.id !== me.user.id && {
                                label: 'Remove',
                                name: `Remove ${m.name}`,
                                onClick: () => setRemoving(m),
                              },
                            ]}
                          />
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </TableScroll>
                {data.invitations.length > 0 && (
                  <>
                    <Title order={3} fz="h5" mt="lg" mb="xs">
                      Invitations waiting
                    </Title>
                    <Table fz="sm">
                      <Table.Tbody>
                        {data.invitations.map((i) => (
                          <Table.Tr key={i.id}>
                            <Table.Td>{i.email}</Table.Td>
                            <Table.Td>
                              <Badge variant="light">{roleLabels[i.role as Role] ?? i.role}</Badge>
                            </Table.Td>
                            <Table.Td c="dimmed">expires {formatDateTime(i.expires_at)}</Table.Td>
                            <RowActions
                              actions={[
                                {
                                  label: 'Cancel',
                                  name: `Cancel the invitation of ${i.email}`,
                                  tone: 'neutral',
                                  onClick: () => cancelInvitation.mutate(i.id),
                                },
                              ]}
                            />
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  </>
                )}
              </>
            )}
          </QueryState>
        </Paper>
      </Stack>

      <Modal
        opened={invited !== null}
        onClose={() => setInvited(null)}
        title="Invitation ready"
        centered
        size="lg"
      >
        {invited && (
          <Stack gap="md">
            <Text fz="sm">
              Send this link to <b>{invited.email}</b>. It works once, until{' '}
              {formatDateTime(invited.expires_at)}.
            </Text>
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <Code block style={{ flex: 1, wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
                {invited.url}
              </Code>
              <CopyButton value={invited.url}>
                {({ copied, copy }) => (
                  <Button
                    size="xs"
                    onClick={copy}
                    leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                  >
                    {copied ? 'Copied' : 'Copy link'}
                  </Button>
                )}
              </CopyButton>
            </Group>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setInvited(null)}>
                Done
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>

      <ConfirmDialog
        opened={removing !== null}
        title="Remove this member?"
        confirm="Remove member"
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.id)}
        onClose={() => setRemoving(null)}
      >
        <b>{removing?.name}</b> ({removing?.email}) loses access at once; their sessions end.
      </ConfirmDialog>
    </>
  )
}

import { must } from '@hangar/client'
import { Badge, Button, Group, Paper, Skeleton, Table, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconLogout } from '@tabler/icons-react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { hangar } from '../api/hangar.ts'
import { queryKeys } from '../api/query-keys.ts'
import { errorSentence } from '../ui/error-sentence.ts'
import { formatAge, formatDateTime } from '../ui/format.ts'
import { PageHeader } from '../ui/PageHeader.tsx'
import { QueryState } from '../ui/QueryState.tsx'
import { RowActions, RowActionsHeader } from '../ui/RowActions.tsx'
import { TableScroll } from '../ui/TableScroll.tsx'
import { describeUserAgent } from './user-agent.ts'

export default function SessionsPage() {
  const queryClient = useQueryClient()
  const sessions = useQuery({
    queryKey: queryKeys.sessions,
    queryFn: () => must(hangar.GET('/auth/sessions', {})),
  })
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.sessions })
  const revokeOthers = useMutation({
    mutationFn: () => must(hangar.POST('/auth/sessions/revoke-others', {})),
    onSuccess: (r) => {
      notifications.show({
        color: 'teal',
        title: 'Signed out elsewhere',
        message: `${r.revoked} other session${r.revoked === 1 ? '' : 's'} ended.`,
      })
      void refresh()
    },
    onError: (err) =>
      notifications.show({ color: 'red', title: 'Could not sign out others', message: errorSentence(err) }),
  })
  const revokeOne = useMutation({
    mutationFn: (id: string) => must(hangar.DELETE('/auth/sessions/{id}', { params: { path: { id } } })),
    onSuccess: () => void refresh(),
    onError: (err) =>
      notifications.show({ color: 'red', title: 'Could not end the session', message: errorSentence(err) }),
  })
  const others = sessions.data?.sessions.filter((s) => !s.current).length ?? 0

  return (
    <>
      <PageHeader
        title="Your sessions"
        description="Where you are signed in. A session ends after a while without use, or when you sign out."
        actions={
          <Button
            color="red"
            variant="light"
            leftSection={<IconLogout size={16} />}
            disabled={others === 0}
            loading={revokeOthers.isPending}
            onClick={() => revokeOthers.mutate()}
          >
            Sign out other sessions
          </Button>
        }
      />
      <Paper withBorder p="md" radius="md">
        <QueryState query={sessions} placeholder={<Skeleton h={120} />}>
          {(data) => (
            <TableScroll label="Sessions" minWidth={640}>
              <Table fz="sm" verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Browser</Table.Th>
                    <Table.Th>Address</Table.Th>
                    <Table.Th>Signed in</Table.Th>
                    <Table.Th>Last active</Table.Th>
                    <RowActionsHeader />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.sessions.map((s) => (
                    <Table.Tr key={s.id}>
                      <Table.Td>
                        <Group gap="xs">
                          <Text fz="sm">{describeUserAgent(s.user_agent)}</Text>
                          {s.current && (
                            <Badge color="teal" variant="light" size="sm">
                              This browser
                            </Badge>
                          )}
                        </Group>
                      </Table.Td>
                      <Table.Td>{s.ip ?? '—'}</Table.Td>
                      <Table.Td>{formatDateTime(s.created_at)}</Table.Td>
                      <Table.Td>{formatAge(s.last_seen_at)}</Table.Td>
                      <RowActions
                        actions={[
                          !s.current && {
                            label: 'Sign out',
                            name: `Sign out ${describeUserAgent(s.user_agent)}, signed in ${formatDateTime(s.created_at)}`,
                            onClick: () => revokeOne.mutate(s.id),
                          },
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
    </>
  )
}

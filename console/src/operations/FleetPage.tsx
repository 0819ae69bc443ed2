import { Anchor, Badge, Group, Progress, Skeleton, Table, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { EmptyState } from '../ui/EmptyState.tsx'
import { formatAge } from '../ui/format.ts'
import { PageHeader } from '../ui/PageHeader.tsx'
import { QueryState } from '../ui/QueryState.tsx'
import { TableScroll } from '../ui/TableScroll.tsx'
import { fleetQuery } from './queries.ts'
import { RequireOperator } from './RequireOperator.tsx'
import { StateBadge } from './StateBadge.tsx'

// A simulator sped up with MECHA_TIME_SCALE runs its clock ahead of the wall: never "seen in 5 minutes".
const notAfterNow = (iso: string) => new Date(Math.min(Date.parse(iso), Date.now())).toISOString()

function Fleet() {
  const fleet = useQuery(fleetQuery)
  return (
    <>
      <PageHeader
        title="Fleet"
        description="Every mecha of the organization, refreshed every 2 seconds. Open one to see it on its map, drive it and stop it."
      />
      <QueryState
        query={fleet}
        errorTitle="Could not load the fleet"
        placeholder={<Skeleton h={160} />}
        isEmpty={(data) => data.mechas.length === 0}
        empty={
          <EmptyState
            title="No mechas yet"
            description="The platform registers mechas (POST /admin/mechas)."
          />
        }
      >
        {(data) => (
          <TableScroll label="Mechas" minWidth={820}>
            <Table verticalSpacing="sm" highlightOnHover aria-label="Mechas">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Mecha</Table.Th>
                  <Table.Th>Model</Table.Th>
                  <Table.Th>State</Table.Th>
                  <Table.Th>Mode</Table.Th>
                  <Table.Th>Battery</Table.Th>
                  <Table.Th>Connection</Table.Th>
                  <Table.Th>Control</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.mechas.map((m) => (
                  <Table.Tr key={m.id} data-mecha={m.name}>
                    <Table.Td>
                      <Anchor component={Link} to={`/fleet/${m.id}`} fw={600}>
                        {m.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      {m.model}
                      {m.stair_capable && (
                        <Text component="span" fz="xs" c="dimmed">
                          {' '}
                          · climbs stairs
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <StateBadge state={m.state} />
                    </Table.Td>
                    <Table.Td>{m.mode === 'stair_climbing' ? 'stair climbing' : 'standard'}</Table.Td>
                    <Table.Td miw={140}>
                      {m.battery_percent === null ? (
                        <Text fz="sm" c="dimmed">
                          unknown
                        </Text>
                      ) : (
                        <Group gap="xs" wrap="nowrap">
                          <Progress
                            value={m.battery_percent}
                            color={m.battery_percent < 20 ? 'red.8' : 'teal.8'}
                            w={70}
                            aria-label={`Battery of ${m.name}`}
                          />
                          <Text fz="sm">{Math.round(m.battery_percent)} %</Text>
                        </Group>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Badge color={m.online ? 'teal.9' : 'gray.7'} variant="dot" radius="sm">
                        {m.online ? 'online' : 'offline'}
                      </Badge>
                      <Text fz="xs" c="dimmed">
                        {m.last_seen ? `seen ${formatAge(notAfterNow(m.last_seen))}` : 'never seen'}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {m.lease ? (
                        <Text fz="sm">{m.lease.holder_name ?? 'another console'}</Text>
                      ) : (
                        <Text fz="sm" c="dimmed">
                          nobody
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        )}
      </QueryState>
    </>
  )
}

export default function FleetPage() {
  return (
    <RequireOperator>
      <Fleet />
    </RequireOperator>
  )
}

import { Badge, Button, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconDownload } from '@tabler/icons-react'
import { can } from '../auth/roles.ts'
import { useSession } from '../auth/session.ts'
import { errorSentence } from '../ui/error-sentence.ts'
import { formatDateTime } from '../ui/format.ts'
import { PageHeader } from '../ui/PageHeader.tsx'
import { QueryState } from '../ui/QueryState.tsx'
import { TableScroll } from '../ui/TableScroll.tsx'
import { BuildRelease } from './BuildRelease.tsx'
import { ManifestCheck } from './ManifestCheck.tsx'
import { downloadManifest, useReleases } from './queries.ts'
import { RecalledDatasets } from './RecalledDatasets.tsx'

export default function ReleasesPage() {
  const me = useSession()
  const releases = useReleases()
  return (
    <>
      <PageHeader
        title="Releases"
        description="Deliveries of accepted datasets, each described by a manifest you can download and check."
      />
      <Stack gap="lg">
        {can.buildReleases(me.user.role) && <BuildRelease />}
        <Paper withBorder p="md" radius="md">
          <Title order={2} fz="h4" mb="md">
            Releases
          </Title>
          <QueryState
            query={releases}
            placeholder={<Skeleton h={120} />}
            isEmpty={(data) => data.releases.length === 0}
            empty={
              <Text c="dimmed" fz="sm">
                No releases yet.
              </Text>
            }
          >
            {(data) => (
              <TableScroll label="Releases" minWidth={640}>
                <Table highlightOnHover fz="sm" verticalSpacing="xs">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Created</Table.Th>
                      <Table.Th>Program</Table.Th>
                      <Table.Th ta="right">Datasets</Table.Th>
                      <Table.Th>Created by</Table.Th>
                      <Table.Th>
                        <span className="sr-only">Manifest</span>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.releases.map((r) => (
                      <Table.Tr key={r.id}>
                        <Table.Td>{formatDateTime(r.date_created)}</Table.Td>
                        <Table.Td>
                          <Badge variant="light" tt="none">
                            {r.program}
                          </Badge>
                          {r.example_only && (
                            <Badge variant="outline" color="gray" ml={6} tt="none">
                              example
                            </Badge>
                          )}
                          <RecalledDatasets release={r} />
                        </Table.Td>
                        <Table.Td ta="right">{r.dataset_count}</Table.Td>
                        <Table.Td>{r.created_by}</Table.Td>
                        <Table.Td ta="right">
                          <Button
                            size="xs"
                            variant="subtle"
                            leftSection={<IconDownload size={14} />}
                            aria-label={`Download the manifest of the release of ${formatDateTime(r.date_created)}`}
                            onClick={() =>
                              downloadManifest(r.id).catch((err) =>
                                notifications.show({
                                  color: 'red',
                                  title: 'Download failed',
                                  message: errorSentence(err),
                                }),
                              )
                            }
                          >
                            Manifest
                          </Button>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </TableScroll>
            )}
          </QueryState>
        </Paper>
        <ManifestCheck />
      </Stack>
    </>
  )
}

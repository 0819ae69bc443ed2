import '@mantine/charts/styles.css'
import { must } from '@hangar/client'
import { BarChart, DonutChart } from '@mantine/charts'
import { Group, Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { hangar } from '../api/hangar.ts'
import { queryKeys } from '../api/query-keys.ts'
import { ErrorPanel } from '../ui/ErrorPanel.tsx'
import { dataTypeLabels, formatBytes, statusLabels } from '../ui/format.ts'
import { PageHeader } from '../ui/PageHeader.tsx'
import { statusColors } from '../ui/StatusBadge.tsx'
import { byPrecision, precisionText } from './check-precision.ts'

const typeColors: Record<string, string> = {
  episode: 'indigo.6',
  synthetic_pov: 'cyan.6',
  synthetic_third_person: 'violet.6',
  telemetry: 'orange.6',
}

const day = new Intl.DateTimeFormat('en', { weekday: 'short', day: 'numeric', timeZone: 'UTC' })

function Stat({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text fz="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fz={28} fw={700} mt={4}>
        {value}
      </Text>
      {hint && (
        <Text fz="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Paper>
  )
}

function ChartCard({
  title,
  summary,
  hint,
  children,
}: {
  title: string
  summary: string
  hint?: string
  children: React.ReactNode
}) {
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} fz="h5" mb={4}>
        {title}
      </Title>
      {hint && (
        <Text fz="xs" c="dimmed" mb="md">
          {hint}
        </Text>
      )}
      <figure style={{ margin: 0 }}>
        {children}
        <figcaption className="sr-only">{`${title}: ${summary}`}</figcaption>
      </figure>
    </Paper>
  )
}

/** How often each check's warnings and errors were confirmed by a person (docs/checks.md#precision). */
function CheckPrecision() {
  const checks = useQuery({
    queryKey: ['org', 'checks'],
    queryFn: () => must(hangar.GET('/org/checks', {})),
  })
  if (!checks.data) return null
  const rows = byPrecision(checks.data.checks)
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} fz="h5" mb={4}>
        Checks: how often people agreed
      </Title>
      <Text fz="xs" c="dimmed" mb="md">
        Of each check&apos;s warnings and errors that a reviewer confirmed or dismissed, the share confirmed;
        and how many of the datasets it flagged ended rejected
      </Text>
      <Table.ScrollContainer minWidth={520}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Check</Table.Th>
              <Table.Th>Precision</Table.Th>
              <Table.Th>Datasets judged</Table.Th>
              <Table.Th>Ended rejected</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((c) => (
              <Table.Tr key={c.id}>
                <Table.Td>
                  <code>
                    {c.id}@{c.version}
                  </code>
                  {c.enabled ? '' : ' (off)'}
                </Table.Td>
                <Table.Td>{precisionText(c.precision)}</Table.Td>
                <Table.Td>{c.precision.decided_datasets.toLocaleString('en')}</Table.Td>
                <Table.Td>{c.precision.rejected_datasets.toLocaleString('en')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  )
}

export default function StatsPage() {
  const stats = useQuery({
    queryKey: queryKeys.stats,
    queryFn: () => must(hangar.GET('/datasets/stats', {})),
  })
  if (stats.isError) return <ErrorPanel error={stats.error} onRetry={() => stats.refetch()} />
  const s = stats.data
  const daily = [...(s?.daily_volume_last_7_days ?? [])]
    .reverse()
    .map((d) => ({ day: day.format(new Date(`${d.date}T00:00:00Z`)), Datasets: d.count }))
  const byStatus = Object.entries(s?.by_status ?? {})
    .filter(([, n]) => n > 0)
    .map(([k, n]) => ({ name: statusLabels[k] ?? k, value: n, color: `${statusColors[k] ?? 'gray'}.6` }))
  const byType = Object.entries(s?.by_data_type ?? {}).map(([k, n]) => ({
    type: dataTypeLabels[k] ?? k,
    Datasets: n,
    color: typeColors[k] ?? 'gray.6',
  }))
  const week = daily.reduce((sum, d) => sum + d.Datasets, 0)

  return (
    <>
      <PageHeader
        title="Statistics"
        description="Your organization's datasets: how many, how large, and where they stand."
      />
      {!s ? (
        <Stack>
          <Skeleton h={96} />
          <Skeleton h={300} />
        </Stack>
      ) : (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
            <Stat label="Datasets" value={s.total_datasets.toLocaleString('en')} />
            <Stat label="Total size" value={formatBytes(s.total_size_bytes)} />
            <Stat label="Pending review" value={s.by_status.pending.toLocaleString('en')} />
            <Stat label="Last 7 days" value={week.toLocaleString('en')} hint="new datasets (UTC days)" />
          </SimpleGrid>
          <ChartCard
            title="Volume, last 7 days"
            summary={daily.map((d) => `${d.day}: ${d.Datasets}`).join(', ')}
            hint="New datasets per UTC day, oldest on the left"
          >
            <BarChart
              h={260}
              data={daily}
              dataKey="day"
              series={[{ name: 'Datasets', color: 'indigo.6' }]}
              tickLine="y"
            />
          </ChartCard>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <ChartCard
              title="By status"
              hint="Every dataset, superseded versions included"
              summary={byStatus.map((d) => `${d.name}: ${d.value}`).join(', ')}
            >
              <Group justify="center" gap="xl" wrap="wrap">
                <DonutChart
                  data={byStatus}
                  size={200}
                  thickness={28}
                  withLabelsLine={false}
                  tooltipDataSource="segment"
                />
                <Stack gap={6}>
                  {byStatus.map((d) => (
                    <Group key={d.name} gap={8}>
                      <span
                        aria-hidden="true"
                        style={{
                          width: 10,
                          height: 10,
                          borderRadius: 3,
                          background: `var(--mantine-color-${d.color.replace('.', '-')})`,
                        }}
                      />
                      <Text fz="sm">
                        {d.name} <b>{d.value}</b>
                      </Text>
                    </Group>
                  ))}
                </Stack>
              </Group>
            </ChartCard>
            <ChartCard
              title="By data type"
              hint="What the platform prepared for you"
              summary={byType.map((d) => `${d.type}: ${d.Datasets}`).join(', ')}
            >
              <BarChart
                h={220}
                data={byType}
                dataKey="type"
                orientation="vertical"
                yAxisProps={{ width: 150 }}
                series={[{ name: 'Datasets', color: 'violet.6' }]}
                gridAxis="x"
              />
            </ChartCard>
          </SimpleGrid>
          <CheckPrecision />
        </Stack>
      )}
    </>
  )
}

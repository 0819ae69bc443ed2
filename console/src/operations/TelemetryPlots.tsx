import '@mantine/charts/styles.css'
import { LineChart } from '@mantine/charts'
import { Paper, SimpleGrid, Text } from '@mantine/core'
import { memo, useMemo } from 'react'
import type { Sample } from './use-mecha-live.ts'

const PLOTS = [
  { key: 'battery', title: 'Battery', unit: '%', color: 'teal.7', domain: [0, 100] as [number, number] },
  { key: 'speed', title: 'Speed', unit: 'm/s', color: 'indigo.7', domain: [0, 1] as [number, number] },
  { key: 'z', title: 'Height', unit: 'm', color: 'orange.8', domain: [0, 'auto'] as [number, 'auto'] },
] as const

/** The last 60 s of battery, speed and height, on the robot's clock (seconds before the latest sample). */
export const TelemetryPlots = memo(function TelemetryPlots({ samples }: { samples: Sample[] }) {
  const data = useMemo(() => {
    const last = samples.at(-1)?.t ?? 0
    // At most one point per 250 ms: enough for the eye, cheap to draw twice a second.
    const out: Array<{ s: number; battery: number; speed: number; z: number }> = []
    let prev = Number.NEGATIVE_INFINITY
    for (const x of samples) {
      if (x.t - prev < 250 && x !== samples.at(-1)) continue
      prev = x.t
      out.push({ s: Math.round((x.t - last) / 100) / 10, battery: x.battery, speed: x.speed, z: x.z })
    }
    return out
  }, [samples])
  const latest = samples.at(-1)
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="sm">
      {PLOTS.map((p) => (
        <Paper key={p.key} withBorder radius="md" p="xs">
          <Text fz="xs" fw={700} c="dimmed" tt="uppercase">
            {p.title} · last 60 s
          </Text>
          <Text fz="sm" fw={600} mb={4}>
            {latest ? `${latest[p.key].toFixed(p.key === 'battery' ? 1 : 2)} ${p.unit}` : '—'}
          </Text>
          {/* The plot is a picture; its latest value is the text above. */}
          <LineChart
            role="img"
            aria-label={`${p.title} over the last 60 seconds`}
            h={110}
            data={data}
            dataKey="s"
            series={[{ name: p.key, label: `${p.title} (${p.unit})`, color: p.color }]}
            curveType="linear"
            withDots={false}
            withLegend={false}
            gridAxis="y"
            tickLine="none"
            yAxisProps={{ domain: p.domain, width: 36 }}
            xAxisProps={{
              type: 'number',
              domain: [-60, 0],
              ticks: [-60, -30, 0],
              tickFormatter: (v: number) => `${v}s`,
            }}
            lineProps={{ isAnimationActive: false }}
            tooltipAnimationDuration={0}
          />
        </Paper>
      ))}
    </SimpleGrid>
  )
})

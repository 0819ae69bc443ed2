import { Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core'
import { lazy, Suspense, useMemo } from 'react'
import { animatedPreview } from '../ui/animated-preview.ts'
import { Preview } from '../ui/Preview.tsx'
import { StatusBadge } from '../ui/StatusBadge.tsx'
import { PromptDiff } from './PromptDiff.tsx'
import { playableUrl } from './playable.ts'
import type { Iteration } from './queries.ts'
import { useStreams } from './viewer/queries.ts'

const CompareVideos = lazy(() => import('./viewer/CompareVideos.tsx'))

/** Two versions side by side: both clips playing, the prompt difference marked on each side. */
export function CompareView({ before, after }: { before: Iteration; after: Iteration }) {
  const a = useStreams(before.dataset_id)
  const b = useStreams(after.dataset_id)
  // Both clips play in step when Hangar has read both videos; until then, their previews.
  const videos = useMemo(
    () =>
      a.data?.videos.length && b.data?.videos.length
        ? [
            { version: before.version, datasetId: before.dataset_id, streams: a.data },
            { version: after.version, datasetId: after.dataset_id, streams: b.data },
          ]
        : null,
    [a.data, b.data, before.version, after.version, before.dataset_id, after.dataset_id],
  )
  return (
    <section aria-labelledby="compare-title">
      <Title order={2} fz="h4" id="compare-title" mb="sm">
        Comparing v{before.version} and v{after.version}
      </Title>
      {videos && (
        <Suspense fallback={<Skeleton h={260} mb="md" />}>
          <div style={{ marginBottom: 'var(--mantine-spacing-md)' }}>
            <CompareVideos sides={videos} />
          </div>
        </Suspense>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {[before, after].map((it) => (
          <Paper key={it.dataset_id} withBorder p="md" radius="md">
            <Stack gap="sm">
              <Group justify="space-between">
                <Text fw={600}>Version {it.version}</Text>
                <StatusBadge status={it.status} />
              </Group>
              {!videos && (
                <Preview
                  src={playableUrl(it.download_url, animatedPreview(it.preview_urls))}
                  alt={`Clip of version ${it.version}`}
                  ratio={16 / 9}
                  fit="contain"
                />
              )}
              <div>
                <Text fz="xs" fw={600} c="dimmed" tt="uppercase" mb={4}>
                  Prompt {it === before ? '(removed words struck through)' : '(added words marked)'}
                </Text>
                <PromptDiff
                  before={before.prompt}
                  after={after.prompt}
                  side={it === before ? 'before' : 'after'}
                />
              </div>
              {it.regeneration_reason && (
                <Text fz="sm" c="dimmed">
                  Regenerated because: {it.regeneration_reason}
                </Text>
              )}
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  )
}

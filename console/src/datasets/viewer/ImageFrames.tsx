import { Alert, SimpleGrid, Skeleton, Text } from '@mantine/core'
import { useEffect, useRef, useState } from 'react'
import { hangar } from '../../api/hangar.ts'
import type { PlaybackClock } from './clock.ts'
import { FrameFollower } from './frame-follower.ts'
import type { Streams } from './queries.ts'
import { useClock } from './use-clock.ts'

type ImageStream = Streams['images'][number]

async function frameAt(datasetId: string, stream: string, t: number) {
  const { data, error, response } = await hangar.GET('/datasets/{dataset_id}/image', {
    params: { path: { dataset_id: datasetId }, query: { stream, t } },
    parseAs: 'blob',
  })
  if (error || !data) throw new Error((error as { detail?: string } | undefined)?.detail ?? 'no frame')
  return { frame: data as Blob, frameTime: Number(response.headers.get('Hangar-Frame-Time') ?? t) }
}

/** One image stream's frame at the cursor, asked as the cursor moves (throttled: FrameFollower). */
function ImageFrame({
  datasetId,
  clock,
  image,
}: {
  datasetId: string
  clock: PlaybackClock
  image: ImageStream
}) {
  const time = useClock(clock, (s) => s.time)
  const [shown, setShown] = useState<{ url: string; t: number } | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const follower = useRef<FrameFollower<Blob> | null>(null)

  useEffect(() => {
    let url: string | null = null
    const f = new FrameFollower(
      (t) => frameAt(datasetId, image.name, t),
      (answer) => {
        if (url) URL.revokeObjectURL(url)
        url = URL.createObjectURL(answer.frame)
        setShown({ url, t: answer.frameTime })
        setProblem(null)
      },
      (err) => setProblem(err instanceof Error ? err.message : String(err)),
    )
    follower.current = f
    return () => {
      f.stop()
      follower.current = null
      if (url) URL.revokeObjectURL(url)
    }
  }, [datasetId, image.name])

  useEffect(() => follower.current?.want(time), [time])

  const label = image.name.replace(/^\//, '')
  return (
    <figure
      style={{ margin: 0 }}
      aria-label={`Image stream ${image.name}`}
      data-testid={`image-${image.name}`}
    >
      {shown ? (
        <img
          src={shown.url}
          alt={`${label}, the frame at ${shown.t.toFixed(2)} s`}
          data-frame-time={shown.t}
          style={{ display: 'block', maxWidth: '100%', height: 'auto', borderRadius: 4 }}
        />
      ) : problem ? null : (
        <Skeleton h={180} />
      )}
      {problem && (
        <Alert color="red" title="No frame">
          {problem}
        </Alert>
      )}
      <Text component="figcaption" fz="xs" c="dimmed" mt={4}>
        {image.name} · {shown ? `frame at ${shown.t.toFixed(2)} s` : 'loading'} · {image.count} frames
      </Text>
    </figure>
  )
}

/** Every MCAP image stream of the dataset, each showing its frame at the shared cursor. */
export function ImageFrames({
  datasetId,
  clock,
  images,
}: {
  datasetId: string
  clock: PlaybackClock
  images: ImageStream[]
}) {
  return (
    <section aria-label="Image streams">
      <SimpleGrid cols={{ base: 1, md: Math.min(images.length, 2) }} spacing="sm">
        {images.map((i) => (
          <ImageFrame key={i.name} datasetId={datasetId} clock={clock} image={i} />
        ))}
      </SimpleGrid>
    </section>
  )
}

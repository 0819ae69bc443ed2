import { Paper, Skeleton } from '@mantine/core'
import { useLayoutEffect, useRef } from 'react'
import { cameraOf, dressVideo, earlyVideo } from './viewer/early-videos.ts'
import type { Streams } from './viewer/queries.ts'

/**
 * What the page shows where the player will be while the player's code still loads: the cameras
 * made early (early-videos.ts), their first frames, where the player shows them; the player
 * takes the same elements over. Without them (the page was reached from another), a placeholder.
 */
export function EarlyCameras({ streams }: { streams: Streams }) {
  const host = useRef<HTMLDivElement>(null)
  const videos = streams.videos.flatMap((v) => {
    const el = earlyVideo(v.url)
    return el ? [{ el, camera: cameraOf(v) }] : []
  })
  // biome-ignore lint/correctness/useExhaustiveDependencies: shown once; the player moves them out
  useLayoutEffect(() => {
    for (const { el, camera } of videos) {
      dressVideo(el, camera)
      const figure = document.createElement('div')
      figure.style.cssText = `margin:0;min-width:0;width:100%;max-width:${camera.width}px;justify-self:center`
      figure.append(el)
      host.current?.append(figure)
    }
  }, [])
  if (!videos.length) return <Skeleton h={420} />
  return (
    <Paper withBorder p="sm" radius="md">
      <div
        ref={host}
        style={{
          display: 'grid',
          gridTemplateColumns: `repeat(${Math.min(videos.length, 3)}, minmax(0, 1fr))`,
          gap: 'var(--mantine-spacing-sm)',
        }}
      />
    </Paper>
  )
}

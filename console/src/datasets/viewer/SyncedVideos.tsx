import { Text } from '@mantine/core'
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import type { PlaybackClock } from './clock.ts'
import { dressVideo, takeVideo } from './early-videos.ts'
import { linkToPlay, type PlayedLink, worthRefreshing } from './played-links.ts'

export interface Camera {
  key: string
  label: string
  url: string
  width: number
  height: number
  fps: number
  codec?: string
  /** Time in the file at the dataset's t = 0 (docs/streams.md#time). */
  start_seconds: number
}

/** Beyond this the follower jumps; under it, it is sped up or slowed down until it catches up. */
const SEEK_DRIFT_S = 0.25
/** Speed changes stay small so that a correction is never seen. */
const MAX_NUDGE = 0.1

type FrameCallback = (now: number, meta: { mediaTime: number }) => void
type WithFrames = HTMLVideoElement & { requestVideoFrameCallback?: (cb: FrameCallback) => number }

/**
 * Cameras side by side, each decoded at its own resolution, all on one clock. The first camera
 * leads while playing; each other one measures its drift on every frame it presents
 * (requestVideoFrameCallback's mediaTime, the frame really shown) and corrects it by speed, or by
 * a seek when it is far off. LeRobot's viewer re-seeks only past 0.2 s; this keeps within a frame.
 */
export function SyncedVideos({
  clock,
  cameras: given,
  onLinksExpired,
}: {
  clock: PlaybackClock
  cameras: Camera[]
  /** A camera's link stopped working (signed links last 60 minutes): ask for fresh ones. */
  onLinksExpired?: () => void
}) {
  const refs = useRef<Array<HTMLVideoElement | null>>([])
  const { cameras, failed } = usePlayedLinks(given, onLinksExpired)

  useEffect(() => {
    const videos = () => refs.current.slice(0, cameras.length)
    const fileTime = (i: number, t: number) => {
      const v = refs.current[i]
      const cam = cameras[i]!
      const end = v && Number.isFinite(v.duration) ? v.duration - 0.001 : Number.POSITIVE_INFINITY
      return Math.min(Math.max(0, cam.start_seconds + t), end)
    }
    const leaderTime = (): number | null => {
      const v = refs.current[0]
      if (!v || v.paused || v.seeking) return null
      return v.currentTime - cameras[0]!.start_seconds
    }
    clock.leader = leaderTime

    const seekAll = (t: number) => {
      videos().forEach((v, i) => {
        // Not to the time it shows already: a seek there would decode the shown frame again.
        if (v && v.currentTime !== fileTime(i, t)) v.currentTime = fileTime(i, t)
      })
    }
    let last = clock.get()
    seekAll(last.time)
    // A camera given a new link mid-play loads paused: it resumes where the clock is.
    if (last.playing)
      for (const v of videos()) {
        if (!v) continue
        v.playbackRate = last.rate
        void v.play().catch(() => clock.pause())
      }
    const onClock = () => {
      const s = clock.get()
      if (s.seekVersion !== last.seekVersion) seekAll(s.time)
      if (s.rate !== last.rate) for (const v of videos()) if (v) v.playbackRate = s.rate
      if (s.playing !== last.playing) {
        for (const v of videos()) {
          if (!v) continue
          if (s.playing) {
            v.playbackRate = s.rate
            void v.play().catch(() => clock.pause())
          } else v.pause()
        }
      }
      last = s
    }
    const unsubscribe = clock.subscribe(onClock)

    // Followers: measure and correct drift on each presented frame.
    const handles: Array<() => void> = []
    videos().forEach((v, i) => {
      const video = v as WithFrames | null
      if (i === 0 || !video?.requestVideoFrameCallback) return
      let stopped = false
      const onFrame: FrameCallback = (_now, meta) => {
        if (stopped) return
        const s = clock.get()
        const lead = leaderTime()
        if (s.playing && lead !== null && !video.seeking) {
          const drift = meta.mediaTime - cameras[i]!.start_seconds - lead
          const frame = 1 / (cameras[i]!.fps || 30)
          if (Math.abs(drift) > SEEK_DRIFT_S) video.currentTime = fileTime(i, lead)
          else if (Math.abs(drift) > frame / 4)
            video.playbackRate = s.rate * (1 - Math.max(-MAX_NUDGE, Math.min(MAX_NUDGE, drift * 2)))
          else video.playbackRate = s.rate
        }
        video.requestVideoFrameCallback?.(onFrame)
      }
      video.requestVideoFrameCallback(onFrame)
      handles.push(() => {
        stopped = true
      })
    })

    return () => {
      unsubscribe()
      for (const stop of handles) stop()
      if (clock.leader === leaderTime) clock.leader = null
    }
  }, [clock, cameras])

  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(${Math.min(cameras.length, 3)}, minmax(0, 1fr))`,
        gap: 'var(--mantine-spacing-sm)',
      }}
    >
      {cameras.map((c, i) => (
        <figure
          key={c.key}
          style={{ margin: 0, minWidth: 0, width: '100%', maxWidth: c.width, justifySelf: 'center' }}
        >
          <CameraVideo
            camera={c}
            onMount={(el) => {
              refs.current[i] = el
            }}
            onEnded={() => {
              if (i === 0) clock.pause()
            }}
            onError={() => failed(c.key, c.url)}
          />
          <Text component="figcaption" fz="xs" c="dimmed" mt={4} truncate>
            {c.label} · {c.width}×{c.height} · {Math.round(c.fps * 100) / 100} fps
            {c.codec ? ` · ${c.codec}` : ''}
          </Text>
        </figure>
      ))}
    </div>
  )
}

/**
 * One camera's element: the one made for its link while the player's code loaded
 * (early-videos.ts), its first frame perhaps decoded already, or a new one. React cannot take
 * over an element it did not make, so it is put in the page and kept in step by hand.
 */
function CameraVideo({
  camera: c,
  onMount,
  onEnded,
  onError,
}: {
  camera: Camera
  onMount: (el: HTMLVideoElement | null) => void
  onEnded: () => void
  onError: () => void
}) {
  const host = useRef<HTMLDivElement>(null)
  const video = useRef<HTMLVideoElement | null>(null)
  const on = useRef({ onMount, onEnded, onError })
  on.current = { onMount, onEnded, onError }
  const dress = (v: HTMLVideoElement) => dressVideo(v, c)
  const dressed = useRef(dress)
  dressed.current = dress

  // Layout effects run before the parent's effects: SyncedVideos finds the element in place.
  useLayoutEffect(() => {
    const v = takeVideo(c.url)
    v.muted = true
    v.playsInline = true
    v.preload = 'auto'
    if (v.getAttribute('src') !== c.url) v.src = c.url
    dressed.current(v)
    const ended = () => on.current.onEnded()
    const error = () => on.current.onError()
    v.addEventListener('ended', ended)
    v.addEventListener('error', error)
    host.current?.appendChild(v)
    video.current = v
    on.current.onMount(v)
    // An early element whose link failed before the player came.
    if (v.error) error()
    return () => {
      v.removeEventListener('ended', ended)
      v.removeEventListener('error', error)
      v.remove()
      video.current = null
      on.current.onMount(null)
      // An element let go keeps no download going.
      v.removeAttribute('src')
      v.load()
    }
  }, [c.url])

  // biome-ignore lint/correctness/useExhaustiveDependencies: dressed again when what it shows of the camera changes
  useLayoutEffect(() => {
    if (video.current) dressed.current(video.current)
  }, [c.width, c.height, c.label, c.key, c.start_seconds, c.fps])

  return <div ref={host} />
}

/** Each camera's link (played-links.ts), and what to do when the element fails to load from it. */
function usePlayedLinks(given: Camera[], onLinksExpired: (() => void) | undefined) {
  const played = useRef(new Map<string, PlayedLink>())
  const [dead, setDead] = useState<ReadonlySet<string>>(() => new Set())
  const now = Date.now()
  const urls = given.map((c) => {
    const link = linkToPlay(played.current.get(c.key), c.url, dead, now)
    played.current.set(c.key, link)
    return link.url
  })
  const signature = given.map((c, i) => `${c.key} ${urls[i]}`).join('\n')
  // biome-ignore lint/correctness/useExhaustiveDependencies: the cameras change only with their links
  const cameras = useMemo(() => given.map((c, i) => ({ ...c, url: urls[i]! })), [signature])
  const failed = (key: string, url: string) => {
    if (dead.has(url)) return
    setDead((d) => new Set(d).add(url))
    const link = played.current.get(key)
    if (link && worthRefreshing(link, Date.now())) onLinksExpired?.()
  }
  return { cameras, failed }
}

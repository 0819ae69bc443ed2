import type { Channel } from './stream-types.ts'

/** The plot's data width rounds to this, so resizing the window does not ask at every pixel. */
const WIDTH_STEP = 50
/** The plot's y axis: its width holds no buckets. */
const Y_AXIS = 52

/** The first few channels, skipping the base pose the map already shows. */
export function defaultChannels(channels: Channel[], pose: { x: string; y: string } | null): string[] {
  const rest = channels.filter((c) => c.name !== pose?.x && c.name !== pose?.y)
  return rest.slice(0, 3).map((c) => c.name)
}

/** Buckets to ask for a plot `width` pixels wide: about one per pixel (docs/streams.md#series). */
export const pointsForWidth = (width: number): number =>
  Math.min(5000, Math.max(WIDTH_STEP, Math.round((width - Y_AXIS) / WIDTH_STEP) * WIDTH_STEP))

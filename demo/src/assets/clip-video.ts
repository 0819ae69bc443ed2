import { encodeVideo } from '@hangar/media'
import type { StairSetting } from './demo-palette.ts'
import { drawHeadCameraView } from './draw-head-camera-view.ts'
import { drawSideView } from './draw-side-view.ts'
import { createImage } from './raster.ts'
import { type Perspective, scenePose, stairScene } from './stair-scene.ts'

export interface ClipVideoOptions {
  seed: number
  perspective: Perspective
  setting: StairSetting
  /** Animation frames at 10 a second: the clip lasts frames / 10 seconds whatever its fps. */
  frames: number
  width: number
  height: number
  /** Video frames a second; default 20 (two video frames per animation frame, poses in between). */
  fps?: number
}

/** The scene's animation runs at 10 frames a second (as the GIF previews do). */
const ANIMATION_FPS = 10

/**
 * The clip's frames as RGBA (4 bytes a pixel), drawn by the same code as the GIF previews at the video's own
 * size; poses between animation frames are drawn too (the gait model takes fractional frames).
 */
export function* clipFrames(options: ClipVideoOptions): Generator<Buffer> {
  const fps = options.fps ?? 20
  const { width, height } = options
  const scene = stairScene(options.seed, options.frames, options.perspective, options.setting)
  const image = createImage(width, height)
  const count = Math.round((options.frames / ANIMATION_FPS) * fps)
  // One 32-bit write a pixel: the palette as RGBA words in the machine's byte order.
  const words = new Uint32Array(scene.palette.length)
  const bytes = new Uint8Array(words.buffer)
  for (const [k, [r, g, b]] of scene.palette.entries()) bytes.set([r, g, b, 255], k * 4)
  for (let i = 0; i < count; i++) {
    const frame = (i * ANIMATION_FPS) / fps
    const pose = scenePose(scene, frame)
    if (options.perspective === 'pov') drawHeadCameraView(image, scene, pose, frame)
    else drawSideView(image, scene, pose)
    const rgba = Buffer.allocUnsafe(width * height * 4)
    const out = new Uint32Array(rgba.buffer, rgba.byteOffset, width * height)
    const px = image.pixels
    for (let p = 0; p < px.length; p++) out[p] = words[px[p] as number] as number
    yield rgba
  }
}

/** The clip as an H.264 MP4 (or VP9 WebM), encoded by ffmpeg. */
export function clipVideo(options: ClipVideoOptions, codec: 'h264' | 'vp9' = 'h264'): Promise<Buffer> {
  return encodeVideo({
    width: options.width,
    height: options.height,
    fps: options.fps ?? 20,
    codec,
    pixelFormat: 'rgba',
    frames: clipFrames(options),
  })
}

/// <reference path="../gifenc.d.ts" />
import gifenc from 'gifenc'
import type { StairSetting } from './demo-palette.ts'
import { drawHeadCameraView } from './draw-head-camera-view.ts'
import { drawSideView } from './draw-side-view.ts'
import { createImage } from './raster.ts'
import { type Perspective, scenePose, stairScene } from './stair-scene.ts'

/** Pixel size; a number means a square. */
export type ImageSize = number | { width: number; height: number }

export interface PreviewGifOptions {
  seed: number
  perspective: Perspective
  /** Where the stairs are; default chosen by the seed. */
  setting?: StairSetting
  /** Number of frames; default 12. */
  frames?: number
  /** Default 96×96. */
  size?: ImageSize
  /** Milliseconds per frame; default 100 (10 frames a second). */
  frameDelayMs?: number
}

/** Resolves an {@link ImageSize} to width and height. */
export function imageSize(size: ImageSize): { width: number; height: number } {
  return typeof size === 'number' ? { width: size, height: size } : size
}

/**
 * A looping animated GIF of a quadruped at a flight of stairs: seen from the side
 * ('third_person') or through its head camera ('pov'). Identical bytes for identical options.
 * The same generator, with more frames and a larger size, makes the synthetic datasets' own clips.
 */
export function previewGif(options: PreviewGifOptions): Buffer {
  const frames = options.frames ?? 12
  const { width, height } = imageSize(options.size ?? 96)
  const delay = options.frameDelayMs ?? 100
  const scene = stairScene(options.seed, frames, options.perspective, options.setting)
  const gif = gifenc.GIFEncoder()
  const image = createImage(width, height)
  for (let frame = 0; frame < frames; frame++) {
    const pose = scenePose(scene, frame)
    if (options.perspective === 'pov') drawHeadCameraView(image, scene, pose, frame)
    else drawSideView(image, scene, pose)
    // The 16-colour table is global (first frame); 4-bit LZW codes suit it.
    gif.writeFrame(image.pixels, width, height, { palette: scene.palette, delay, repeat: 0, colorDepth: 4 })
  }
  gif.finish()
  return Buffer.from(gif.bytes())
}

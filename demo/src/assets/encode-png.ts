import { PNG } from 'pngjs'
import type { Rgb } from './demo-palette.ts'
import type { IndexedImage } from './raster.ts'

/** Encodes a paletted image as an 8-bit RGB PNG (no alpha: the demo pictures are opaque). */
export function encodePng(image: IndexedImage, palette: readonly Rgb[]): Buffer {
  const png = new PNG({ width: image.width, height: image.height })
  for (let i = 0; i < image.pixels.length; i++) {
    const [r, g, b] = palette[image.pixels[i] as number] ?? [0, 0, 0]
    png.data[i * 4] = r
    png.data[i * 4 + 1] = g
    png.data[i * 4 + 2] = b
    png.data[i * 4 + 3] = 255
  }
  return PNG.sync.write(png, { colorType: 2 })
}

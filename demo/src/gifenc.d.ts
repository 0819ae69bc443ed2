// gifenc ships no types; this declares the members the demo uses. Its CommonJS build puts the
// functions on module.exports, which Node's ESM loader offers only as the default export: a named
// import (`import { GIFEncoder } from 'gifenc'`) fails at run time, so only the default is declared.
declare module 'gifenc' {
  /** RGB triples, at most 256 of them. */
  export type GifPalette = number[][]

  export interface GifFrameOptions {
    palette?: GifPalette
    /** Frame delay in milliseconds. */
    delay?: number
    /** -1 plays once, 0 loops forever (writes the NETSCAPE2.0 extension), n repeats n times. */
    repeat?: number
    /** LZW minimum code size: bits needed for the largest palette index. */
    colorDepth?: number
    transparent?: boolean
    transparentIndex?: number
    dispose?: number
  }

  export interface GifStream {
    writeFrame(index: Uint8Array, width: number, height: number, options?: GifFrameOptions): void
    finish(): void
    /** A copy of the bytes written so far. */
    bytes(): Uint8Array
  }

  const gifenc: {
    GIFEncoder(options?: { auto?: boolean; initialCapacity?: number }): GifStream
    quantize(rgba: Uint8Array | Uint8ClampedArray, maxColors: number): GifPalette
    applyPalette(rgba: Uint8Array | Uint8ClampedArray, palette: GifPalette): Uint8Array
  }
  export default gifenc
}

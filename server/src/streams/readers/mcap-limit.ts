/**
 * A record or read larger than this is refused: a file claiming absurd lengths
 * (docs/streams.md#limits). Apart from the reader so the frame worker's service side can check
 * reads without loading the MCAP libraries.
 */
export const MAX_READ_BYTES = 64 << 20

/**
 * A chunk declaring more than this uncompressed is refused before it is decompressed: a few KB
 * of zstd can declare, and hold, gigabytes (docs/streams.md#limits).
 */
export const MAX_CHUNK_BYTES = 64 << 20

/**
 * Chunks whose times overlap are held uncompressed together while their messages are merged in
 * time order; a file whose overlapping chunks declare more than this together is refused.
 */
export const MAX_OPEN_CHUNK_BYTES = 128 << 20

/**
 * A record or read larger than this is refused: a file claiming absurd lengths
 * (docs/streams.md#limits). Apart from the reader so the frame worker's service side can check
 * reads without loading the MCAP libraries.
 */
export const MAX_READ_BYTES = 64 << 20

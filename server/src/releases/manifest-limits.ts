/**
 * What one `POST /releases/validate` may ask of the service (docs/releases.md#limits). Records
 * are about 750 bytes each, so the body limit holds the record limit with room to spare.
 */
export const MANIFEST_LIMITS = {
  /** Request body, in bytes: 8 MiB. A larger body answers 413. */
  bodyBytes: 8 * 1024 * 1024,
  /** Records in one manifest; more answer 422 (split the manifest). */
  records: 10_000,
  /** Errors listed; beyond them the result says `truncated: true`. */
  errors: 100,
} as const

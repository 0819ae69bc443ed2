import type { Clock } from './common/clock.ts'
import type { BlobStore } from './files/blob-store.ts'
import type { UrlSigner } from './files/url-signer.ts'
import type { Db } from './storage/db.ts'
import type { DialectInfo } from './storage/dialect.ts'

/**
 * What domain services are given: the ports, never HTTP. Its own module, so a service imports
 * it without importing the wiring (`services.ts`) that imports the service.
 */
export interface Deps {
  db: Db
  dialect: DialectInfo
  blobs: BlobStore
  signer: UrlSigner
  clock: Clock
}

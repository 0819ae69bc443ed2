import type { Clock } from './common/clock.ts'
import { DatasetService } from './datasets/dataset.service.ts'
import type { BlobStore } from './files/blob-store.ts'
import type { UrlSigner } from './files/url-signer.ts'
import type { MechaBackend } from './mecha-backend/mecha-backend.ts'
import { MechaService } from './mecha-control/mecha.service.ts'
import { DatasetAdminService } from './platform/dataset-admin.service.ts'
import { FileService } from './platform/file.service.ts'
import { OrganizationService } from './platform/organization.service.ts'
import { ReleaseService } from './releases/release.service.ts'
import type { Db } from './storage/database.ts'
import type { DialectInfo } from './storage/dialect.ts'

/** What domain services are given: the ports, never HTTP. */
export interface Deps {
  db: Db
  dialect: DialectInfo
  blobs: BlobStore
  signer: UrlSigner
  clock: Clock
}

/** The domain services the routes, the CLI and the demo seeder call (`app.services`). */
export interface Services {
  datasets: DatasetService
  organizations: OrganizationService
  files: FileService
  datasetAdmin: DatasetAdminService
  releases: ReleaseService
  mechas: MechaService
}

export function createServices(deps: Deps, robots: MechaBackend): Services {
  const files = new FileService(deps)
  return {
    datasets: new DatasetService(deps),
    organizations: new OrganizationService(deps),
    files,
    datasetAdmin: new DatasetAdminService(deps, files),
    releases: new ReleaseService(deps),
    mechas: new MechaService(deps, robots),
  }
}

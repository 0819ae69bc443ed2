import type { Migration } from 'kysely'
import type { DialectInfo } from '../dialect.ts'
import { initial } from './001-initial.ts'
import { releases } from './002-releases.ts'
import { mechas } from './003-mechas.ts'
import { people } from './004-people.ts'
import { mechaCredentials } from './005-mecha-credentials.ts'
import { orgVersions } from './006-org-versions.ts'
import { events } from './007-events.ts'
import { accountsPerOrganization } from './008-accounts-per-organization.ts'
import { datasetStreams } from './009-dataset-streams.ts'
import { webhooks } from './010-webhooks.ts'
import { uploads } from './011-uploads.ts'
import { previewPoster } from './012-preview-poster.ts'
import { jobs } from './013-jobs.ts'
import { webhookRetentionAndThrottle } from './015-webhook-retention-and-throttle.ts'
import { jobWorkers } from './016-job-workers.ts'
import { findings } from './017-findings.ts'
import { orgChecks } from './018-org-checks.ts'
import { decisions } from './019-decisions.ts'
import { idempotencyKeys } from './020-idempotency-keys.ts'
import { reviewLeases } from './021-review-leases.ts'
import { decidedDatasetsEntries } from './022-decided-datasets-entries.ts'
import { releaseConsumers } from './023-release-consumers.ts'
import { releaseExports } from './024-release-exports.ts'
import { reviewClaimFunction } from './025-review-claim-function.ts'

/** The migration history, shared by every engine; names sort in the order they apply. */
export function migrations(d: DialectInfo): Record<string, Migration> {
  return {
    '001-initial': initial(d),
    '002-releases': releases(d),
    '003-mechas': mechas(d),
    '004-people': people(d),
    '005-mecha-credentials': mechaCredentials(d),
    '006-org-versions': orgVersions(d),
    '007-events': events(d),
    '008-accounts-per-organization': accountsPerOrganization(d),
    '009-dataset-streams': datasetStreams(d),
    '010-webhooks': webhooks(d),
    '011-uploads': uploads(d),
    '012-preview-poster': previewPoster(d),
    '013-jobs': jobs(d),
    '015-webhook-retention-and-throttle': webhookRetentionAndThrottle(d),
    '016-job-workers': jobWorkers(d),
    '017-findings': findings(d),
    '018-org-checks': orgChecks(d),
    '019-decisions': decisions(d),
    '020-idempotency-keys': idempotencyKeys(d),
    '021-review-leases': reviewLeases(d),
    '022-decided-datasets-entries': decidedDatasetsEntries(d),
    '023-release-consumers': releaseConsumers(d),
    '024-release-exports': releaseExports(d),
    '025-review-claim-function': reviewClaimFunction(d),
  }
}

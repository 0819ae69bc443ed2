import type { AuditEntry } from './audit/audit.repository.ts'
import { AuditService } from './audit/audit.service.ts'
import { AuditWriter } from './audit/audit-writer.ts'
import { AccessEvents } from './auth/access-events.ts'
import { AccountService } from './auth/account.service.ts'
import { ApiKeyService } from './auth/api-key.service.ts'
import type { AttemptCounter } from './auth/attempt-counter.ts'
import { InvitationService } from './auth/invitation.service.ts'
import { MemberService } from './auth/member.service.ts'
import { SessionService, type SessionSettings } from './auth/session.service.ts'
import { CsrfTokens } from './auth/session-token.ts'
import { AutoReject } from './checks/auto-reject.service.ts'
import { CheckService } from './checks/check.service.ts'
import { CheckSettingsService } from './checks/check-settings.service.ts'
import { checksJob } from './checks/checks-job.ts'
import { DatasetService } from './datasets/dataset.service.ts'
import type { Deps } from './deps.ts'
import { EventService } from './events/event.service.ts'
import type { FeedHoldLimits } from './events/feed-holds.ts'
import type { FeedWaker } from './events/feed-waker.ts'
import { ExportService } from './exports/export.service.ts'
import { exportJob } from './exports/export-job.ts'
import { FindingService } from './findings/finding.service.ts'
import { JobService } from './jobs/job.service.ts'
import type { Robots } from './mecha-backend/create-backend.ts'
import { MechaService } from './mecha-control/mecha.service.ts'
import { DatasetAdminService } from './platform/dataset-admin.service.ts'
import { FileService } from './platform/file.service.ts'
import { OrganizationService } from './platform/organization.service.ts'
import { UserAdminService } from './platform/user-admin.service.ts'
import { type PreviewOptions, PreviewService } from './previews/preview.service.ts'
import { previewJob } from './previews/preview-job.ts'
import { CroissantService } from './releases/croissant.service.ts'
import { ReleaseLineage } from './releases/lineage.service.ts'
import { ReleaseService } from './releases/release.service.ts'
import { endLeases } from './review/review-lease.repository.ts'
import { ReviewQueueService } from './review/review-queue.service.ts'
import { indexJob } from './streams/index-job.ts'
import { type StreamOptions, StreamService } from './streams/stream.service.ts'
import type { WebhookSecretKeyring } from './webhooks/secret-keyring.ts'
import { WebhookService } from './webhooks/webhook.service.ts'

/** The domain services the routes, the CLI and the demo seeder call (`app.services`). */
export interface Services {
  datasets: DatasetService
  organizations: OrganizationService
  apiKeys: ApiKeyService
  sessions: SessionService
  invitations: InvitationService
  members: MemberService
  /** A signed-in person's own account: their password. */
  account: AccountService
  audit: AuditService
  /** Sessions that ended, people removed, keys revoked: for long-lived connections (WebSocket). */
  accessEvents: AccessEvents
  files: FileService
  datasetAdmin: DatasetAdminService
  /** People's accounts across organizations, for the platform (docs/platform.md#people). */
  userAdmin: UserAdminService
  releases: ReleaseService
  /** Who read a release, the releases of a dataset, and recalls (docs/releases.md#lineage-and-recall). */
  lineage: ReleaseLineage
  /** A release as a Croissant 1.1 dataset (docs/releases.md#croissant). */
  croissant: CroissantService
  mechas: MechaService
  /** The changes feed (docs/events.md). */
  events: EventService
  /** Webhook endpoints and their deliveries (docs/events.md#webhooks); WebhookDeliverer sends them. */
  webhooks: WebhookService
  /** Datasets' streams: video, channels and image streams read from their files (docs/streams.md). */
  streams: StreamService
  /** Posters and animated previews Hangar makes after creation (docs/previews.md). */
  previews: PreviewService
  /** Work after a request: enqueued with its cause, run by any process's worker (docs/jobs.md). */
  jobs: JobService
  /** Findings of datasets, people's and checks', and the verdict they give (docs/findings.md). */
  findings: FindingService
  /** The automatic checks of datasets, run as jobs (docs/checks.md). */
  checks: CheckService
  /** An organization's settings of its checks (docs/checks.md#settings-per-organization). */
  checkSettings: CheckSettingsService
  /** The shared review queue: pending datasets leased to one reviewer at a time (docs/review-queue.md). */
  reviewQueue: ReviewQueueService
  /** Exports of releases to training formats, built as jobs (docs/exports.md). */
  exports: ExportService
}

/** What the people's services need beyond the ports (docs/console.md). */
export interface PeopleOptions {
  /** Invitation links point at `<publicBaseUrl>/console/invitations/<token>`. */
  publicBaseUrl: string
  /** CSRF tokens are HMACs under a key derived from it. */
  csrfSecret: string
  sessions: SessionSettings
  /** Sign-in attempts, in memory or shared through Redis. */
  attempts: AttemptCounter
  /** A failed `last_used_at` write: logged, never the request's problem. */
  onBookkeepingError: (err: unknown) => void
  /** Audit entries written apart from a change (mecha commands) that could not be stored: logged. */
  onAuditLost: (err: unknown, entries: AuditEntry[]) => void
}

export function createServices(
  deps: Deps,
  robots: Pick<Robots, 'backend' | 'brokered' | 'hostedBroker'>,
  events: {
    waker: FeedWaker
    retentionDays: number
    allowPrivateWebhooks: boolean
    /** Seals webhook secrets at rest (docs/events.md#secrets-at-rest). */
    webhookKeys: WebhookSecretKeyring
    /** Streams and waiting long polls held open per caller and per organization, in this process. */
    held: FeedHoldLimits
  },
  people: PeopleOptions,
  streamOptions: StreamOptions,
  previewOptions: Omit<PreviewOptions, 'streams'>,
): Services {
  const files = new FileService(deps)
  const accessEvents = new AccessEvents()
  const streams = new StreamService(deps, streamOptions)
  const previews = new PreviewService(deps, { ...previewOptions, streams })
  const jobs = new JobService(deps)
  streams.useJobs(jobs)
  previews.useJobs(jobs)
  const findings = new FindingService(deps, streams)
  const checkSettings = new CheckSettingsService(deps)
  const checks = new CheckService(deps, streams, findings, {
    limits: streamOptions.limits,
    scratchRoot: previewOptions.scratchRoot,
    settings: (organizationId, db) => checkSettings.settingsFor(organizationId, db),
  })
  checks.useJobs(jobs)
  checkSettings.useRerun({
    queueIn: (trx, datasetId, organizationId) => checks.queueIn(trx, datasetId, organizationId),
    committed: () => jobs.committed(),
  })
  jobs.define(
    indexJob(
      streams,
      async (id) => {
        await previews.afterIndex(id)
        await checks.afterIndex(id)
      },
      streamOptions.limits?.timeoutMs,
    ),
  )
  jobs.define(previewJob(previews))
  jobs.define(checksJob(checks, streamOptions.limits?.timeoutMs))
  const exports = new ExportService(deps, jobs, streams)
  jobs.define(exportJob(exports))
  const apiKeys = new ApiKeyService(deps, accessEvents, people.onBookkeepingError)
  const sessions = new SessionService(
    deps,
    people.sessions,
    new CsrfTokens(people.csrfSecret),
    people.attempts,
    accessEvents,
  )
  const datasets = new DatasetService(deps)
  // A decision ends the dataset's review lease in its own transaction (docs/review-queue.md).
  datasets.whenDecided((trx, decided) => endLeases(trx, deps.dialect, decided.datasetIds))
  // A check with auto_reject rejects in the transaction of its job's write (docs/checks.md#auto_reject).
  const autoReject = new AutoReject(datasets)
  findings.whenChecksWritten((trx, written) => autoReject.afterChecks(trx, written))
  const releases = new ReleaseService(deps)
  const lineage = new ReleaseLineage(deps, releases)
  // Reopening or rejecting a released dataset recalls it from its releases, in the decision's transaction.
  datasets.whenDecided(lineage.recall)
  return {
    datasets,
    organizations: new OrganizationService(deps, apiKeys),
    apiKeys,
    sessions,
    invitations: new InvitationService(deps, sessions, people.publicBaseUrl),
    members: new MemberService(deps, accessEvents),
    account: new AccountService(deps, people.attempts, accessEvents),
    audit: new AuditService(deps),
    accessEvents,
    files,
    datasetAdmin: new DatasetAdminService(deps, files, jobs, streams, checks),
    userAdmin: new UserAdminService(deps, accessEvents),
    releases,
    lineage,
    croissant: new CroissantService(deps),
    mechas: new MechaService(deps, robots.backend, {
      issueBrokerCredentials: robots.brokered,
      audit: new AuditWriter(deps.db, deps.dialect, people.onAuditLost),
      credentialsRotated: (username) => robots.hostedBroker?.disconnect(username),
    }),
    events: new EventService(deps, events.waker, { retentionDays: events.retentionDays, held: events.held }),
    webhooks: new WebhookService(deps, {
      allowPrivateNetworks: events.allowPrivateWebhooks,
      retentionDays: events.retentionDays,
      keys: events.webhookKeys,
    }),
    streams,
    previews,
    jobs,
    findings,
    checks,
    checkSettings,
    reviewQueue: new ReviewQueueService(deps),
    exports,
  }
}

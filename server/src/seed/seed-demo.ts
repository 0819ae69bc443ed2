import type { DemoFile } from '@hangar/demo'
import { ADMIN_KEY_PREFIX, generateKey } from '../auth/api-key-format.ts'
import type { DomainServices } from '../build-services.ts'
import type { Caller } from '../common/caller.ts'
import { ConfigError } from '../config.ts'
import { readMeta, writeMeta } from '../storage/meta.repository.ts'

export const DEMO_ORGANIZATION_NAME = 'Demo Robotics'
const SEEDED_FLAG = 'demo_seeded'

export interface DemoCredentials {
  organization_id: string
  api_key: string
}

/**
 * Fills an empty service with a demo organization, its API key and the demo catalog, once:
 * a `meta` flag records that it ran, so restarts neither seed twice nor reseed deleted data.
 * Returns the credentials to print, or null when seeding had already happened.
 */
export async function seedDemo(app: DomainServices, now: Date = new Date()): Promise<DemoCredentials | null> {
  const { db } = app.deps
  if (await readMeta(db, SEEDED_FLAG)) return null
  const { renderedDemoCatalog } = await loadDemoCatalog()
  // The videos are encoded by ffmpeg (or read from node_modules/.cache/hangar-demo) first.
  const plans = await renderedDemoCatalog(now)
  const { organizations, files, datasetAdmin } = app.services
  const org = await organizations.create(DEMO_ORGANIZATION_NAME)
  const { key, id: keyId } = await organizations.issueKey(org.id, 'demo')

  const upload = async (f: DemoFile) =>
    (await files.find(f.path)) ?? files.upload(f.path, f.bytes, f.bytes.length + 1, f.contentType)
  const previewPaths = async (p: { gif?: DemoFile; pose_frame: DemoFile }) => {
    if (p.gif) await upload(p.gif)
    await upload(p.pose_frame)
    return { ...(p.gif ? { gif: p.gif.path } : {}), pose_frame: p.pose_frame.path }
  }
  for (const plan of plans) {
    await upload(plan.file)
    for (const c of plan.companions ?? []) await upload(c.file)
    const previews = plan.previews ? await previewPaths(plan.previews) : undefined
    const chain = plan.iterations ?? []
    const initialStatus = chain.length > 0 ? 'pending' : plan.status
    const metadata =
      initialStatus === 'rejected' && plan.rejection_reason
        ? { ...plan.metadata, rejection_reason: plan.rejection_reason }
        : plan.metadata
    let latest = await datasetAdmin.create({
      organization_id: org.id,
      data_type: plan.data_type,
      name: plan.name,
      description: plan.description,
      link: plan.file.path,
      metadata,
      date_created: plan.date_created,
      status:
        initialStatus === 'pending' || initialStatus === 'for_admin_review' || initialStatus === 'discarded'
          ? initialStatus
          : 'pending',
      ...(plan.prompt ? { prompt: plan.prompt } : {}),
      ...(previews ? { previews } : {}),
      ...(plan.companions
        ? { companions: plan.companions.map((c) => ({ name: c.name, link: c.file.path })) }
        : {}),
    })
    let supersededReason = plan.superseded_reason
    for (const v of chain) {
      await upload(v.file)
      const versionPreviews = await previewPaths(v.previews)
      latest = await datasetAdmin.createIteration(latest.id, {
        prompt: v.prompt,
        regeneration_reason: v.regeneration_reason,
        ...(supersededReason ? { superseded_reason: supersededReason } : {}),
        link: v.file.path,
        metadata: v.metadata,
        date_created: v.date_created,
        previews: versionPreviews,
      })
      supersededReason = v.superseded_reason
    }
    // Reviews go through the organization's own interface rules, as a reviewer would make them.
    const caller: Caller = {
      organizationId: org.id,
      role: 'api_key',
      actor: { kind: 'key', keyId, name: 'demo' },
    }
    if (plan.status === 'accepted' && latest.status === 'pending')
      await app.services.datasets.accept(caller, latest.id)
    if (plan.status === 'rejected' && latest.status === 'pending') {
      await app.services.datasets.reject(
        caller,
        latest.id,
        plan.rejection_reason ?? 'Not usable for training',
      )
    }
    if (
      (plan.status === 'for_admin_review' || plan.status === 'discarded') &&
      latest.status !== plan.status
    ) {
      await datasetAdmin.setStatus(latest.id, { status: plan.status })
    }
  }
  // Two mechas to drive: the stair-capable quadruped and a wheeled rover.
  await app.services.mechas.register({ organization_id: org.id, model: 'quadruped', name: 'Stairwalker' })
  await app.services.mechas.register({ organization_id: org.id, model: 'rover', name: 'Cargo rover' })
  await writeMeta(db, SEEDED_FLAG, now.toISOString())
  return { organization_id: org.id, api_key: key }
}

/**
 * The demo generator (drawing, video encoding, about 2,500 lines, in the @hangar/demo workspace) is
 * loaded only to seed: never with DEMO=0, never by a restart. An install without it can still
 * run with DEMO=0.
 */
async function loadDemoCatalog(): Promise<typeof import('@hangar/demo')> {
  try {
    return await import('@hangar/demo')
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ERR_MODULE_NOT_FOUND') throw err
    throw new ConfigError(
      'DEMO=1 needs the @hangar/demo workspace, which is not installed: run npm install, or set DEMO=0',
    )
  }
}

/** A fresh admin key for a demo start without ADMIN_API_KEY. */
export function demoAdminKey(): string {
  return generateKey(ADMIN_KEY_PREFIX)
}

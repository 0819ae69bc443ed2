import type { Caller } from '../common/caller.ts'

/** An organization's caller as the audit log records it: one variant per kind of caller. */
export type CallerActor = { kind: 'key'; keyId: string; organizationId: string }

/** Who did something: an organization's caller, the platform admin, or the system itself. */
export type Actor = CallerActor | { kind: 'admin' } | { kind: 'system' }

/** The actor behind an organization's request, for the audit log and `created_by`. */
export function actorOf(caller: Caller): CallerActor {
  return { kind: 'key', keyId: caller.keyId, organizationId: caller.organizationId }
}

/** How an actor is written in the audit log and a release's `created_by`. */
export function actorName(a: Actor): string {
  return a.kind === 'key' ? `api_key:${a.keyId}` : a.kind
}

import type { Caller } from '../common/caller.ts'

/**
 * An organization's caller as the audit log records it: one of its API keys, or one of its
 * people (through the console), with the name it had at the time.
 */
export type CallerActor =
  | { kind: 'key'; keyId: string; organizationId: string; name?: string | null }
  | { kind: 'user'; userId: string; organizationId: string; name: string }

/**
 * A check that decided by itself (`auto_reject`, docs/checks.md#auto_reject): `check` is its
 * `<id>@<version>`, as findings name their source.
 */
export type CheckActor = { kind: 'check'; check: string }

/** Who did something: an organization's caller, a check, the platform admin, or the system itself. */
export type Actor = CallerActor | CheckActor | { kind: 'admin' } | { kind: 'system' }

/** The kinds of actor the audit log names. */
export type ActorKind = Actor['kind']
export const ACTOR_KINDS: readonly ActorKind[] = ['user', 'key', 'check', 'admin', 'system']

/** The actor behind an organization's request, for the audit log and `created_by`. */
export function actorOf(caller: Caller): CallerActor {
  const { actor, organizationId } = caller
  return actor.kind === 'key'
    ? { kind: 'key', keyId: actor.keyId, organizationId, name: actor.name }
    : { kind: 'user', userId: actor.userId, organizationId, name: actor.name }
}

/**
 * How an actor is written in the audit log and a release's `created_by`: `api_key:<id>`,
 * `user:<id>`, `check:<id>@<version>`, `admin`, `system`.
 */
export function actorName(a: Actor): string {
  if (a.kind === 'key') return `api_key:${a.keyId}`
  if (a.kind === 'user') return `user:${a.userId}`
  if (a.kind === 'check') return `check:${a.check}`
  return a.kind
}

/** The audit log's columns naming the actor: kind, id and the name at the time. */
export function actorColumns(a: Actor): {
  actor_kind: ActorKind
  actor_id: string | null
  actor_name: string | null
} {
  if (a.kind === 'key') return { actor_kind: 'key', actor_id: a.keyId, actor_name: a.name ?? null }
  if (a.kind === 'user') return { actor_kind: 'user', actor_id: a.userId, actor_name: a.name }
  // A check's name is its `<id>@<version>`: what it was when it acted.
  if (a.kind === 'check') return { actor_kind: 'check', actor_id: a.check, actor_name: a.check }
  return { actor_kind: a.kind, actor_id: null, actor_name: null }
}

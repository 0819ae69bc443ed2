import { type Static, Type } from 'typebox'
import { Timestamp } from '../common/schemas.ts'
import { NO_CONTROL_CHARACTERS } from '../common/text.ts'

export const ActorRefSchema = Type.Object(
  {
    kind: Type.Enum(['user', 'key', 'check', 'admin', 'system'] as const, {
      description: '`check`: a check that rejected by itself (auto_reject, docs/checks.md)',
    }),
    id: Type.Union([Type.String(), Type.Null()], {
      description: 'User or API key id, or a check’s `<id>@<version>`; null for admin and system',
    }),
    name: Type.String({ description: "The person's, key's or check's name when it acted" }),
  },
  { title: 'ActorRef' },
)
export type ActorRef = Static<typeof ActorRefSchema>

export const OrgAuditEntrySchema = Type.Object(
  {
    id: Type.Integer(),
    at: Timestamp(),
    actor: ActorRefSchema,
    action: Type.String({ description: 'e.g. dataset.accept, api_key.issue, member.role' }),
    target_type: Type.String(),
    target_id: Type.String(),
    detail: Type.Record(Type.String(), Type.Unknown()),
  },
  { title: 'AuditEntry' },
)

const Day = (description: string) => Type.String({ format: 'date', description })

export const OrgAuditQuerySchema = Type.Object({
  actor: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 200,
      pattern: NO_CONTROL_CHARACTERS,
      description: "The actor's id, or a part of its name",
    }),
  ),
  action: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 100,
      pattern: NO_CONTROL_CHARACTERS,
      description: 'A prefix: `dataset.` matches dataset.accept',
    }),
  ),
  from: Type.Optional(Day('First day (YYYY-MM-DD, UTC), inclusive')),
  to: Type.Optional(Day('Last day (YYYY-MM-DD, UTC), inclusive')),
  limit: Type.Integer({ minimum: 1, maximum: 500, default: 50 }),
  offset: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 }),
})
export type OrgAuditQueryInput = Static<typeof OrgAuditQuerySchema>

export const OrgAuditPageSchema = Type.Object(
  {
    entries: Type.Array(OrgAuditEntrySchema),
    total: Type.Integer({ description: 'Entries matching the filters, regardless of limit and offset' }),
  },
  { title: 'AuditPage' },
)

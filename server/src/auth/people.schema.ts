import { type Static, Type } from 'typebox'
import { Timestamp, Uuid } from '../common/schemas.ts'
import { NO_CONTROL_CHARACTERS } from '../common/text.ts'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password-policy.ts'
import { ROLES } from './roles.ts'

/** Text a person types: no control characters (NUL included), at least one visible character. */
const PLAIN_TEXT = '^[^\\u0000-\\u001f\\u007f]*[^\\s\\u0000-\\u001f\\u007f][^\\u0000-\\u001f\\u007f]*$'

export const RoleSchema = Type.Enum(ROLES, {
  description:
    'owner: members, invitations and API keys, and every other right; reviewer: accept, reject, build releases; ' +
    'operator: mecha commands and the control lease; viewer: read only',
})

export const EmailSchema = Type.String({ format: 'email', maxLength: 254, description: 'Case-insensitive' })
export const PersonNameSchema = Type.String({ minLength: 1, maxLength: 100, pattern: PLAIN_TEXT })

export const UserSchema = Type.Object(
  {
    id: Uuid(),
    email: Type.String(),
    name: Type.String(),
    role: RoleSchema,
    organization_id: Uuid(),
    created_at: Timestamp(),
  },
  { title: 'User' },
)
export type UserView = Static<typeof UserSchema>

export const OrganizationRefSchema = Type.Object(
  { id: Uuid(), name: Type.String() },
  { title: 'OrganizationRef' },
)

export const SignInBodySchema = Type.Object(
  {
    email: Type.String({ minLength: 1, maxLength: 254, pattern: NO_CONTROL_CHARACTERS }),
    password: Type.String({ minLength: 1, maxLength: 1000 }),
    organization_id: Type.Optional(
      Uuid(
        'The organization to sign in to, for an address that belongs to several. Without it, the oldest ' +
          'of the address’s accounts whose password matches.',
      ),
    ),
  },
  { title: 'SignIn' },
)

export const SignedInSchema = Type.Object(
  { user: UserSchema, csrf_token: Type.String({ description: 'Send as X-CSRF-Token on every write' }) },
  { title: 'SignedIn' },
)

export const MeSchema = Type.Object(
  { user: UserSchema, organization: OrganizationRefSchema, csrf_token: Type.String() },
  { title: 'Me' },
)

export const SessionSchema = Type.Object(
  {
    id: Uuid(),
    created_at: Timestamp(),
    last_seen_at: Timestamp('Recorded at most once a minute'),
    expires_at: Timestamp('Absolute end; the session ends earlier after the idle timeout'),
    user_agent: Type.Union([Type.String(), Type.Null()]),
    ip: Type.Union([Type.String(), Type.Null()]),
    current: Type.Boolean({ description: 'The session of this request' }),
  },
  { title: 'Session' },
)
export type SessionView = Static<typeof SessionSchema>

export const TokenParamsSchema = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) })

export const InvitationPreviewSchema = Type.Object(
  { email: Type.String(), role: RoleSchema, organization: OrganizationRefSchema, expires_at: Timestamp() },
  { title: 'InvitationPreview' },
)

export const AcceptInvitationBodySchema = Type.Object(
  {
    name: PersonNameSchema,
    password: Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH }),
  },
  { title: 'AcceptInvitation' },
)

export const AcceptedInvitationSchema = Type.Object(
  { user: UserSchema, csrf_token: Type.String({ description: 'Send as X-CSRF-Token on every write' }) },
  { title: 'AcceptedInvitation' },
)

export const CreateInvitationBodySchema = Type.Object(
  { email: EmailSchema, role: RoleSchema },
  { title: 'CreateInvitation' },
)

export const InvitationSchema = Type.Object(
  { id: Uuid(), email: Type.String(), role: RoleSchema, expires_at: Timestamp(), created_at: Timestamp() },
  { title: 'Invitation' },
)

export const InvitationCreatedSchema = Type.Object(
  {
    id: Uuid(),
    url: Type.String({ description: 'PUBLIC_BASE_URL/console/invitations/<token>; shown only here' }),
    expires_at: Timestamp('7 days after creation; the link works once'),
  },
  { title: 'InvitationCreated' },
)

export const MemberSchema = Type.Object(
  {
    ...UserSchema.properties,
    last_seen_at: Type.Union([Timestamp(), Type.Null()], { description: 'Latest activity of any session' }),
  },
  { title: 'Member' },
)

export const MembersSchema = Type.Object(
  { members: Type.Array(MemberSchema), invitations: Type.Array(InvitationSchema) },
  { title: 'Members' },
)

export const UserIdParamsSchema = Type.Object({ user_id: Uuid() })
export const IdParamsSchema = Type.Object({ id: Uuid() })
export const ChangeRoleBodySchema = Type.Object({ role: RoleSchema }, { title: 'ChangeRole' })

import { Type } from 'typebox'
import { EmailSchema, OrganizationRefSchema, RoleSchema, UserSchema } from '../auth/people.schema.ts'
import { Timestamp, Uuid } from '../common/schemas.ts'

export const AccountsQuerySchema = Type.Object({ email: EmailSchema })

export const AccountSchema = Type.Object(
  {
    ...UserSchema.properties,
    organization: OrganizationRefSchema,
    last_seen_at: Type.Union([Timestamp(), Type.Null()], { description: 'Latest activity of any session' }),
  },
  { title: 'Account' },
)

export const AccountsSchema = Type.Object(
  {
    accounts: Type.Array(AccountSchema, {
      description: 'One per organization the address belongs to, oldest first',
    }),
  },
  { title: 'Accounts' },
)

export const MoveAccountBodySchema = Type.Object(
  {
    organization_id: Uuid('The organization the account moves to'),
    role: RoleSchema,
  },
  { title: 'MoveAccount' },
)

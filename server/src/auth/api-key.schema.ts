import { Type } from 'typebox'
import { Timestamp, Uuid } from '../common/schemas.ts'
import { PersonNameSchema } from './people.schema.ts'

export const OrgApiKeySchema = Type.Object(
  {
    id: Uuid(),
    name: Type.Union([Type.String(), Type.Null()]),
    prefix: Type.String({ description: 'The first characters of the key, to tell keys apart' }),
    created_at: Timestamp(),
    last_used_at: Type.Union([Timestamp(), Type.Null()], {
      description: 'Recorded at most once a minute per key and process',
    }),
    revoked_at: Type.Union([Timestamp(), Type.Null()]),
    created_by: Type.Union([Type.Object({ id: Uuid(), name: Type.String() }), Type.Null()], {
      description: 'The owner who created it in the console; null when the platform issued it',
    }),
  },
  { title: 'OrgApiKey' },
)

export const CreateOrgApiKeyBodySchema = Type.Object({ name: PersonNameSchema }, { title: 'CreateApiKey' })

export const CreatedOrgApiKeySchema = Type.Object(
  {
    id: Uuid(),
    name: Type.String(),
    prefix: Type.String(),
    created_at: Timestamp(),
    key: Type.String({ description: 'The key itself, shown only in this response' }),
  },
  { title: 'CreatedApiKey' },
)

import { type Static, Type } from 'typebox'
import { PASSWORD_MAX_LENGTH } from './password-policy.ts'

export const ChangePasswordBodySchema = Type.Object(
  {
    current_password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }),
    new_password: Type.String({
      minLength: 1,
      maxLength: PASSWORD_MAX_LENGTH,
      description: 'Obeys the password policy (docs/console.md#passwords); a 422 names what is wrong',
    }),
  },
  { title: 'ChangePassword', additionalProperties: false },
)
export type ChangePasswordBody = Static<typeof ChangePasswordBodySchema>

export const PasswordChangedSchema = Type.Object(
  {
    other_sessions_ended: Type.Integer({
      minimum: 0,
      description: 'Every other session of the person ends with the change',
    }),
  },
  { title: 'PasswordChanged' },
)

export const MemberSignedOutSchema = Type.Object(
  { sessions_ended: Type.Integer({ minimum: 0 }) },
  { title: 'MemberSignedOut' },
)

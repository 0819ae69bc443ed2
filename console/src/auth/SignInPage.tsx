import { HangarApiError, must } from '@hangar/client'
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core'
import { IconAlertCircle } from '@tabler/icons-react'
import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { Navigate, useNavigate, useSearchParams } from 'react-router'
import { forgetEarlyRequests } from '../api/early-requests.ts'
import { hangar, setCsrfToken } from '../api/hangar.ts'
import { queryKeys } from '../api/query-keys.ts'
import { errorSentence } from '../ui/error-sentence.ts'
import { AuthLayout } from './AuthLayout.tsx'
import { safeNext } from './safe-next.ts'
import { useMeQuery } from './session.ts'

const EMAIL = /^[^\s@]+@[^\s@]+$/
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export default function SignInPage() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({})
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const me = useMeQuery()

  async function submit(e: FormEvent) {
    e.preventDefault()
    const problems = {
      ...(EMAIL.test(email.trim()) ? {} : { email: 'Enter the email address you were invited with' }),
      ...(password ? {} : { password: 'Enter your password' }),
    }
    setFieldErrors(problems)
    if (Object.keys(problems).length > 0) return
    setBusy(true)
    setError(null)
    try {
      // `?organization=<id>`: an address in several organizations signs in to that one
      // (docs/console.md#who-an-address-belongs-to).
      const organization = params.get('organization') ?? ''
      const body = {
        email: email.trim(),
        password,
        ...(UUID.test(organization) ? { organization_id: organization } : {}),
      }
      const signedIn = await must(hangar.POST('/auth/sign-in', { body }))
      forgetEarlyRequests()
      setCsrfToken(signedIn.csrf_token)
      await queryClient.invalidateQueries({ queryKey: queryKeys.me })
      navigate(safeNext(params.get('next')), { replace: true })
    } catch (err) {
      if (err instanceof HangarApiError && err.status === 429)
        setError(`Too many sign-in attempts. Try again in ${err.retryAfterSeconds ?? 60} seconds.`)
      else setError(errorSentence(err))
    } finally {
      setBusy(false)
    }
  }

  // Already signed in (a bookmark, the back button): straight on.
  if (me.data) return <Navigate to={safeNext(params.get('next'))} replace />

  return (
    <AuthLayout title="Sign in" subtitle="Review datasets, manage releases and keys for your organization.">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {error && (
            <Alert color="red" icon={<IconAlertCircle />} role="alert" title="Could not sign in">
              {error}
            </Alert>
          )}
          <TextInput
            label="Email"
            type="email"
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={fieldErrors.email}
            required
            data-autofocus
            autoFocus
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={fieldErrors.password}
            required
          />
          <Button type="submit" loading={busy} fullWidth size="md">
            Sign in
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  )
}

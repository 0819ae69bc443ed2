import { HangarApiError, must } from '@hangar/client'
import { Alert, Badge, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core'
import { IconAlertCircle } from '@tabler/icons-react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { useNavigate, useParams } from 'react-router'
import { forgetEarlyRequests } from '../api/early-requests.ts'
import { hangar, setCsrfToken } from '../api/hangar.ts'
import { queryKeys } from '../api/query-keys.ts'
import { errorSentence } from '../ui/error-sentence.ts'
import { FullPageLoader } from '../ui/FullPageLoader.tsx'
import { AuthLayout } from './AuthLayout.tsx'
import { passwordProblem } from './password-policy.ts'
import { roleLabels } from './roles.ts'

export default function InvitationPage() {
  const { token = '' } = useParams()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const invitation = useQuery({
    queryKey: ['invitation', token],
    queryFn: () => must(hangar.GET('/auth/invitations/{token}', { params: { path: { token } } })),
    retry: false,
  })
  const [name, setName] = useState('')
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [fieldErrors, setFieldErrors] = useState<{ name?: string; password?: string; confirm?: string }>({})
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  if (invitation.isPending) return <FullPageLoader label="Opening your invitation" />
  if (invitation.isError) {
    const gone = invitation.error instanceof HangarApiError && invitation.error.status === 404
    return (
      <AuthLayout title="This invitation cannot be used">
        <Alert color="orange" icon={<IconAlertCircle />} role="alert">
          {gone
            ? 'The link was already used, has expired, or was never issued. Ask an owner of your organization for a new invitation.'
            : errorSentence(invitation.error)}
        </Alert>
        <Button component="a" href="/console/sign-in" variant="light">
          Go to sign-in
        </Button>
      </AuthLayout>
    )
  }
  const { email, role, organization } = invitation.data

  async function submit(e: FormEvent) {
    e.preventDefault()
    const problems = {
      ...(name.trim() === '' ? { name: 'Enter your name as colleagues will see it' } : {}),
      ...(name.trim().length > 100 ? { name: 'At most 100 characters' } : {}),
      ...(passwordProblem(password) ? { password: passwordProblem(password)! } : {}),
      ...(confirm !== password ? { confirm: 'The two passwords differ' } : {}),
    }
    setFieldErrors(problems)
    if (Object.keys(problems).length > 0) return
    setBusy(true)
    setError(null)
    try {
      const accepted = await must(
        hangar.POST('/auth/invitations/{token}/accept', {
          params: { path: { token } },
          body: { name: name.trim(), password },
        }),
      )
      setCsrfToken(accepted.csrf_token)
      forgetEarlyRequests()
      await queryClient.invalidateQueries({ queryKey: queryKeys.me })
      navigate('/review', { replace: true })
    } catch (err) {
      setError(errorSentence(err))
    } finally {
      setBusy(false)
    }
  }

  return (
    <AuthLayout
      title={`Join ${organization.name}`}
      subtitle="Choose your name and a password to finish setting up your account."
    >
      <Group gap="xs">
        <Text fz="sm">{email}</Text>
        <Badge variant="light">{roleLabels[role]}</Badge>
      </Group>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {error && (
            <Alert color="red" icon={<IconAlertCircle />} role="alert" title="Could not set up your account">
              {error}
            </Alert>
          )}
          <TextInput
            label="Your name"
            autoComplete="name"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={fieldErrors.name}
            required
            autoFocus
          />
          <PasswordInput
            label="Password"
            description="At least 12 characters"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={fieldErrors.password}
            required
          />
          <PasswordInput
            label="Repeat password"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.currentTarget.value)}
            error={fieldErrors.confirm}
            required
          />
          <Button type="submit" loading={busy} fullWidth size="md">
            Set password and sign in
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  )
}

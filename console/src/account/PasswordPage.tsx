import { must } from '@hangar/client'
import { Alert, Button, Paper, PasswordInput, Stack } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconAlertCircle } from '@tabler/icons-react'
import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { hangar } from '../api/hangar.ts'
import { queryKeys } from '../api/query-keys.ts'
import { passwordProblem } from '../auth/password-policy.ts'
import { errorSentence } from '../ui/error-sentence.ts'
import { PageHeader } from '../ui/PageHeader.tsx'

/** The signed-in person changes their password; every other session of theirs ends with it. */
export default function PasswordPage() {
  const queryClient = useQueryClient()
  const [current, setCurrent] = useState('')
  const [next, setNext] = useState('')
  const [confirm, setConfirm] = useState('')
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({})
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function submit(e: FormEvent) {
    e.preventDefault()
    const problems = {
      ...(current === '' ? { current: 'Enter your current password' } : {}),
      ...(passwordProblem(next) ? { next: passwordProblem(next)! } : {}),
      ...(confirm !== next ? { confirm: 'The two passwords differ' } : {}),
    }
    setFieldErrors(problems)
    if (Object.keys(problems).length > 0) return
    setBusy(true)
    setError(null)
    try {
      const changed = await must(
        hangar.POST('/auth/password', { body: { current_password: current, new_password: next } }),
      )
      const ended = changed.other_sessions_ended
      notifications.show({
        color: 'teal',
        title: 'Password changed',
        message:
          ended === 0
            ? 'Use the new password from now on.'
            : `Use the new password from now on. ${ended} other session${ended === 1 ? '' : 's'} ended.`,
      })
      setCurrent('')
      setNext('')
      setConfirm('')
      void queryClient.invalidateQueries({ queryKey: queryKeys.sessions })
    } catch (err) {
      setError(errorSentence(err))
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <PageHeader
        title="Change password"
        description="You stay signed in here; every other session of yours ends, so whoever knew the old password is shut out."
      />
      <Paper withBorder p="md" radius="md" maw={480}>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            {error && (
              <Alert color="red" icon={<IconAlertCircle />} role="alert" title="The password was not changed">
                {error}
              </Alert>
            )}
            <PasswordInput
              label="Current password"
              autoComplete="current-password"
              value={current}
              onChange={(e) => setCurrent(e.currentTarget.value)}
              error={fieldErrors.current}
              required
            />
            <PasswordInput
              label="New password"
              description="At least 12 characters, not a common one"
              autoComplete="new-password"
              value={next}
              onChange={(e) => setNext(e.currentTarget.value)}
              error={fieldErrors.next}
              required
            />
            <PasswordInput
              label="Repeat the new password"
              autoComplete="new-password"
              value={confirm}
              onChange={(e) => setConfirm(e.currentTarget.value)}
              error={fieldErrors.confirm}
              required
            />
            <Button type="submit" loading={busy}>
              Change password
            </Button>
          </Stack>
        </form>
      </Paper>
    </>
  )
}

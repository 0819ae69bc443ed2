import { Alert, Button, Center, Stack } from '@mantine/core'
import { IconAlertTriangle } from '@tabler/icons-react'
import { errorSentence } from './error-sentence.ts'

/** What a page shows when its data could not be loaded: the reason and a way to try again. */
export function ErrorPanel({
  error,
  onRetry,
  title = 'Could not load this page',
  fullPage = false,
}: {
  error: unknown
  onRetry?: () => void
  title?: string
  fullPage?: boolean
}) {
  const alert = (
    <Alert color="red" variant="light" icon={<IconAlertTriangle />} title={title} role="alert" maw={560}>
      <Stack gap="sm" align="flex-start">
        {errorSentence(error)}
        {onRetry && (
          <Button size="xs" variant="white" color="red" onClick={onRetry}>
            Try again
          </Button>
        )}
      </Stack>
    </Alert>
  )
  return fullPage ? <Center mih="100vh">{alert}</Center> : alert
}

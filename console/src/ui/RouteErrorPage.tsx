import { Button, Center, Code, Stack, Text, Title } from '@mantine/core'
import { isRouteErrorResponse, useRouteError } from 'react-router'
import { errorSentence } from './error-sentence.ts'

/** Shown instead of a blank page when a page fails to load or throws while rendering. */
export function RouteErrorPage() {
  const error = useRouteError()
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : errorSentence(error)
  return (
    <Center mih="60vh" p="xl">
      <Stack align="center" gap="sm" maw={520}>
        <Title order={1} fz="h2">
          Something went wrong on this page
        </Title>
        <Text c="dimmed" ta="center">
          The rest of the console still works. Reload to try again; if it happens again, tell us what you did.
        </Text>
        <Code block>{message}</Code>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </Stack>
    </Center>
  )
}

import { Button, Stack, Text, Title } from '@mantine/core'
import { Link } from 'react-router'

export function NotFoundPage() {
  return (
    <Stack align="flex-start" gap="sm" py="xl">
      <Title order={1}>Page not found</Title>
      <Text c="dimmed">There is no console page at this address.</Text>
      <Button component={Link} to="/review" variant="light">
        Open the review queue
      </Button>
    </Stack>
  )
}

import { Button, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { can, roleLabels } from '../auth/roles.ts'
import { useSession } from '../auth/session.ts'

/** The operator pages are for operators and owners; anyone else is told so, not shown a broken page. */
export function RequireOperator({ children }: { children: ReactNode }) {
  const me = useSession()
  if (can.operate(me.user.role)) return children
  return (
    <Stack align="flex-start" gap="sm" py="xl">
      <Title order={1}>Not allowed</Title>
      <Text c="dimmed" maw={560}>
        The fleet and its mechas are driven by operators and owners. Your role (
        {roleLabels[me.user.role].toLowerCase()}) does not include driving mechas; an owner can change roles
        on the Members page.
      </Text>
      <Button component={Link} to="/review" variant="light">
        Open the review queue
      </Button>
    </Stack>
  )
}

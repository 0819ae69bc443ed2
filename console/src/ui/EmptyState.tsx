import { Center, Stack, Text, ThemeIcon } from '@mantine/core'
import { IconInbox } from '@tabler/icons-react'
import type { ReactNode } from 'react'

export function EmptyState({
  title,
  description,
  action,
}: {
  title: string
  description?: string
  action?: ReactNode
}) {
  return (
    <Center py={64}>
      <Stack align="center" gap="xs" maw={420}>
        <ThemeIcon size={56} radius="xl" variant="light" color="gray">
          <IconInbox size={28} aria-hidden="true" />
        </ThemeIcon>
        <Text fw={600} fz="lg">
          {title}
        </Text>
        {description && (
          <Text c="dimmed" ta="center" fz="sm">
            {description}
          </Text>
        )}
        {action}
      </Stack>
    </Center>
  )
}

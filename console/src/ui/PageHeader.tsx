import { Group, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'

/** Every page's title (the one h1), a line of explanation and its actions on the right. */
export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string
  description?: ReactNode
  actions?: ReactNode
}) {
  return (
    <Group justify="space-between" align="flex-end" mb="lg" wrap="wrap" gap="md">
      <Stack gap={4}>
        <Title order={1} fz="h2">
          {title}
        </Title>
        {description && (
          <Text c="dimmed" fz="sm" maw={720}>
            {description}
          </Text>
        )}
      </Stack>
      {actions && <Group gap="sm">{actions}</Group>}
    </Group>
  )
}

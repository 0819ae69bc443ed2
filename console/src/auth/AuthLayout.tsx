import { Center, Group, Paper, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { BrandMark } from '../ui/BrandMark.tsx'

/** The frame of the pages before sign-in: the brand, a title and one card. */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string
  subtitle?: ReactNode
  children: ReactNode
}) {
  return (
    <Center component="main" mih="100vh" p="md" className="auth-backdrop">
      <Stack w="100%" maw={420} gap="lg">
        <Group gap="xs" justify="center">
          <BrandMark size={36} />
          <Text fw={700} fz="xl">
            Hangar
          </Text>
        </Group>
        <Paper withBorder shadow="sm" p="xl" radius="lg">
          <Stack gap="md">
            <div>
              <Title order={1} fz="h3">
                {title}
              </Title>
              {subtitle && (
                <Text c="dimmed" fz="sm" mt={4}>
                  {subtitle}
                </Text>
              )}
            </div>
            {children}
          </Stack>
        </Paper>
      </Stack>
    </Center>
  )
}

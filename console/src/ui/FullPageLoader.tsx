import { Center, Loader, Stack, Text } from '@mantine/core'

export function FullPageLoader({ label }: { label: string }) {
  return (
    <Center mih="100vh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader />
        <Text c="dimmed" fz="sm">
          {label}…
        </Text>
      </Stack>
    </Center>
  )
}

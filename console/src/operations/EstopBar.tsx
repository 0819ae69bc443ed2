import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core'
import { IconAlertOctagon, IconHandStop } from '@tabler/icons-react'
import { useEffect, useRef, useState } from 'react'
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx'

/**
 * The emergency stop: always on screen at the top of the mecha page (it sticks when the page
 * scrolls), the first control in the tab order, and Escape presses it from anywhere on the page
 * unless a dialog is open. Anyone who may command mechas may press it, lease or not. Releasing
 * asks first, because the mecha then rests and must be initialized again.
 */
export function EstopBar({
  name,
  latched,
  canRelease,
  releaseBlockedBy,
  onEstop,
  onRelease,
  error,
  children,
}: {
  name: string
  latched: boolean
  canRelease: boolean
  releaseBlockedBy: string | null
  onEstop: () => void
  onRelease: () => Promise<void>
  error: string | null
  children?: React.ReactNode
}) {
  const [confirming, setConfirming] = useState(false)
  const [releasing, setReleasing] = useState(false)
  const estopRef = useRef(onEstop)
  estopRef.current = onEstop

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return
      if (document.querySelector('[role="dialog"][aria-modal="true"]')) return
      e.preventDefault()
      estopRef.current()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])

  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      pos="sticky"
      top={64}
      style={{
        zIndex: 20,
        background: latched
          ? 'repeating-linear-gradient(135deg, var(--mantine-color-red-1) 0 14px, var(--mantine-color-red-0) 14px 28px)'
          : 'var(--mantine-color-body)',
        borderColor: latched ? 'var(--mantine-color-red-7)' : undefined,
        borderWidth: latched ? 3 : 1,
      }}
    >
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap">
          <Button
            color="red.8"
            size="lg"
            radius="md"
            leftSection={<IconHandStop size={22} aria-hidden="true" />}
            onClick={onEstop}
            aria-keyshortcuts="Escape"
            aria-label={`E-STOP ${name} (emergency stop)`}
            style={{ minWidth: 150, fontWeight: 800, letterSpacing: 1 }}
          >
            E-STOP
          </Button>
          <Stack gap={0}>
            {latched ? (
              <Badge
                color="red.8"
                size="lg"
                radius="sm"
                leftSection={<IconAlertOctagon size={14} aria-hidden="true" />}
              >
                E-stop latched
              </Badge>
            ) : (
              <Text fz="xs" c="dimmed">
                Esc also stops
              </Text>
            )}
            {latched && (
              <Text fz="xs" fw={600} c="red.9">
                Drives cut; nothing moves until released
              </Text>
            )}
          </Stack>
          {latched && (
            <Button
              variant="outline"
              color="red.8"
              disabled={!canRelease}
              onClick={() => setConfirming(true)}
              title={
                releaseBlockedBy ? `Only ${releaseBlockedBy}, who has control, can release it` : undefined
              }
            >
              Release e-stop…
            </Button>
          )}
        </Group>
        <Group gap="sm">{children}</Group>
      </Group>
      {error && (
        <Alert color="red" mt="xs" py={6} role="alert">
          {error}
        </Alert>
      )}
      <ConfirmDialog
        opened={confirming}
        title={`Release the e-stop of ${name}?`}
        confirm="Release e-stop"
        cancel="Keep it stopped"
        color="red.8"
        busy={releasing}
        onConfirm={async () => {
          setReleasing(true)
          try {
            await onRelease()
            setConfirming(false)
          } finally {
            setReleasing(false)
          }
        }}
        onClose={() => setConfirming(false)}
      >
        Make sure the area around {name} is clear. After the release the mecha is resting with its drives off;
        it has to be initialized again before it can move.
      </ConfirmDialog>
    </Paper>
  )
}

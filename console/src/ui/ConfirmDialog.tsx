import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'

/**
 * "Are you sure?" before something that cannot be taken back: what will happen, a way out, and
 * the action in red. The way out is first, so Enter in the dialog is never the harmful choice.
 */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirm,
  cancel = 'Cancel',
  busy = false,
  color = 'red',
  onConfirm,
  onClose,
}: {
  opened: boolean
  title: string
  /** What happens if the person goes on, in a sentence or two. */
  children: ReactNode
  /** The action's button, named for what it does ("Revoke key"). */
  confirm: string
  cancel?: string
  busy?: boolean
  color?: string
  onConfirm: () => void
  onClose: () => void
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="md">
        <Text fz="sm">{children}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {cancel}
          </Button>
          <Button color={color} loading={busy} onClick={onConfirm}>
            {confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}

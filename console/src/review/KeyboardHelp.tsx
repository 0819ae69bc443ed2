import { Group, Kbd, Modal, Stack, Text } from '@mantine/core'

export const SHORTCUTS: Array<[string[], string]> = [
  [['j'], 'Next dataset'],
  [['k'], 'Previous dataset'],
  [['a'], 'Accept the selected dataset'],
  [['r'], 'Reject the selected dataset (asks why)'],
  [['o'], 'Open the selected dataset'],
  [['?'], 'Show these keys'],
  [['Ctrl', 'Enter'], 'Confirm a rejection'],
  [['Esc'], 'Close a dialog'],
]

export function KeyboardHelp({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Keyboard shortcuts" centered>
      <Stack gap="xs">
        {SHORTCUTS.map(([keys, what]) => (
          <Group key={what} justify="space-between">
            <Text fz="sm">{what}</Text>
            <Group gap={4}>
              {keys.map((k) => (
                <Kbd key={k}>{k}</Kbd>
              ))}
            </Group>
          </Group>
        ))}
      </Stack>
    </Modal>
  )
}

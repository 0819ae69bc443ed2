import { Group, Kbd, Modal, Stack, Text, Title } from '@mantine/core'

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

/** The keys of a dataset's page (datasets/viewer/PlayerControls.tsx, datasets/findings/use-finding-keys.ts). */
export const DATASET_PAGE_SHORTCUTS: Array<[string[], string]> = [
  [['Space'], 'Play and pause'],
  [[',', '.'], 'One frame back and forward'],
  [['[', ']'], 'Slower and faster'],
  [['i'], "Mark a range's start at the time shown"],
  [['o'], "Mark a range's end at the time shown"],
  [['f'], 'File a finding on the range'],
]

function KeyList({ shortcuts }: { shortcuts: Array<[string[], string]> }) {
  return shortcuts.map(([keys, what]) => (
    <Group key={what} justify="space-between">
      <Text fz="sm">{what}</Text>
      <Group gap={4}>
        {keys.map((k) => (
          <Kbd key={k}>{k}</Kbd>
        ))}
      </Group>
    </Group>
  ))
}

export function KeyboardHelp({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Keyboard shortcuts" centered>
      <Stack gap="xs">
        <KeyList shortcuts={SHORTCUTS} />
        <Title order={3} fz="sm" mt="sm">
          On a dataset's page
        </Title>
        <KeyList shortcuts={DATASET_PAGE_SHORTCUTS} />
      </Stack>
    </Modal>
  )
}

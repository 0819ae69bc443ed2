import { Badge } from '@mantine/core'

const looks: Record<string, { color: string; words: string }> = {
  // The interface calls a mecha that was never initialized (or was rested and shut down)
  // "offline", which reads as "not connected" next to the fleet's online/offline column.
  offline: { color: 'gray', words: 'not initialized' },
  ready: { color: 'teal', words: 'ready' },
  moving: { color: 'indigo', words: 'moving' },
  resting: { color: 'gray', words: 'resting' },
  fault: { color: 'orange', words: 'fault' },
  estopped: { color: 'red.8', words: 'E-stopped' },
}

/**
 * A mecha's state, in words and colour (the words carry it; the colour helps). The interface's
 * own name for the state is in the tooltip, for people who read the API beside the console.
 */
export function StateBadge({ state }: { state: string }) {
  const look = looks[state] ?? { color: 'gray', words: state }
  return (
    <Badge
      color={look.color}
      variant={state === 'estopped' ? 'filled' : 'light'}
      radius="sm"
      title={`state: ${state}`}
      data-state={state}
    >
      {look.words}
    </Badge>
  )
}

import { Badge } from '@mantine/core'

const colors: Record<string, string> = {
  offline: 'gray',
  ready: 'teal',
  moving: 'indigo',
  resting: 'gray',
  fault: 'orange',
  estopped: 'red.8',
}

/** A mecha's state, in words and colour (the words carry it; the colour helps). */
export function StateBadge({ state }: { state: string }) {
  return (
    <Badge color={colors[state] ?? 'gray'} variant={state === 'estopped' ? 'filled' : 'light'} radius="sm">
      {state === 'estopped' ? 'E-stopped' : state}
    </Badge>
  )
}

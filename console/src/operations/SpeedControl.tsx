import { Box, Group, Slider, Text } from '@mantine/core'

const MIN = 0.1
const MAX = 1
const STAIRS: [number, number] = [0.2, 0.3]
const pct = (v: number) => ((v - MIN) / (MAX - MIN)) * 100

/** Speed for the next path, 0.1–1.0 m/s, with the recommended stair range 0.2–0.3 marked on the track. */
export function SpeedControl({
  value,
  onChange,
  stairMode,
  disabled,
}: {
  value: number
  onChange: (v: number) => void
  stairMode: boolean
  disabled?: boolean
}) {
  return (
    <Box>
      <Group justify="space-between" mb={4}>
        <Text fz="sm" fw={500} id="speed-label">
          Speed {value.toFixed(2)} m/s
        </Text>
        <Text fz="xs" c={stairMode && value > STAIRS[1] ? 'orange.9' : 'dimmed'}>
          {stairMode && value > STAIRS[1]
            ? 'Stair mode holds 0.30 m/s at most'
            : 'Stairs: 0.20–0.30 m/s recommended'}
        </Text>
      </Group>
      <Box pos="relative" pt={2}>
        <Box
          aria-hidden="true"
          pos="absolute"
          top={8}
          h={8}
          style={{
            left: `calc(${pct(STAIRS[0])}% )`,
            width: `${pct(STAIRS[1]) - pct(STAIRS[0])}%`,
            background: 'var(--mantine-color-teal-3)',
            borderRadius: 4,
            zIndex: 1,
            pointerEvents: 'none',
            opacity: 0.9,
          }}
        />
        <Slider
          value={value}
          onChange={onChange}
          min={MIN}
          max={MAX}
          step={0.05}
          disabled={disabled}
          label={(v) => `${v.toFixed(2)} m/s`}
          thumbLabel="Speed in meters per second"
          marks={[
            { value: 0.1, label: '0.1' },
            { value: 0.2, label: '0.2' },
            { value: 0.3, label: '0.3' },
            { value: 0.5, label: '0.5' },
            { value: 1, label: '1.0' },
          ]}
          styles={{ track: { zIndex: 0 } }}
          mb="lg"
        />
      </Box>
    </Box>
  )
}

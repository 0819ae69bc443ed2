import { Box, Center, Stack, Text } from '@mantine/core'
import { IconChartLine, IconPhotoOff, IconRobot } from '@tabler/icons-react'

/**
 * An image in a box whose size is fixed before the image arrives (aspect-ratio on the box,
 * width/height on the img), so loading previews never moves the page (no layout shift).
 */
export function Preview({
  src,
  alt,
  ratio = 1,
  fit = 'cover',
}: {
  src: string | undefined
  alt: string
  ratio?: number
  fit?: 'cover' | 'contain'
}) {
  return (
    <Box className="preview-box" style={{ aspectRatio: String(ratio) }}>
      {src ? (
        <img
          src={src}
          alt={alt}
          width={ratio >= 1 ? 320 : Math.round(320 * ratio)}
          height={ratio >= 1 ? Math.round(320 / ratio) : 320}
          loading="lazy"
          decoding="async"
          style={{ objectFit: fit }}
        />
      ) : (
        <Center h="100%">
          <IconPhotoOff aria-hidden="true" size={28} opacity={0.5} />
        </Center>
      )}
    </Box>
  )
}

/** What a card shows for datasets that have no picture: their kind, drawn as an icon. */
export function NoPreview({ dataType, ratio = 2 }: { dataType: string; ratio?: number }) {
  const Icon = dataType === 'telemetry' ? IconChartLine : IconRobot
  return (
    <Box className="preview-box preview-box--empty" style={{ aspectRatio: String(ratio) }}>
      <Center h="100%">
        <Stack gap={4} align="center">
          <Icon aria-hidden="true" size={36} stroke={1.4} />
          <Text fz="xs" c="dimmed">
            {dataType === 'telemetry' ? 'Sensor streams — no preview' : 'Robot recording — no preview'}
          </Text>
        </Stack>
      </Center>
    </Box>
  )
}

import { IconChartLine, IconPhotoOff, IconRobot } from '@tabler/icons-react'

/**
 * An image in a box whose size is fixed before the image arrives (aspect-ratio on the box,
 * width/height on the img), so loading previews never moves the page (no layout shift).
 * Plain markup: the queue shows up to 200 of these at once.
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
    <div className="preview-box" style={{ aspectRatio: String(ratio) }}>
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
        <div className="preview-box__center">
          <IconPhotoOff aria-hidden="true" size={28} opacity={0.5} />
        </div>
      )}
    </div>
  )
}

/** What a card shows for datasets that have no picture: their kind, drawn as an icon. */
export function NoPreview({ dataType, ratio = 2 }: { dataType: string; ratio?: number }) {
  const Icon = dataType === 'telemetry' ? IconChartLine : IconRobot
  return (
    <div className="preview-box preview-box--empty" style={{ aspectRatio: String(ratio) }}>
      <div className="preview-box__center">
        <Icon aria-hidden="true" size={36} stroke={1.4} />
        <span className="preview-box__caption">
          {dataType === 'telemetry' ? 'Sensor streams — no preview' : 'Robot recording — no preview'}
        </span>
      </div>
    </div>
  )
}

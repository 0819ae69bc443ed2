import { IconCheck, IconX } from '@tabler/icons-react'
import { forwardRef, useState } from 'react'
import { Link } from 'react-router'
import type { DecidedElsewhere } from '../live/live-state.ts'
import { animatedPreview } from '../ui/animated-preview.ts'
import { dataTypeLabels, formatAge, formatBytes } from '../ui/format.ts'
import { NoPreview, Preview } from '../ui/Preview.tsx'
import { StatusPill } from '../ui/StatusPill.tsx'
import { VerdictPill } from '../ui/VerdictPill.tsx'
import { DecidedElsewhereNote } from './DecidedElsewhereNote.tsx'
import classes from './dataset-card.module.css'
import type { QueueDataset } from './use-decide.ts'

const HIDDEN_KEYS = new Set(['rejection_reason'])

/** Short `key:value` chips of the scalar metadata, shortest first. */
export function metadataChips(metadata: Record<string, unknown>, max = 4): string[] {
  return Object.entries(metadata)
    .filter(([k, v]) => !HIDDEN_KEYS.has(k) && ['string', 'number', 'boolean'].includes(typeof v))
    .map(([k, v]) => `${k}:${String(v)}`)
    .sort((a, b) => a.length - b.length)
    .slice(0, max)
}

interface Props {
  dataset: QueueDataset
  selected: boolean
  position: string
  canDecide: boolean
  busy: boolean
  /** Decided outside this tab while shown (the events stream): marked, not moved. */
  elsewhere: DecidedElsewhere | undefined
  myId: string
  onSelect: () => void
  onAccept: () => void
  onReject: () => void
  onFilter: (chip: string) => void
}

/**
 * What a card shows first (docs/previews.md): a video's poster, its animated preview while the
 * card is pointed at or selected, and the platform's pose frame beside it; an episode's or
 * telemetry's poster (a camera frame or its channels drawn small); the platform's GIF and pose
 * frame as before; the data type's icon while Hangar has made nothing yet.
 */
function CardPreviews({
  dataset,
  previews,
  animate,
}: {
  dataset: QueueDataset
  previews: QueueDataset['preview_urls']
  animate: boolean
}) {
  const poster = previews?.poster
  const animated = animatedPreview(previews)
  if (poster && previews.pose_frame) {
    const moving = animate && animated
    return (
      <div className={`${classes.previews} ${classes.previewsVideo}`}>
        <Preview
          src={moving ? animated : poster}
          alt={moving ? `Animated preview of ${dataset.name}` : `Poster of ${dataset.name}`}
          ratio={16 / 9}
        />
        <Preview src={previews.pose_frame} alt={`Pose frame of ${dataset.name}`} ratio={4 / 3} />
      </div>
    )
  }
  if (poster)
    return (
      <Preview
        src={animate && animated ? animated : poster}
        alt={`Poster of ${dataset.name}`}
        ratio={28 / 9}
        fit="contain"
      />
    )
  if (animated || previews?.pose_frame)
    return (
      <div className={classes.previews}>
        <Preview src={animated} alt={`Animated preview of ${dataset.name}`} ratio={1} />
        <Preview src={previews?.pose_frame} alt={`Pose frame of ${dataset.name}`} ratio={4 / 3} />
      </div>
    )
  return <NoPreview dataType={dataset.data_type} ratio={28 / 9} />
}

/** One dataset in the queue: the previews first, then what it is, then the decision buttons. */
export const DatasetCard = forwardRef<HTMLElement, Props>(function DatasetCard(
  { dataset, selected, position, canDecide, busy, elsewhere, myId, onSelect, onAccept, onReject, onFilter },
  ref,
) {
  const previews = dataset.preview_urls
  // The animated preview plays while the card is pointed at or selected; the poster stands still.
  const [pointed, setPointed] = useState(false)
  const stop = (fn: () => void) => (e: React.MouseEvent) => {
    e.stopPropagation()
    fn()
  }
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the queue's keys (j/k/a/r/o) drive selection; a click is a shortcut for the mouse
    <article
      ref={ref}
      className={classes.card}
      data-selected={selected}
      aria-current={selected ? 'true' : undefined}
      aria-label={`${dataset.name}, ${position}`}
      tabIndex={-1}
      onClick={onSelect}
      onMouseEnter={() => setPointed(true)}
      onMouseLeave={() => setPointed(false)}
    >
      <CardPreviews dataset={dataset} previews={previews} animate={selected || pointed} />
      <div className={classes.body}>
        <div className={classes.titleRow}>
          <Link
            to={`/datasets/${dataset.id}`}
            className={classes.title}
            title={dataset.name}
            onClick={(e) => e.stopPropagation()}
          >
            {dataset.name}
          </Link>
          <StatusPill status={dataset.status} />
        </div>
        <p className={classes.meta} title={`Created ${new Date(dataset.date_created).toLocaleString()}`}>
          {dataTypeLabels[dataset.data_type]} · {formatBytes(dataset.data_byte_size)} ·{' '}
          {formatAge(dataset.date_created)}
        </p>
        <div className={classes.verdictRow}>
          <VerdictPill verdict={dataset.verdict} />
          <span>{dataset.finding_count === 1 ? '1 finding' : `${dataset.finding_count} findings`}</span>
        </div>
        <div className={classes.chips}>
          {metadataChips(dataset.metadata, 3).map((chip) => (
            <button
              key={chip}
              type="button"
              className={classes.chip}
              aria-label={`Filter by ${chip}`}
              onClick={stop(() => onFilter(chip))}
            >
              {chip}
            </button>
          ))}
        </div>
        {elsewhere && dataset.status !== 'pending' && (
          <DecidedElsewhereNote datasetId={dataset.id} mark={elsewhere} myId={myId} />
        )}
        {canDecide && dataset.status === 'pending' && (
          <div className={classes.actions}>
            <button
              type="button"
              className={`${classes.action} ${classes.accept}`}
              onClick={stop(onAccept)}
              disabled={busy}
              aria-keyshortcuts={selected ? 'a' : undefined}
            >
              <IconCheck size={14} aria-hidden="true" /> Accept
              {selected && (
                <span className={classes.kbd} aria-hidden="true">
                  a
                </span>
              )}
            </button>
            <button
              type="button"
              className={`${classes.action} ${classes.reject}`}
              onClick={stop(onReject)}
              disabled={busy}
              aria-keyshortcuts={selected ? 'r' : undefined}
            >
              <IconX size={14} aria-hidden="true" /> Reject
              {selected && (
                <span className={classes.kbd} aria-hidden="true">
                  r
                </span>
              )}
            </button>
          </div>
        )}
      </div>
    </article>
  )
})

import { IconArrowRight, IconBroadcast } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import type { DecidedElsewhere } from '../live/live-state.ts'
import { formatDateTime, statusLabels } from '../ui/format.ts'
import classes from './dataset-card.module.css'
import { decisionQuery } from './decision-query.ts'

/** "Accepted elsewhere by Ada Lovelace", from the decision record once it has been read. */
export function elsewhereSentence(
  mark: DecidedElsewhere,
  by: { kind: string; id: string; name: string } | null | undefined,
  myId: string,
): string {
  const what =
    mark.status === 'accepted' || mark.status === 'rejected' || mark.status === 'superseded'
      ? `${statusLabels[mark.status]} elsewhere`
      : `Moved to ${statusLabels[mark.status] ?? mark.status} elsewhere`
  const who = !by ? '' : by.kind === 'user' && by.id === myId ? ' by you' : ` by ${by.name}`
  return `${what}${who}`
}

/**
 * In place of a card's Accept and Reject, the same height: what happened to the dataset outside
 * this tab, by whom, and for a superseded one a link to its new version.
 */
export function DecidedElsewhereNote({
  datasetId,
  mark,
  myId,
}: {
  datasetId: string
  mark: DecidedElsewhere
  myId: string
}) {
  const decision = useQuery({ ...decisionQuery(datasetId), enabled: mark.status !== 'superseded' })
  const sentence = elsewhereSentence(mark, decision.data?.decided_by, myId)
  const title = [sentence, formatDateTime(mark.at), mark.reason].filter(Boolean).join(' · ')
  return (
    <p className={classes.elsewhere} data-status={mark.status} title={title}>
      <IconBroadcast size={14} aria-hidden="true" />
      <span className={classes.elsewhereText}>
        {sentence}
        {mark.reason && mark.status === 'rejected' ? ` — “${mark.reason}”` : ''}
      </span>
      {mark.replacedBy && (
        <Link
          to={`/datasets/${mark.replacedBy}`}
          className={classes.elsewhereLink}
          onClick={(e) => e.stopPropagation()}
        >
          New version <IconArrowRight size={12} aria-hidden="true" />
        </Link>
      )}
    </p>
  )
}

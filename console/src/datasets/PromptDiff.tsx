import { Text } from '@mantine/core'
import { diffWords } from 'diff'

/**
 * One side of a prompt comparison: the words this side lacks (`side="before"`, struck through)
 * or adds (`side="after"`, marked) relative to the other version.
 */
export function PromptDiff({
  before,
  after,
  side,
}: {
  before: string
  after: string
  side: 'before' | 'after'
}) {
  const parts = diffWords(before, after)
  return (
    <Text fz="sm" style={{ whiteSpace: 'pre-wrap', lineHeight: 1.6 }}>
      {parts.map((part, i) => {
        const key = `${i}-${part.value}`
        if (part.added)
          return side === 'after' ? (
            <ins key={key} className="diff-added">
              {part.value}
            </ins>
          ) : null
        if (part.removed)
          return side === 'before' ? (
            <del key={key} className="diff-removed">
              {part.value}
            </del>
          ) : null
        return <span key={key}>{part.value}</span>
      })}
    </Text>
  )
}

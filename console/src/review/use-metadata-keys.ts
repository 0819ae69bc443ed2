import { must } from '@hangar/client'
import { useQuery } from '@tanstack/react-query'
import { hangar } from '../api/hangar.ts'
import { queryKeys } from '../api/query-keys.ts'

/** `key:value` suggestions from the organization's own metadata, most frequent values first. */
export function useMetadataSuggestions(): string[] {
  const keys = useQuery({
    queryKey: queryKeys.metadataKeys,
    queryFn: () => must(hangar.GET('/datasets/metadata-keys', {})),
    staleTime: 5 * 60_000,
  })
  return (keys.data?.keys ?? []).flatMap((k) => k.values.map((v) => `${k.key}:${v.value}`))
}

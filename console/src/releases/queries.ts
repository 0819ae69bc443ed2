import { must, type ResponseBody } from '@hangar/client'
import { useQuery } from '@tanstack/react-query'
import { hangar } from '../api/hangar.ts'
import { queryKeys } from '../api/query-keys.ts'

export type ReleaseList = ResponseBody<'/releases', 'get'>
export type ReleaseSummary = ReleaseList['releases'][number]
export type ValidationResult = ResponseBody<'/releases/validate', 'post'>
export const PROGRAMS = ['software', 'workflow', 'professional-work'] as const

export function useReleases() {
  return useQuery({
    queryKey: queryKeys.releases,
    queryFn: () => must(hangar.GET('/releases', { params: { query: { limit: 100, offset: 0 } } })),
  })
}

export function useAcceptedDatasets() {
  const query = { status: 'accepted' as const, limit: 200, offset: 0 }
  return useQuery({
    queryKey: queryKeys.datasetList(query),
    queryFn: () => must(hangar.GET('/datasets', { params: { query } })),
  })
}

/** Saves a release's manifest as a file, the way the CLI's `release fetch` writes it. */
export async function downloadManifest(id: string): Promise<void> {
  const manifest = await must(
    hangar.GET('/releases/{release_id}/manifest', { params: { path: { release_id: id } } }),
  )
  const blob = new Blob([`${JSON.stringify(manifest, null, 2)}\n`], { type: 'application/json' })
  const url = URL.createObjectURL(blob)
  const a = document.createElement('a')
  a.href = url
  a.download = `release-${id}.manifest.json`
  a.click()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

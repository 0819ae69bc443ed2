import { must, type ResponseBody } from '@hangar/client'
import { queryOptions } from '@tanstack/react-query'
import { hangar } from '../api/hangar.ts'
import { queryKeys } from '../api/query-keys.ts'

export type MechaSummary = ResponseBody<'/mechas', 'get'>['mechas'][number]
export type MechaStatus = ResponseBody<'/mecha/diagnostic/status', 'get'>
export type MechaWorld = ResponseBody<'/mecha/world', 'get'>

/** The fleet, re-read every 2 s: state, battery and lease change without anyone clicking. */
export const fleetQuery = queryOptions({
  queryKey: queryKeys.mechas,
  queryFn: () => must(hangar.GET('/mechas', {})),
  refetchInterval: 2000,
})

export const mechaStatusQuery = (mechaId: string) =>
  queryOptions({
    queryKey: queryKeys.mechaStatus(mechaId),
    queryFn: () => must(hangar.GET('/mecha/diagnostic/status', { params: { query: { mecha_id: mechaId } } })),
  })

export const mechaWorldQuery = (mechaId: string) =>
  queryOptions({
    queryKey: queryKeys.mechaWorld(mechaId),
    queryFn: () => must(hangar.GET('/mecha/world', { params: { query: { mecha_id: mechaId } } })),
    staleTime: Number.POSITIVE_INFINITY,
  })

export async function wsTicket(): Promise<string> {
  return (await must(hangar.POST('/mecha/ws/ticket', {}))).ticket
}

import type { paths } from './generated/hangar-api.ts'

type JsonOf<R> = R extends { content: { 'application/json': infer T } } ? T : never
type Responses<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends { responses: infer R }
  ? R
  : never

/** The JSON body of a path's successful answer (200 or 201), e.g. `ResponseBody<'/datasets', 'get'>`. */
export type ResponseBody<P extends keyof paths, M extends keyof paths[P]> = JsonOf<
  Responses<P, M>[Extract<keyof Responses<P, M>, 200 | 201>]
>

/** The JSON request body of a path, e.g. `RequestBody<'/releases', 'post'>`. */
export type RequestBody<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends {
  requestBody?: { content: { 'application/json': infer T } }
}
  ? T
  : never

/** The query parameters of a path. */
export type QueryOf<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends {
  parameters: { query?: infer Q }
}
  ? NonNullable<Q>
  : never

/** An error answer of the service: its status and its `detail` sentence. */
export class HangarApiError extends Error {
  override name = 'HangarApiError'
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(detail)
  }
}

interface FetchResult<T> {
  data?: T
  error?: unknown
  response: Response
}

function detailOf(error: unknown, response: Response): string {
  if (error && typeof error === 'object' && 'detail' in error && typeof error.detail === 'string')
    return error.detail
  if (typeof error === 'string' && error.trim() !== '') return error
  return `The service answered ${response.status} ${response.statusText}`.trim()
}

/**
 * The data of a successful call, or a HangarApiError carrying the service's sentence; a failure to
 * reach the service at all becomes status 0 with a sentence a person can act on.
 */
export async function must<T>(call: Promise<FetchResult<T>>): Promise<T> {
  let result: FetchResult<T>
  try {
    result = await call
  } catch (err) {
    if ((err as Error)?.name === 'AbortError') throw err
    throw new HangarApiError(0, 'Could not reach the service; check the connection and try again')
  }
  const { data, error, response } = result
  if (!response.ok) {
    const retryAfter = Number(response.headers.get('retry-after'))
    throw new HangarApiError(
      response.status,
      detailOf(error, response),
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
    )
  }
  return data as T
}

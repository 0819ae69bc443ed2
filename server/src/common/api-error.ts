/**
 * An error the API answers with a specific status and a `{detail}` body.
 * Domain modules throw these (or subclasses); the error handler turns them into responses.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(detail)
    this.name = 'ApiError'
  }
}

export const badRequest = (detail: string) => new ApiError(400, detail)
export const unauthorized = (detail = 'Missing or invalid API key') => new ApiError(401, detail)
export const forbidden = (detail: string) => new ApiError(403, detail)
export const notFound = (detail: string) => new ApiError(404, detail)
export const conflict = (detail: string) => new ApiError(409, detail)
export const unprocessable = (detail: string) => new ApiError(422, detail)

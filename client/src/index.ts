export { createHangarClient, type HangarClient, type HangarClientOptions } from './client.ts'
export { HangarApiError, must } from './errors.ts'
export {
  type EventType,
  type FeedPage,
  type FollowOptions,
  followEvents,
  type HangarEvent,
} from './event-feed.ts'
export type { components, operations, paths } from './generated/hangar-api.ts'
export { backoffDelayMs, isRetryable, parseRetryAfter, type RetryInfo, type RetryOptions } from './retry.ts'
export type { QueryOf, RequestBody, ResponseBody } from './types.ts'
export { type VerifyOptions, verifyWebhook, WebhookVerificationError } from './webhook-signature.ts'

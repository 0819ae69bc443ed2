import {
  CheckParamsSchema,
  OrgCheckChangeSchema,
  OrgCheckListSchema,
  OrgCheckSchema,
} from '../../checks/check-settings.schema.ts'
import {
  AUTO_REJECT_MIN_DATASETS,
  AUTO_REJECT_PRECISION,
  MAX_RERUN_DATASETS,
} from '../../checks/check-settings.service.ts'
import { CALLER_SECURITY, errorResponses } from '../../common/schemas.ts'
import { callerOf } from '../../plugins/auth.ts'
import type { RouteApp } from '../route-app.ts'

/** The organization's settings of its checks (docs/checks.md#settings-per-organization). */
export default async function orgCheckRoutes(app: RouteApp) {
  const settings = app.services.checkSettings
  const common = { tags: ['org'], security: CALLER_SECURITY }

  app.get(
    '/org/checks',
    {
      schema: {
        ...common,
        operationId: 'listOrgChecks',
        summary: "The checks datasets get, with the organization's settings and each one's precision",
        description:
          'Any caller of the organization. Per check: on or off, its thresholds in effect and their defaults, ' +
          'whether it may reject by itself, and its precision at this version: its warnings and errors ' +
          'confirmed and dismissed, the datasets where any was decided, and those rejected.',
        response: { 200: OrgCheckListSchema, ...errorResponses(401, 429) },
      },
    },
    async (req) => ({ checks: await settings.list(callerOf(req)) }),
  )

  app.put(
    '/org/checks/:check_id',
    {
      schema: {
        ...common,
        operationId: 'updateOrgCheck',
        summary: "Change a check's settings for the organization: on or off, thresholds, auto_reject",
        description:
          'An owner signed in, or an API key. Fields left out stay as they are. A change of `enabled` or of ' +
          'the thresholds in effect runs the checks again on the organization’s pending datasets whose checks ' +
          `ran or are queued (the newest ${MAX_RERUN_DATASETS.toLocaleString('en-US')} at most), queued in the ` +
          'same transaction. 404 for an unknown check; 422 for a threshold the check has not, or out of its ' +
          `bounds, and for \`auto_reject: true\` unless its precision is at least ${AUTO_REJECT_PRECISION} over ` +
          `at least ${AUTO_REJECT_MIN_DATASETS} decided datasets.`,
        params: CheckParamsSchema,
        body: OrgCheckChangeSchema,
        response: { 200: OrgCheckSchema, ...errorResponses(400, 401, 403, 404, 413, 415, 422, 429) },
      },
    },
    async (req) => settings.update(callerOf(req), req.params.check_id, req.body),
  )
}

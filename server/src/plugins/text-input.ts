import type { FastifyInstance, FastifyRequest } from 'fastify'
import { InvalidInputError } from '../common/errors.ts'
import { unstorableTextAt, unstorableTextDetail } from '../common/unstorable-text.ts'

/**
 * Every text input — JSON body, query string, path parameters — is checked before validation
 * (422). Query parameters a route does not declare are ignored, like everywhere else. A route
 * that parses its body itself (`POST /releases/validate`) runs the same check on what it parsed;
 * every route is held to it by text-input.test.ts.
 */
export function installTextInputCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (req: FastifyRequest) => {
    const declared = (req.routeOptions.schema?.querystring as { properties?: object } | undefined)?.properties
    const query = Object.fromEntries(
      Object.entries((req.query ?? {}) as object).filter(([k]) => declared && Object.hasOwn(declared, k)),
    )
    for (const [where, value] of [
      ['params', req.params],
      ['querystring', query],
      ['body', req.body],
    ] as const) {
      const at = unstorableTextAt(value, where)
      if (at) throw new InvalidInputError(unstorableTextDetail(at))
    }
  })
}

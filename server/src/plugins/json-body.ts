import type { FastifyInstance } from 'fastify'

/**
 * JSON bodies as Fastify parses them (prototype-poisoning protection included), except that an
 * empty body with a JSON Content-Type counts as no body: clients often send the header on a
 * body-less POST such as initialize. Where a body is required, its schema then answers.
 */
export function installJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  // Only JSON where JSON is required: a text/plain body answers 415, not 422 or 200.
  app.removeContentTypeParser('text/plain')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = body.toString()
    if (text.trim() === '') return done(null, undefined)
    parse(req, text, done)
  })
}

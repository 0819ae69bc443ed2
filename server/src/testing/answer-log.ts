import type { FastifyInstance } from 'fastify'
import { type Document, DocumentChecker } from './openapi-check.ts'

interface Answer {
  method: string
  path: string
  res: { statusCode: number; headers: Record<string, unknown>; body: string }
}

/**
 * Every test app serves the same document: its checker (and what it compiled) is made once. Apps
 * with the same routes and settings serve the very same object (plugins/openapi.ts), found by
 * identity; another object with the same content, by its text.
 */
const checkers = new Map<string, DocumentChecker>()
const checkersByDocument = new WeakMap<Document, DocumentChecker>()

function checkerFor(doc: Document): DocumentChecker {
  let checker = checkersByDocument.get(doc)
  if (checker) return checker
  const key = JSON.stringify(doc)
  checker = checkers.get(key)
  if (!checker) {
    checker = new DocumentChecker(doc)
    checkers.set(key, checker)
  }
  checkersByDocument.set(doc, checker)
  return checker
}

/**
 * Records what every route answers during a test, to hold it against the OpenAPI document
 * afterwards: every status of every operation the suites produce is then one the document
 * declares, with a body its schema accepts. Routes outside the document (hidden ones, the
 * console) and answers that are not text (files) are left out.
 */
export class AnswerLog {
  private readonly answers: Answer[] = []

  observe(app: FastifyInstance): void {
    app.addHook('onSend', async (req, reply, payload) => {
      const url = req.routeOptions.url
      if (url && (typeof payload === 'string' || payload == null) && !req.routeOptions.schema?.hide) {
        this.answers.push({
          method: req.method.toLowerCase(),
          path: url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{path}'),
          res: { statusCode: reply.statusCode, headers: reply.getHeaders(), body: payload ?? '' },
        })
      }
      return payload
    })
  }

  problems(app: FastifyInstance): string[] {
    if (this.answers.length === 0) return []
    const checker = checkerFor(app.swagger() as unknown as Document)
    const found = new Set<string>()
    for (const a of this.answers) {
      if (!checker.doc.paths[a.path]) continue
      for (const p of checker.check(a.method, a.path, a.res)) found.add(p.slice(0, 400))
    }
    return [...found]
  }
}

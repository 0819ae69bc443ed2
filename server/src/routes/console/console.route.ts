import { readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import type { FastifyReply } from 'fastify'
import type { RouteApp } from '../route-app.ts'
import { PackedAssets, packedType, preferredEncoding } from './packed-assets.ts'

/** Where `npm install` builds the console (vite, base /console/). */
export const DEFAULT_CONSOLE_DIR = join(import.meta.dirname, '..', '..', '..', '..', 'console', 'dist')

/** A path inside the build: plain segments only, so nothing outside the folder can be named. */
const SAFE_PATH = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/

/**
 * The console's security headers: scripts only from the service itself, no framing, no referrer
 * to other sites. Styles may be inline (the component library sets style attributes); pictures
 * come from the service or from where signed links point (PUBLIC_BASE_URL).
 */
export function consoleSecurityHeaders(publicBaseUrl: string, https: boolean): Record<string, string> {
  const origin = new URL(publicBaseUrl).origin
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${origin}`,
    `media-src 'self' blob: ${origin}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
  return {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'same-origin',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    ...(https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  }
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile()
  } catch {
    return false
  }
}

/**
 * The web console under /console/ (docs/web-console.md): built files as they are (hashed assets
 * cached for a year), every other /console/ path answers index.html so the single-page app
 * routes it; `GET /` goes to the console. Not rate limited: a page load fetches a dozen files,
 * and each is a static file, not an API call.
 */
export default async function consoleRoutes(app: RouteApp, opts: { dir?: string }) {
  const dir = opts.dir ?? DEFAULT_CONSOLE_DIR
  const headers = consoleSecurityHeaders(
    app.config.publicBaseUrl,
    app.config.publicBaseUrl.startsWith('https:'),
  )
  const index = join(dir, 'index.html')
  const packed = new PackedAssets(dir)

  const sendIndex = async (reply: FastifyReply) => {
    let html: Buffer
    try {
      html = await readFile(index)
    } catch {
      return reply.code(503).send({
        detail: 'The console is not built: run `npm install` (or `npm run build -w console`) and restart',
      })
    }
    return reply
      .headers(headers)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html)
  }

  const routeOptions = { schema: { hide: true }, config: { rateLimit: false as const } }
  app.get('/', routeOptions, async (_req, reply) => reply.redirect('/console/', 302))
  app.get('/console', routeOptions, async (_req, reply) => reply.redirect('/console/', 302))
  app.get<{ Params: { '*': string } }>('/console/*', routeOptions, async (req, reply) => {
    const path = req.params['*']
    if (path !== '' && SAFE_PATH.test(path) && path !== 'index.html' && (await isFile(join(dir, path)))) {
      reply.headers(headers)
      const hashed = path.startsWith('assets/')
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600')
      const type = hashed ? packedType(path) : undefined
      if (type) {
        const encoding = preferredEncoding(req.headers['accept-encoding'])
        const body = await packed.get(path, encoding)
        reply.type(type).header('vary', 'accept-encoding')
        if (encoding !== 'identity') reply.header('content-encoding', encoding)
        return reply.send(body)
      }
      return reply.sendFile(path, dir, { cacheControl: false })
    }
    // A missing built asset is a real 404 (a stale page asking for an old chunk), not the app.
    if (path.startsWith('assets/')) return reply.code(404).send({ detail: 'No such console asset' })
    return sendIndex(reply)
  })
}

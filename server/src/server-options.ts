import { randomUUID } from 'node:crypto'
import { type Server, STATUS_CODES } from 'node:http'
import type { Duplex } from 'node:stream'
import type { FastifyHttpOptions, FastifyReply, FastifyRequest } from 'fastify'
import type { Config } from './config.ts'

/** The Fastify options shared by the real server and the tests. */
export function serverOptions(config: Config): FastifyHttpOptions<Server> {
  return {
    logger: {
      level: config.logLevel,
      // Keys, cookies and tokens never reach a log line, whatever the level (docs/deployment.md#logs).
      redact: {
        paths: [
          'req.headers["service-api-key"]',
          'req.headers["service-admin-key"]',
          'req.headers.authorization',
          'req.headers.cookie',
          'req.headers["x-csrf-token"]',
          // It opens its stored answer (docs/idempotency.md#what-the-database-holds).
          'req.headers["idempotency-key"]',
          'res.headers["set-cookie"]',
        ],
        censor: REDACTED,
      },
      // Whatever a line says (an error's message, a broker's address), the last step before it
      // is written takes out what has the form of a credential in a URL.
      hooks: { streamWrite: redactLine },
      // Request lines without the secrets URLs carry: an invitation's token in the path, a signed
      // link's signature, a WebSocket ticket (each grants access until it expires or is used).
      serializers: {
        req: (req: FastifyRequest) => ({
          method: req.method,
          url: redactUrl(req.url),
          host: req.host,
          remoteAddress: req.ip,
          remotePort: req.socket?.remotePort,
        }),
      },
    },
    bodyLimit: config.bodyLimit,
    // Slow clients (slowloris): a socket idle this long is closed, headers and a whole request
    // must arrive within their limits (408), and an idle keep-alive connection ends.
    connectionTimeout: config.timeouts.connectionMs,
    requestTimeout: config.timeouts.requestMs,
    keepAliveTimeout: config.timeouts.keepAliveMs,
    http: {
      headersTimeout: config.timeouts.headersMs,
      // Node checks header and request deadlines on this interval (30 s by default).
      connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(config.timeouts.headersMs / 4))),
    },
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    // X-Forwarded-For names the client only when it comes from a configured proxy (TRUST_PROXY);
    // trusted from anyone, a rotated header would escape every per-address limit.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    routerOptions: { maxParamLength: 512 },
    // Errors Fastify answers before any route runs speak the API's one error shape too.
    frameworkErrors: (err, _req, reply: FastifyReply) => {
      const status = err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : (err.statusCode ?? 400)
      const detail =
        status === 414
          ? 'URL is too long: a path segment is over 512 characters'
          : err.code === 'FST_ERR_BAD_URL'
            ? 'URL is malformed: it has an invalid percent-encoding'
            : err.message
      reply.code(status).send({ detail })
    },
    clientErrorHandler: answerClientError,
  }
}

export const REDACTED = '[redacted]'

/**
 * What every secret Hangar makes looks like — session and invitation tokens, CSRF tokens, API
 * keys, WebSocket tickets, link signatures, broker passwords: 32 or more characters of the
 * base64url alphabet (hex included). Ids are UUIDs, which are not secret and stay readable.
 */
const SECRET_SHAPED = /^[A-Za-z0-9_-]{32,}$/
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
/** Query parameters whose value is a credential by name, whatever its form (`X-Amz-Signature` too). */
const SECRET_NAME = /(?:^|[_-])(?:signature|sig|ticket|token|key|secret|password|passwd|credential)s?$/i

const looksSecret = (text: string): boolean => SECRET_SHAPED.test(text) && !UUID.test(text)

function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '))
  } catch {
    return text
  }
}

/**
 * A request URL fit for a log line: secrets are recognized as a class, not route by route —
 * every path segment and query value shaped like a secret, and the value of every query
 * parameter named like one, become `[redacted]`.
 * `/auth/invitations/<token>/accept` → `/auth/invitations/[redacted]/accept`;
 * `/files/a.csv?expires=1&signature=abc` → `/files/a.csv?expires=1&signature=[redacted]`.
 */
export function redactUrl(url: string): string {
  const hash = url.indexOf('#')
  const fragment = hash === -1 ? '' : url.slice(hash)
  const rest = hash === -1 ? url : url.slice(0, hash)
  const q = rest.indexOf('?')
  const path = (q === -1 ? rest : rest.slice(0, q))
    .split('/')
    .map((segment) => (looksSecret(decoded(segment)) ? REDACTED : segment))
    .join('/')
  if (q === -1) return path + fragment
  const query = rest
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=')
      if (eq === -1) return looksSecret(decoded(pair)) ? REDACTED : pair
      const name = pair.slice(0, eq)
      return SECRET_NAME.test(decoded(name)) || looksSecret(decoded(pair.slice(eq + 1)))
        ? `${name}=${REDACTED}`
        : pair
    })
    .join('&')
  return `${path}?${query}${fragment}`
}

/** `scheme://user:password@` in any text (a broker's or a database's address). */
const URL_PASSWORD = /(\b[a-z][a-z0-9+.-]*:\/\/[^\s/:@"]*:)[^\s/@"]+@/gi
/** A credential named in a query string anywhere in a line. */
const SECRET_QUERY_VALUE =
  /([?&](?:[A-Za-z0-9-]*[_-])?(?:signature|sig|ticket|token|key|secret|password|passwd|credential)s?=)[^&#\s"]+/gi

/** The last pass over a serialized log line: credentials in URLs, wherever they appear. */
export function redactLine(line: string): string {
  return line.replace(URL_PASSWORD, `$1${REDACTED}@`).replace(SECRET_QUERY_VALUE, `$1${REDACTED}`)
}

/** A hop count as Fastify takes it: the `hops` addresses nearest the server are proxies. */
function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops
}

const CLIENT_ERRORS: Record<string, [number, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request took too long to arrive'],
  HPE_HEADER_OVERFLOW: [431, 'Request headers (URL included) are too large'],
  HPE_URI_TOO_LONG: [414, 'URL is too long'],
}

/**
 * A request Node's HTTP parser refuses before Fastify sees it (headers too large, malformed,
 * too slow) still answers `{"detail": …}`, then the connection closes.
 */
function answerClientError(err: NodeJS.ErrnoException, socket: Duplex): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return
  const [status, detail] = CLIENT_ERRORS[err.code ?? ''] ?? [400, 'Malformed HTTP request']
  const body = JSON.stringify({ detail })
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    )
  socket.destroy(err)
}

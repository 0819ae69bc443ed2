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
      // Keys never reach a log line, whatever the level.
      redact: {
        paths: [
          'req.headers["service-api-key"]',
          'req.headers["service-admin-key"]',
          'req.headers.authorization',
        ],
        censor: '[redacted]',
      },
      // Request lines without the secrets some URLs carry: a signed link's signature, a
      // WebSocket ticket (each grants access until it expires or is used).
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

const SECRET_PARAMS = /([?&](?:signature|ticket)=)[^&#]*/gi

/** `/files/a.csv?expires=1&signature=abc` → `/files/a.csv?expires=1&signature=[redacted]`. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]')
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

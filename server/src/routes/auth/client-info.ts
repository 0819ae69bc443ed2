import type { FastifyRequest } from 'fastify'
import type { ClientInfo } from '../../auth/session.service.ts'

/** Where a request comes from, kept with the session it opens. */
export function clientInfo(req: FastifyRequest): ClientInfo {
  const ua = req.headers['user-agent']
  return { ip: req.ip, userAgent: typeof ua === 'string' ? ua : undefined }
}

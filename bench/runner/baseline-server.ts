/**
 * The baseline: a bare Fastify app, one route returning a constant JSON object with a
 * response schema (so it uses the same fast serializer as the service). No logger, no hooks.
 * Started by bench/run.ts with PORT set.
 */
import Fastify from 'fastify'

const app = Fastify({ logger: false })
app.get(
  '/',
  {
    schema: {
      response: {
        200: {
          type: 'object',
          properties: {
            status: { type: 'string' },
            service: { type: 'string' },
            version: { type: 'integer' },
          },
        },
      },
    },
  },
  async () => ({ status: 'ok', service: 'baseline', version: 1 }),
)

const close = async () => {
  await app.close()
  process.exit(0)
}
process.on('SIGTERM', () => void close())
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' })

import fastJson from 'fast-json-stringify'
import type { FastifyInstance } from 'fastify'

type Serializer = (data: unknown) => string

/**
 * Response serializers by schema, kept for the life of the process (as the validators are,
 * plugins/validation.ts): generating them was the largest part of building the app, which the
 * tests do once per test. The same compiler Fastify uses by default, fast-json-stringify; the
 * app adds no shared schemas, so a schema needs nothing but itself.
 */
const serializers = new Map<string, Serializer>()

function serializerFor(schema: unknown): Serializer {
  const key = JSON.stringify(schema)
  let serialize = serializers.get(key)
  if (!serialize) {
    serialize = fastJson(schema as Parameters<typeof fastJson>[0]) as Serializer
    serializers.set(key, serialize)
  }
  return serialize
}

export function installSerializers(app: FastifyInstance): void {
  app.setSerializerCompiler(({ schema }) => serializerFor(schema))
}

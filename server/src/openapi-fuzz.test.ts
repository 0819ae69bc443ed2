import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { test } from 'node:test'
import fc from 'fast-check'
import { createDataset } from './testing/fixtures.ts'
import { DocumentChecker, type OperationSpec } from './testing/openapi-check.ts'
import { hostileText, type JsonSchema, valueFor } from './testing/schema-arbitrary.ts'
import { ADMIN_KEY, buildTestApp } from './testing/test-app.ts'

/** Fixed, so a failure here fails the same way on every machine; FUZZ_RUNS/FUZZ_SEED for more (bench/). */
const SEED = Number(process.env['FUZZ_SEED'] ?? 20261126)
/**
 * About fifty requests per operation: 10,000 took 31 s of the suite's six minutes (28 Nov), and
 * `npm run bench:fuzz` sends 200,000 when a change calls for more.
 */
const RUNS = Number(process.env['FUZZ_RUNS'] ?? 4_000)

/** Percent-encodes any text, lone surrogates included (as U+FFFD, like a browser would). */
const encode = (text: string) =>
  [...new TextEncoder().encode(text)]
    .map((b) =>
      /[A-Za-z0-9_.~-]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).padStart(2, '0')}`,
    )
    .join('')

interface Generated {
  method: string
  path: string
  url: string
  headers: Record<string, string>
  payload?: string
}

test(`${RUNS} requests generated from the OpenAPI document: no 5xx, {detail} errors, documented statuses and bodies`, async (t) => {
  const { app, org, other } = await buildTestApp(t, {
    env: { RATE_LIMIT_MAX: '100000000', RATE_LIMIT_ANON_MAX: '100000000' },
  })
  const checker = new DocumentChecker((await app.inject({ url: '/openapi.json' })).json())
  const datasets = [
    await createDataset(app, org.id),
    await createDataset(app, org.id, { status: 'accepted' }),
    await createDataset(app, other.id),
  ]
  // Real ids reach the code behind the 404s; organizations and keys stay out of the pool, so a
  // generated DELETE cannot take the fuzzer's own key away.
  const id = fc.oneof(fc.constantFrom(...datasets.map((d) => d.id)), fc.constant(randomUUID()), fc.uuid())
  const auth = fc.constantFrom<Record<string, string>>(
    { 'service-api-key': org.key },
    { 'service-api-key': other.key },
    { 'service-admin-key': ADMIN_KEY },
    {},
    { 'service-api-key': 'hgr_not-a-key' },
  )

  const request = (method: string, path: string, op: OperationSpec): fc.Arbitrary<Generated> => {
    const params = op.parameters ?? []
    const pathParams = params.filter((p) => p.in === 'path')
    const queryParams = params.filter((p) => p.in === 'query')
    const bodySchema = op.requestBody?.content?.['application/json']?.schema as JsonSchema | undefined
    const body: fc.Arbitrary<{ type?: string; payload?: string }> = op.requestBody
      ? fc.oneof(
          {
            weight: 8,
            arbitrary: valueFor(bodySchema).map((v) => ({
              type: 'application/json',
              payload: JSON.stringify(v),
            })),
          },
          { weight: 1, arbitrary: hostileText.map((s) => ({ type: 'application/json', payload: s })) },
          { weight: 1, arbitrary: hostileText.map((s) => ({ type: 'text/plain', payload: s })) },
          { weight: 1, arbitrary: fc.constant({}) },
        )
      : fc.oneof(
          { weight: 9, arbitrary: fc.constant({}) },
          { weight: 1, arbitrary: fc.constant({ type: 'application/json', payload: '{}' }) },
        )
    return fc
      .record({
        path: fc.tuple(
          ...pathParams.map(() =>
            fc.oneof({ weight: 4, arbitrary: id }, { weight: 1, arbitrary: hostileText }),
          ),
        ),
        query: fc.tuple(
          ...queryParams.map((p) =>
            fc.option(
              valueFor(p.schema as JsonSchema).map((v) => (Array.isArray(v) ? v : [v])),
              { nil: undefined },
            ),
          ),
        ),
        extra: fc.option(fc.tuple(hostileText, hostileText), { nil: undefined }),
        auth,
        body,
      })
      .map(({ path: values, query, extra, auth, body }) => {
        let url = path
        pathParams.forEach((p, i) => {
          url = url.replace(
            `{${p.name}}`,
            p.name === 'path' ? `test/${encode(String(values[i]))}` : encode(String(values[i])),
          )
        })
        const pairs: string[] = []
        queryParams.forEach((p, i) => {
          for (const v of query[i] ?? [])
            pairs.push(`${encode(p.name)}=${encode(typeof v === 'string' ? v : JSON.stringify(v))}`)
        })
        if (extra) pairs.push(`${encode(extra[0])}=${encode(extra[1])}`)
        if (pairs.length) url += `?${pairs.join('&')}`
        const headers = { ...auth, ...(body.type ? { 'content-type': body.type } : {}) }
        return {
          method,
          path,
          url,
          headers,
          ...(body.payload !== undefined ? { payload: body.payload } : {}),
        }
      })
  }

  // The WebSocket route needs an upgrade: it has its own suites.
  const operations = checker.operations().filter(([, path]) => path !== '/mecha/ws')
  let sent = 0
  const outcome = await fc.check(
    fc.asyncProperty(
      fc.constantFrom(...operations).chain(([m, p, op]) => request(m, p, op)),
      async (r) => {
        const res = await app.inject({
          method: r.method.toUpperCase() as 'GET',
          url: r.url,
          headers: r.headers,
          ...(r.payload !== undefined ? { payload: r.payload } : {}),
        })
        sent++
        const what = `${r.method.toUpperCase()} ${r.url.slice(0, 300)} ${JSON.stringify(r.headers)} ${r.payload?.slice(0, 200) ?? ''}`
        assert.ok(res.statusCode < 500, `${what} → ${res.statusCode} ${res.body.slice(0, 300)}`)
        if (res.statusCode >= 400 && r.method !== 'head') {
          const body = res.json()
          assert.equal(typeof body.detail, 'string', `${what} → ${res.body.slice(0, 300)}`)
        }
        const problems = checker.check(r.method, r.path, res).map((p) => p.slice(0, 500))
        assert.deepEqual(problems, [], what)
      },
    ),
    { numRuns: RUNS, seed: SEED, endOnFailure: true },
  )
  assert.ok(
    !outcome.failed,
    `after ${sent} requests: ${(outcome.errorInstance as Error | undefined)?.message}`,
  )
  assert.equal(sent, RUNS)
  assert.deepEqual((await app.inject({ url: '/healthz' })).json(), { status: 'ok' })
})

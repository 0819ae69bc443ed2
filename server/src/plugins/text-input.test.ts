import assert from 'node:assert/strict'
import { Readable } from 'node:stream'
import { describe, test } from 'node:test'
import { unstorableTextAt } from '../common/unstorable-text.ts'
import { createDataset, keyHeader } from '../testing/fixtures.ts'
import type { Document } from '../testing/openapi-check.ts'
import { addPerson } from '../testing/people-fixtures.ts'
import { credentialsFor, operationsOf, type Schema, urlFor } from '../testing/route-rules.ts'
import { ADMIN_KEY, buildTestApp } from '../testing/test-app.ts'

const HOSTILE = { nul: 'before\u0000after', high: 'x\uD800y', low: '\uDC00', reversed: '\uDC00\uD800' }

describe('text no database can store', () => {
  test('is found anywhere in a value: strings, nested, array items, property names', () => {
    for (const bad of Object.values(HOSTILE)) {
      assert.equal(unstorableTextAt(bad, 'body'), 'body')
      assert.equal(unstorableTextAt({ a: [1, { b: bad }] }, 'body'), 'body.a.1.b')
      assert.equal(unstorableTextAt({ [bad]: 1 }, 'body'), 'body (a property name)')
    }
    // An upload's body is a stream (with a socket inside, cycles and all): not looked into.
    assert.equal(unstorableTextAt(Readable.from(['a\u0000b']), 'body'), undefined)
    for (const fine of ['', 'plain', 'emoji 🤖 ok', '\uD83E\uDD16', 'tab\tand\nnewline', 'é'])
      assert.equal(unstorableTextAt({ fine, list: [fine] }, 'body'), undefined, JSON.stringify(fine))
  })

  test('answers 422 on every engine: a reject reason, metadata, a name, a query, a path', async (t) => {
    const { app, org } = await buildTestApp(t)
    const admin = { 'service-admin-key': ADMIN_KEY }
    for (const [name, bad] of Object.entries(HOSTILE)) {
      const d = await createDataset(app, org.id)
      const attempts = [
        {
          method: 'POST',
          url: `/datasets/${d.id}/reject`,
          headers: keyHeader(org.key),
          payload: { reason: bad },
        },
        { method: 'POST', url: '/admin/organizations', headers: admin, payload: { name: bad } },
        {
          method: 'POST',
          url: '/admin/datasets',
          headers: admin,
          payload: {
            organization_id: org.id,
            data_type: 'episode',
            name: 'n',
            link: 'test/x.bin',
            metadata: { note: bad },
          },
        },
      ] as const
      for (const a of attempts) {
        const res = await app.inject(a)
        assert.equal(res.statusCode, 422, `${name}: ${a.method} ${a.url} → ${res.statusCode} ${res.body}`)
        assert.match(
          res.json().detail,
          /control characters such as NUL, nor unpaired surrogates/,
          `${name}: ${a.url}`,
        )
      }
      // In a URL: NUL as %00 (422); a surrogate only as invalid UTF-8 bytes, which decode to
      // U+FFFD (storable) or fail to decode (400): never a 5xx.
      const inUrl = name === 'nul' ? 'a%00b' : '%ED%A0%80'
      for (const url of [
        `/datasets?metadata=k:${inUrl}`,
        `/datasets/dataset?id=${inUrl}`,
        `/datasets/${inUrl}/accept`,
      ]) {
        const res = await app.inject({
          method: url.endsWith('accept') ? 'POST' : 'GET',
          url,
          headers: keyHeader(org.key),
        })
        if (name === 'nul') assert.equal(res.statusCode, 422, `${url} → ${res.statusCode} ${res.body}`)
        else assert.ok(res.statusCode < 500, `${name}: ${url} → ${res.statusCode} ${res.body}`)
      }
      const after = await app.inject({ url: `/datasets/dataset?id=${d.id}`, headers: keyHeader(org.key) })
      assert.equal(after.json().status, 'pending', 'nothing was written')
    }
    const d = await createDataset(app, org.id)
    const ok = await app.inject({
      method: 'POST',
      url: `/datasets/${d.id}/reject`,
      headers: keyHeader(org.key),
      payload: { reason: 'blurry 🤖 frames' },
    })
    assert.equal(ok.statusCode, 200)
  })

  test('is refused by every route of the document, in each parameter and body field it takes', async (t) => {
    const { app, org } = await buildTestApp(t, {
      env: { RATE_LIMIT_MAX: '1000000', RATE_LIMIT_ANON_MAX: '1000000' },
    })
    const owner = await addPerson(app, org.id, 'owner')
    const callers = { apiKey: org.key, adminKey: ADMIN_KEY, session: owner.session.write }
    const doc = (await app.inject({ url: '/openapi.json' })).json() as Document
    const misses: string[] = []
    let tried = 0
    for (const { method, path, where, op } of operationsOf(doc)) {
      const params = op.parameters ?? []
      // NUL in a URL is %00; an unpaired surrogate cannot be written in one (see above).
      const attempts: { what: string; url: string; payload?: string }[] = [
        ...params
          .filter((p) => p.in === 'path')
          .map((p) => ({ what: `path ${p.name}`, url: urlFor(path, op, { [p.name]: 'a%00b' }) })),
        ...params
          .filter((p) => p.in === 'query')
          .map((p) => ({ what: `query ${p.name}`, url: `${urlFor(path, op)}?${p.name}=a%00b` })),
      ]
      const body = op.requestBody?.content?.['application/json']?.schema as Schema | undefined
      if (body)
        for (const [kind, text] of Object.entries(HOSTILE))
          for (const field of Object.keys(body.properties ?? { any: {} }))
            attempts.push({
              what: `body ${body.type === 'array' ? 'item' : field} (${kind})`,
              url: urlFor(path, op),
              payload: JSON.stringify(body.type === 'array' ? [text] : { [field]: text }),
            })
      for (const a of attempts) {
        tried++
        const res = await app.inject({
          method: method.toUpperCase() as 'GET',
          url: a.url,
          headers: { ...credentialsFor(op, callers), 'content-type': 'application/json' },
          ...(a.payload === undefined ? {} : { payload: a.payload }),
        })
        const refused =
          res.statusCode === 422 &&
          (method === 'head' || /control characters such as NUL, nor unpaired surrogates/.test(res.body))
        if (!refused) misses.push(`${where}, ${a.what} → ${res.statusCode} ${res.body.slice(0, 160)}`)
      }
    }
    assert.deepEqual(misses, [], 'routes that let text no database stores through')
    assert.ok(tried > 150, `only ${tried} attempts: the document's parameters were not found`)
  })
})

import assert from 'node:assert/strict'
import { once } from 'node:events'
import { createServer as createHttpServer } from 'node:http'
import { type AddressInfo, createServer as createTcpServer, type Socket } from 'node:net'
import { after, describe, test } from 'node:test'
import { closeSenderPools, senderPools, sendWebhook } from './webhook-sender.ts'

const allowed = { timeoutMs: 2000, allowPrivateNetworks: true }

describe('sending a webhook over kept-alive connections', () => {
  const pools = senderPools()
  after(() => closeSenderPools(pools))

  test('attempts to one receiver share a connection', async () => {
    let connections = 0
    const server = createHttpServer((_req, res) => res.end('ok'))
    server.on('connection', () => connections++)
    server.listen(0, '127.0.0.1')
    await once(server, 'listening')
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
    try {
      for (let i = 0; i < 5; i++) {
        const r = await sendWebhook(url, {}, `{"n":${i}}`, { ...allowed, pools })
        assert.equal(r.status, 200)
        assert.equal(r.body, 'ok')
      }
      assert.equal(connections, 1)
    } finally {
      server.closeAllConnections()
      server.close()
    }
  })

  test('a kept connection the receiver drops as it is reused: sent again on a new one', async () => {
    // Answers each connection's first request (keep-alive), then resets it at the second.
    const seen: string[] = []
    const server = createTcpServer((socket: Socket) => {
      let requests = 0
      socket.on('data', (chunk) => {
        seen.push(chunk.toString('latin1').split('\r\n\r\n')[1] ?? '')
        if (++requests === 1)
          socket.write('HTTP/1.1 204 No Content\r\nConnection: keep-alive\r\nKeep-Alive: timeout=30\r\n\r\n')
        else socket.resetAndDestroy()
      })
    })
    server.listen(0, '127.0.0.1')
    await once(server, 'listening')
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
    try {
      assert.equal((await sendWebhook(url, {}, 'first', { ...allowed, pools })).status, 204)
      const second = await sendWebhook(url, {}, 'second', { ...allowed, pools })
      assert.equal(second.status, 204, String(second.error))
      assert.deepEqual(seen, ['first', 'second', 'second'])
    } finally {
      server.close()
    }
  })

  test('a name resolving to a private address is refused on a new pooled connection', async () => {
    let reached = false
    const server = createHttpServer((_req, res) => {
      reached = true
      res.end()
    })
    server.listen(0, '127.0.0.1')
    await once(server, 'listening')
    try {
      const r = await sendWebhook(`http://localhost:${(server.address() as AddressInfo).port}/`, {}, '{}', {
        timeoutMs: 2000,
        allowPrivateNetworks: false,
        pools,
      })
      assert.equal(r.status, null)
      assert.match(String(r.error), /^localhost resolves to a non-public address/)
      // The addresses, for the service's log only.
      assert.equal(r.nonPublic?.hostname, 'localhost')
      assert.ok(r.nonPublic.addresses.some((a) => a === '127.0.0.1' || a === '::1'))
      assert.equal(reached, false)
    } finally {
      server.close()
    }
  })
})

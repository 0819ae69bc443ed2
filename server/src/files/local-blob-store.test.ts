import { buildTestApp } from '../testing/test-app.ts'
import { blobStoreContract } from './blob-store.contract.ts'

blobStoreContract('the local folder', async () => {
  const cleanups: (() => unknown)[] = []
  const { app } = await buildTestApp({ after: (fn: () => unknown) => cleanups.push(fn) })
  return {
    store: app.deps.blobs,
    // The local store's links are served by the service's own GET /files route.
    fetchLink: async (url, headers = {}) => {
      const u = new URL(url)
      const res = await app.inject({ url: u.pathname + u.search, headers })
      return { status: res.statusCode, body: res.rawPayload }
    },
    close: async () => {
      for (const fn of cleanups.reverse()) await fn()
    },
  }
})

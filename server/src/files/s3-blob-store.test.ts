import { startTestS3 } from '../testing/s3-server.ts'
import { blobStoreContract } from './blob-store.contract.ts'
import { S3BlobStore } from './s3-blob-store.ts'

// s3rver on a free port, or the real S3 named by S3_TEST_ENDPOINT (docs/testing.md#object-storage).
blobStoreContract(
  process.env.S3_TEST_ENDPOINT ? `S3 at ${process.env.S3_TEST_ENDPOINT}` : 'S3 (s3rver)',
  async () => {
    const s3 = await startTestS3()
    const store = await S3BlobStore.open(s3.settings)
    return {
      store,
      fetchLink: async (url, headers = {}) => {
        const res = await fetch(url, { headers })
        return { status: res.status, body: Buffer.from(await res.arrayBuffer()) }
      },
      close: async () => {
        await store.close()
        await s3.close()
      },
    }
  },
)

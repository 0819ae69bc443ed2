import assert from 'node:assert/strict'
import { test } from 'node:test'
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { getSignedUrl } from '@aws-sdk/s3-request-presigner'
import { verifyPresignedGet } from '../testing/sigv4-verifier.ts'
import { presignGetObject, type S3Location } from './s3-presign.ts'

const credentials = {
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
}
const at = new Date('2026-11-26T12:00:00.000Z')
const locations: S3Location[] = [
  {
    endpoint: 'https://s3.eu-west-1.amazonaws.com',
    bucket: 'hangar-files',
    region: 'eu-west-1',
    forcePathStyle: false,
  },
  { endpoint: 'http://127.0.0.1:9000', bucket: 'hangar', region: 'us-east-1', forcePathStyle: true },
]
const key = 'datasets/org 1/clip (1)+x.mp4'.replace(/[ ()+]/g, '_')

test('a presigned link verifies independently: signature, 3600 s, and nothing else', () => {
  for (const loc of locations) {
    const url = presignGetObject(loc, credentials, key, 3600, at)
    assert.match(url, /X-Amz-Expires=3600/)
    const ok = verifyPresignedGet(url, credentials, new Date(at.getTime() + 3599_000))
    assert.deepEqual(ok, { ok: true, expiresAt: new Date(at.getTime() + 3600_000), expiresIn: 3600 })
    // Past its hour the link is refused; so is any edit to what was signed.
    assert.deepEqual(verifyPresignedGet(url, credentials, new Date(at.getTime() + 3601_000)), {
      ok: false,
      reason: 'expired',
    })
    const edits = [
      url.replace('clip', 'clap'),
      url.replace('X-Amz-Expires=3600', 'X-Amz-Expires=7200'),
      url.replace(/X-Amz-Date=\d{8}T\d{6}Z/, 'X-Amz-Date=20261126T120500Z'),
      url.replace(
        loc.forcePathStyle ? '/hangar/' : 'hangar-files.',
        loc.forcePathStyle ? '/other/' : 'other.',
      ),
    ]
    for (const edited of edits) {
      assert.notEqual(edited, url)
      assert.deepEqual(
        verifyPresignedGet(edited, credentials, at),
        { ok: false, reason: 'signature' },
        edited,
      )
    }
    const wrongKey = { ...credentials, secretAccessKey: 'x'.repeat(40) }
    assert.deepEqual(verifyPresignedGet(url, wrongKey, at), { ok: false, reason: 'signature' })
  }
})

test('the service signs what the AWS SDK presigner signs, for the same time and credentials', async () => {
  for (const loc of locations) {
    const client = new S3Client({
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      region: loc.region,
      credentials,
      forcePathStyle: loc.forcePathStyle,
      ...(loc.endpoint.includes('amazonaws') ? {} : { endpoint: loc.endpoint }),
    })
    const sdk = await getSignedUrl(client, new GetObjectCommand({ Bucket: loc.bucket, Key: key }), {
      expiresIn: 3600,
      signingDate: at,
    })
    const ours = presignGetObject(loc, credentials, key, 3600, at)
    const params = (u: string) => Object.fromEntries(new URL(u).searchParams)
    assert.equal(new URL(ours).origin + new URL(ours).pathname, new URL(sdk).origin + new URL(sdk).pathname)
    assert.deepEqual(params(ours), params(sdk))
    // And the SDK's own link passes the independent verifier too.
    assert.equal(verifyPresignedGet(sdk, credentials, at).ok, true)
    client.destroy()
  }
})

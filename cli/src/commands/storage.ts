import type { BlobStore } from '@hangar/server/src/files/blob-store.ts'
import cliProgress from 'cli-progress'
import { type Command, Option } from 'commander'
import { withServices } from '../with-services.ts'

const out = (line: string) => process.stdout.write(`${line}\n`)

/**
 * `hangar storage copy --to s3`: every file the database records, from `DATA_DIR/blobs` to the
 * bucket named by S3_BUCKET (and S3_ENDPOINT, S3_REGION, S3_FORCE_PATH_STYLE, the AWS
 * credentials), each verified against its recorded sha256; a second run skips what is already
 * there. Afterwards the service starts with the same variables and the same database and serves
 * the files from the bucket (docs/deployment.md#moving-files-to-s3).
 */
export function storageCommands(program: Command): void {
  const storage = program
    .command('storage')
    .description('where the files are kept (docs/deployment.md#object-storage)')
  storage
    .command('copy')
    .description('copy every local file to the S3 bucket, verifying each sha256; resumable')
    .addOption(new Option('--to <store>', 'the destination').choices(['s3']).makeOptionMandatory())
    .action(async () => {
      const [{ loadConfig }, { copyBlobs, recordedTotals }, { S3BlobStore }] = await Promise.all([
        import('@hangar/server/src/config.ts'),
        import('@hangar/server/src/files/copy-blobs.ts'),
        import('@hangar/server/src/files/s3-blob-store.ts'),
      ])
      const { s3 } = loadConfig()
      if (!s3) throw new Error('set S3_BUCKET (and S3_ENDPOINT, S3_REGION, credentials) to name the bucket')
      // The source is the local folder, whatever S3_BUCKET says: open the services without it.
      await withServices(
        async ({ deps }) => {
          let bucket: BlobStore | undefined
          try {
            bucket = await S3BlobStore.open(s3)
            await bucket.check()
            const totals = await recordedTotals(deps.db)
            const bar = new cliProgress.SingleBar(
              {
                format: 'copying [{bar}] {percentage}% {value}/{total} MB {files}/{fileTotal} files {file}',
                noTTYOutput: true,
                notTTYSchedule: 2000,
              },
              cliProgress.Presets.shades_classic,
            )
            const mb = (n: number) => Math.round(n / 1e6)
            bar.start(mb(totals.bytes), 0, { files: 0, fileTotal: totals.files, file: '' })
            let done = 0
            let bytes = 0
            const report = await copyBlobs(deps.db, deps.blobs, bucket, (path, size) => {
              done++
              bytes += size
              bar.update(mb(bytes), { files: done, file: path })
            })
            bar.stop()
            out(
              `copied ${report.copied}, already there ${report.skipped}, failed ${report.failed.length} of ${totals.files} files`,
            )
            for (const f of report.failed) out(`  failed ${f.path}: ${f.reason}`)
            if (report.failed.length) process.exitCode = 1
          } finally {
            await bucket?.close()
          }
        },
        { s3: null },
      )
    })
}

/**
 * Builds the benchmark database: N datasets over M organizations, each organization with one
 * API key, plus fixture.json (keys, org ids, sample dataset ids) for bench/run.ts.
 *
 *   node --import tsx bench/generate-datasets.ts [--datasets 1000000] [--organizations 100]
 *        [--data-dir bench/data] [--seed 1] [--days 90] [--sample 1000] [--quiet]
 */
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { generate } from './generator/generate.ts'
import { thisCommandLine } from './runner/machine.ts'

const { values } = parseArgs({
  options: {
    datasets: { type: 'string', default: '1000000' },
    organizations: { type: 'string', default: '100' },
    'data-dir': { type: 'string', default: fileURLToPath(new URL('./data', import.meta.url)) },
    seed: { type: 'string', default: '1' },
    days: { type: 'string', default: '90' },
    sample: { type: 'string', default: '1000' },
    quiet: { type: 'boolean', default: false },
  },
})

function positive(name: string, raw: string): number {
  const n = Number(raw.replaceAll('_', ''))
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive integer, got ${raw}`)
  return n
}

const dataDir = resolve(values['data-dir'])
const started = Date.now()
const fixture = await generate({
  dataDir,
  datasets: positive('datasets', values.datasets),
  organizations: positive('organizations', values.organizations),
  seed: positive('seed', values.seed),
  days: positive('days', values.days),
  sampleSize: positive('sample', values.sample),
  command: thisCommandLine(),
  quiet: values.quiet,
})
const seconds = (Date.now() - started) / 1000
process.stderr.write(
  `generated ${fixture.datasets.toLocaleString('en')} datasets over ${fixture.organizations.length} organizations ` +
    `in ${seconds.toFixed(1)} s into ${dataDir}\n`,
)

/**
 * The webhook sender's own CPU per webhook, a new connection per attempt against kept-alive
 * connections (`senderPools`), alternated ROUNDS times: WEBHOOKS each round, 4 at a time (an
 * endpoint's share), to a receiver in a process of its own so that only the sender's CPU is
 * counted (process.cpuUsage of this process).
 *
 *   node --import tsx bench/events/sender.ts
 */
import { fork } from 'node:child_process'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { closeSenderPools, senderPools, sendWebhook } from '../../server/src/webhooks/webhook-sender.ts'

const WEBHOOKS = Number(process.env.WEBHOOKS ?? 3000)
const ROUNDS = Number(process.env.ROUNDS ?? 3)
const BODY = JSON.stringify({ id: 'evt', type: 'dataset.accepted', data: { dataset_id: 'x'.repeat(36) } })

if (process.argv.includes('--receiver')) {
  const server = createServer((req, res) => {
    req.resume()
    req.on('end', () => res.writeHead(200).end())
  })
  server.listen(0, '127.0.0.1', () => process.send?.((server.address() as AddressInfo).port))
} else {
  const receiver = fork(new URL(import.meta.url).pathname, ['--receiver'], { execArgv: ['--import', 'tsx'] })
  const port = await new Promise<number>((resolve) => receiver.once('message', (p) => resolve(p as number)))
  const url = `http://127.0.0.1:${port}/hooks`
  const round = async (kept: boolean) => {
    const pools = kept ? senderPools() : undefined
    const before = process.cpuUsage()
    let sent = 0
    let failed = 0
    await Promise.all(
      [0, 1, 2, 3].map(async () => {
        while (sent++ < WEBHOOKS) {
          const r = await sendWebhook(url, {}, BODY, { timeoutMs: 10_000, allowPrivateNetworks: true, pools })
          if (r.status !== 200) failed++
        }
      }),
    )
    const cpu = process.cpuUsage(before)
    if (pools) closeSenderPools(pools)
    return { kept_alive: kept, cpu_us_per_webhook: Math.round((cpu.user + cpu.system) / WEBHOOKS), failed }
  }
  // Warm-up of both paths, not counted.
  await round(false)
  await round(true)
  const rounds: Awaited<ReturnType<typeof round>>[] = []
  for (let i = 0; i < ROUNDS; i++) rounds.push(await round(false), await round(true))
  const median = (xs: number[]) => xs.sort((a, b) => a - b)[xs.length >> 1]!
  const of = (kept: boolean) =>
    median(rounds.filter((r) => r.kept_alive === kept).map((r) => r.cpu_us_per_webhook))
  console.log(
    JSON.stringify(
      { webhooks_each_round: WEBHOOKS, rounds, ratio_kept_alive_vs_new: +(of(true) / of(false)).toFixed(2) },
      null,
      1,
    ),
  )
  receiver.kill()
}

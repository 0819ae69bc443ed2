import type { TestContext } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { ManualClock } from '../common/clock.ts'
import { EmbeddedMechaBackend } from '../mecha-backend/embedded-backend.ts'
import { buildTestApp, type TestApp } from './test-app.ts'

export interface MechaTestApp extends TestApp {
  clock: ManualClock
  /** A stair-capable quadruped and a rover of `org`, and a quadruped of `other`. */
  quadruped: string
  rover: string
  theirs: string
  /** Advances simulated time in 100 ms steps, as the ticker would. */
  advance(ms: number): Promise<void>
  /** Raises a fault on a robot, as its hardware would. */
  injectFault(mechaId: string, code: string, message: string): Promise<void>
}

/** A test app whose simulator runs on a manual clock, with three registered mechas. */
export async function buildMechaTestApp(
  t: TestContext,
  env: Record<string, string> = {},
): Promise<MechaTestApp> {
  const clock = new ManualClock(Date.parse('2026-11-25T10:00:00Z'))
  // The real ticker must not step on its own: tick rarely; the test advances time itself.
  const base = await buildTestApp(t, { mechaClock: clock, env: { MECHA_TICK_MS: '1000', ...env } })
  const robots = base.app.services.mechas.backend
  if (!(robots instanceof EmbeddedMechaBackend)) throw new Error('expected the embedded backend')
  const reg = (app: FastifyInstance, organization_id: string, model: 'quadruped' | 'rover', name: string) =>
    app.services.mechas.register({ organization_id, model, name }).then((m) => m.id)
  const quadruped = await reg(base.app, base.org.id, 'quadruped', 'Q1')
  const rover = await reg(base.app, base.org.id, 'rover', 'R1')
  const theirs = await reg(base.app, base.other.id, 'quadruped', 'Q-other')
  return {
    ...base,
    clock,
    quadruped,
    rover,
    theirs,
    async advance(ms: number) {
      for (let left = ms; left > 0; left -= 100) {
        clock.advance(Math.min(100, left))
        robots.step()
      }
    },
    async injectFault(mechaId, code, message) {
      robots.injectFault(mechaId, code, message)
    },
  }
}

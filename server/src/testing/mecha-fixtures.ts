import type { TestContext } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { ManualClock } from '../common/clock.ts'
import { EmbeddedMechaBackend } from '../mecha-backend/embedded-backend.ts'
import type { RegisterMechaInput } from '../mecha-control/mecha-control.schema.ts'
import { AgentHost } from './agent-host.ts'
import { clearRetained, SHARED_BROKER, testInterface } from './mqtt-test.ts'
import { buildTestApp, type TestApp } from './test-app.ts'

/**
 * The robot backend the mecha suites run on: the in-process simulator, or (TEST_MECHA_BACKEND=
 * broker, the runner's broker pass) robot agents in a child process behind the shared broker.
 */
export const TEST_MECHA_BACKEND = process.env.TEST_MECHA_BACKEND === 'broker' ? 'broker' : 'embedded'

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

const START = Date.parse('2026-11-25T10:00:00Z')

/**
 * A test app whose robots run on a manual clock, with three registered mechas. With the broker
 * backend every mecha registered (here, by a test, or through POST /admin/mechas) gets a robot
 * agent in the child process, on the same clock.
 */
export async function buildMechaTestApp(
  t: TestContext,
  env: Record<string, string> = {},
): Promise<MechaTestApp> {
  const clock = new ManualClock(START)
  const robots = TEST_MECHA_BACKEND === 'broker' ? await brokerRobots(t) : null
  // The real ticker must not step on its own: tick rarely; the test advances time itself.
  const base = await buildTestApp(t, {
    mechaClock: clock,
    env: { MECHA_TICK_MS: '1000', ...(robots?.env ?? {}), ...env },
  })
  const mechas = base.app.services.mechas
  let advance: (ms: number) => Promise<void>
  let injectFault: MechaTestApp['injectFault']
  if (robots) {
    const register = mechas.register.bind(mechas)
    mechas.register = async (input: RegisterMechaInput) => {
      const registered = await register(input)
      await robots.world.add({
        mechaId: registered.id,
        organizationId: registered.organization_id,
        model: registered.model,
        ...(input.map !== undefined ? { map: input.map } : {}),
      })
      return registered
    }
    advance = async (ms) => {
      clock.advance(ms)
      await robots.world.advance(ms)
    }
    injectFault = async (id, code, message) => void (await robots.world.fault(id, code, message))
  } else {
    const embedded = mechas.backend
    if (!(embedded instanceof EmbeddedMechaBackend)) throw new Error('expected the embedded backend')
    advance = async (ms) => {
      for (let left = ms; left > 0; left -= 100) {
        clock.advance(Math.min(100, left))
        embedded.step()
      }
    }
    injectFault = async (id, code, message) => embedded.injectFault(id, code, message)
  }
  const reg = (app: FastifyInstance, organization_id: string, model: 'quadruped' | 'rover', name: string) =>
    app.services.mechas.register({ organization_id, model, name }).then((m) => m.id)
  const quadruped = await reg(base.app, base.org.id, 'quadruped', 'Q1')
  const rover = await reg(base.app, base.org.id, 'rover', 'R1')
  const theirs = await reg(base.app, base.other.id, 'quadruped', 'Q-other')
  return { ...base, clock, quadruped, rover, theirs, advance, injectFault }
}

// Robot agents behind the shared broker, under a topic root of their own; everything is removed after the test.
async function brokerRobots(t: TestContext) {
  const interfaceName = testInterface()
  const host = await AgentHost.shared()
  const world = await host.world({ broker: SHARED_BROKER, interfaceName, startMs: START })
  t.after(async () => {
    await world.close()
    await clearRetained(SHARED_BROKER, interfaceName)
  })
  return { world, env: { MQTT_URL: SHARED_BROKER, MQTT_INTERFACE: interfaceName } }
}

import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { describe, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import type { ManualClock } from '../../common/clock.ts'
import { addPerson, MINUTE, manualClock } from '../../testing/people-fixtures.ts'
import { buildTestApp } from '../../testing/test-app.ts'

// Issue 21: the limits bind however many attempts run at once (docs/console.md#sign-in). Few
// passwords are verified (argon2 is slow): the limit is 3, and only the attempts it lets through
// are checked.
const LIMIT = 3
const ENV = {
  SIGN_IN_MAX_PER_ACCOUNT: String(LIMIT),
  SIGN_IN_MAX_PER_ADDRESS: '1000',
  SIGN_IN_WINDOW_MINUTES: '15',
  SIGN_IN_MAX_DELAY_SECONDS: '60',
  // The sign-in limits, not the request rate limit, are under test.
  RATE_LIMIT_ANON_MAX: '100000',
  TRUST_PROXY: '127.0.0.1',
}
const REDIS_SKIP =
  process.env.HANGAR_TEST_REDIS === '1' ? false : 'no Redis at 127.0.0.1:6379 (HANGAR_TEST_REDIS≠1)'

/** A documentation address (2001:db8::/32) no other run of this test uses. */
function address(): string {
  const h = randomBytes(8).toString('hex').match(/.{4}/g)!
  return `2001:db8:${h.join(':')}`
}

function post(app: FastifyInstance, email: string, password: string, ip: string) {
  return app.inject({
    method: 'POST',
    url: '/auth/sign-in',
    headers: { 'x-forwarded-for': ip },
    payload: { email, password },
  })
}

/** Sends `n` wrong passwords at once, from `ipOf(i)`, through `apps` in turn; counts the answers. */
async function parallelWrong(apps: FastifyInstance[], email: string, n: number, ipOf: (i: number) => string) {
  const answers = await Promise.all(
    Array.from({ length: n }, (_, i) => post(apps[i % apps.length]!, email, `wrong password ${i}!`, ipOf(i))),
  )
  const statuses = answers.map((r) => r.statusCode)
  const verified = statuses.filter((s) => s === 401).length
  const refused = answers.filter((r) => r.statusCode === 429)
  assert.equal(verified + refused.length, n, `only 401 and 429: ${[...new Set(statuses)]}`)
  for (const r of refused) {
    assert.match(r.json().detail, /^Too many sign-in attempts; retry in \d+ s$/)
    assert.ok(Number(r.headers['retry-after']) >= 1, 'a 429 says when to retry')
  }
  return { verified, refused }
}

/**
 * The owner's right password after an attack: refused from the attacking address for the
 * window, and from another address let in after at most the wait it is told.
 */
async function ownerStillGetsIn(
  app: FastifyInstance,
  clock: ManualClock,
  owner: { email: string; password: string },
  attacker: string,
) {
  assert.equal(
    (await post(app, owner.email, owner.password, attacker)).statusCode,
    429,
    'the attacking address',
  )
  const elsewhere = address()
  let res = await post(app, owner.email, owner.password, elsewhere)
  if (res.statusCode === 429) {
    const wait = Number(res.headers['retry-after'])
    assert.ok(wait >= 1 && wait <= 60, `waits at most SIGN_IN_MAX_DELAY_SECONDS, not a lockout: ${wait}`)
    clock.advance(wait * 1000)
    res = await post(app, owner.email, owner.password, elsewhere)
  }
  assert.equal(res.statusCode, 200, 'the owner gets in from another address')
}

describe('sign-in limits under parallel attempts', () => {
  test('wrong passwords from one address lock that address out, not the owner elsewhere', async (t) => {
    const clock = manualClock()
    const { app, org } = await buildTestApp(t, { clock, env: ENV })
    const owner = await addPerson(app, org.id, 'viewer')
    const attacker = address()
    for (let i = 0; i < LIMIT; i++)
      assert.equal((await post(app, owner.email, 'wrong password!', attacker)).statusCode, 401)
    await ownerStillGetsIn(app, clock, owner, attacker)
  })

  for (const n of [30, 300]) {
    test(`${n} wrong passwords at once from one address: ${LIMIT} are verified; the owner gets in from elsewhere`, async (t) => {
      const clock = manualClock()
      const { app, org } = await buildTestApp(t, { clock, env: ENV })
      const owner = await addPerson(app, org.id, 'viewer')
      const attacker = address()
      const { verified } = await parallelWrong([app], owner.email, n, () => attacker)
      assert.equal(verified, LIMIT, `${verified} of ${n} verified`)
      await ownerStillGetsIn(app, clock, owner, attacker)
      clock.advance(15 * MINUTE)
      assert.equal(
        (await post(app, owner.email, owner.password, attacker)).statusCode,
        200,
        'the window ended',
      )
    })

    test(`${n} wrong passwords at once from ${n} addresses: ${LIMIT} are verified, then the account waits`, async (t) => {
      const clock = manualClock()
      const { app, org } = await buildTestApp(t, { clock, env: ENV })
      const owner = await addPerson(app, org.id, 'viewer')
      const ips = Array.from({ length: n }, address)
      const { verified, refused } = await parallelWrong([app], owner.email, n, (i) => ips[i]!)
      assert.equal(verified, LIMIT, `${verified} of ${n} verified`)
      for (const r of refused) assert.equal(r.headers['retry-after'], '1', 'the first wait is a second')
      // The waits double while the guessing goes on, and no guess skips its wait.
      const waits: number[] = []
      for (let round = 0; round < 8; round++) {
        const burst = await parallelWrong([app], owner.email, 5, () => address())
        assert.equal(burst.verified, round === 0 ? 0 : 1, `round ${round}: one guess per wait`)
        const wait = Number(burst.refused[0]!.headers['retry-after'])
        waits.push(wait)
        clock.advance(wait * 1000)
      }
      assert.deepEqual(waits, [1, 2, 4, 8, 16, 32, 60, 60])
      const elsewhere = address()
      assert.equal(
        (await post(app, owner.email, owner.password, elsewhere)).statusCode,
        200,
        'the owner, in turn',
      )
      const after = await parallelWrong([app], owner.email, 5, () => address())
      assert.equal(after.verified, LIMIT, 'a success starts the account afresh')
    })
  }

  for (const n of [30, 300]) {
    test(`with REDIS_URL, two processes: ${n} wrong passwords at once, from one address and from many`, {
      skip: REDIS_SKIP,
    }, async (t) => {
      const clock = manualClock()
      const env = { ...ENV, REDIS_URL: 'redis://127.0.0.1:6379' }
      const one = await buildTestApp(t, { clock, env })
      const two = await buildTestApp(t, { clock, env })
      const apps = [one.app, two.app]
      const owner = await addPerson(one.app, one.org.id, 'viewer')
      const attacker = address()
      const fromOne = await parallelWrong(apps, owner.email, n, () => attacker)
      assert.equal(fromOne.verified, LIMIT, `one address: ${fromOne.verified} of ${n} verified`)
      await ownerStillGetsIn(one.app, clock, owner, attacker)

      // An email with no account is limited alike (the 429 tells nothing), across processes.
      const ghost = `ghost-${randomBytes(6).toString('hex')}@example.test`
      const ips = Array.from({ length: n }, address)
      const fromMany = await parallelWrong(apps, ghost, n, (i) => ips[i]!)
      assert.equal(fromMany.verified, LIMIT, `${n} addresses: ${fromMany.verified} of ${n} verified`)
    })
  }
})

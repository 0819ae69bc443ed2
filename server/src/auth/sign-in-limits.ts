import { TooManyAttemptsError } from '../common/errors.ts'
import type { AttemptCounter } from './attempt-counter.ts'

export interface SignInRules {
  /** Failed sign-ins for one email from one client address per window; then 429 until it ends. */
  maxPerAccount: number
  /** Sign-in attempts from one client address per window, whatever the email. */
  maxPerAddress: number
  windowMs: number
  /** The longest wait between attempts for one email from all addresses together. */
  maxDelayMs: number
}

/** The first wait once an email's attempts from all addresses are past the free ones. */
const FIRST_DELAY_MS = 1000

/**
 * The sign-in limits (docs/console.md#sign-in). Every attempt is counted before its password is
 * verified, and a success gives its count back, so the limits bind however many attempts run at
 * once, in one process or many:
 * - per client address: `maxPerAddress` attempts per window;
 * - per email and client address: `maxPerAccount` failures per window, then 429 until the window
 *   ends — so an attacker at one address locks out only that address, not the owner elsewhere;
 * - per email from all addresses: the first `maxPerAccount` failures pass at once, then each
 *   attempt makes the next wait 1 s, 2 s, 4 s… up to `maxDelayMs` — a distributed guesser is
 *   slowed to one guess per `maxDelayMs`, and the owner waits at most that long per try.
 */
export class SignInLimits {
  constructor(
    private readonly counter: AttemptCounter,
    private readonly rules: SignInRules,
  ) {}

  /**
   * Counts an attempt for `email` (normalized) from `ip`, or throws TooManyAttemptsError with the
   * wait. Answers what to call once the password proved right.
   */
  async admit(email: string, ip: string): Promise<{ succeeded(): Promise<void> }> {
    const { maxPerAccount, maxPerAddress, windowMs, maxDelayMs } = this.rules
    const address = await this.counter.hit(`ip:${ip}`, windowMs)
    if (address.count > maxPerAddress) throw tooMany(address.resetMs)
    // An address holds no space, so the name reads back unambiguously whatever the email.
    const fromHere = `account-from:${ip} ${email}`
    const here = await this.counter.hit(fromHere, windowMs)
    if (here.count > maxPerAccount) throw tooMany(here.resetMs)
    const everywhere = `account-everywhere:${email}`
    const paced = await this.counter.pace(everywhere, {
      free: maxPerAccount,
      firstDelayMs: FIRST_DELAY_MS,
      maxDelayMs,
      idleMs: windowMs,
    })
    if (!paced.allowed) {
      // Waiting is not failing: only attempts whose password is checked count from here.
      await this.counter.release(fromHere)
      throw tooMany(paced.retryMs)
    }
    return {
      succeeded: async () => {
        await this.counter.reset(fromHere)
        await this.counter.reset(everywhere)
      },
    }
  }
}

function tooMany(waitMs: number): TooManyAttemptsError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000))
  return new TooManyAttemptsError(`Too many sign-in attempts; retry in ${seconds} s`, seconds)
}

import { COMMAND_NAMES, type CommandName, MECHA_STATES, type MechaState } from './mecha.schema.ts'

/** One cell: the state a command leads to, or the 422 it gets with the hint for the client. */
export type Transition = { to: MechaState; note?: string } | { refuse: string }

const INIT_FIRST = { refuse: 'initialize it first' }
const STOP_FIRST = { refuse: 'stop it first' }
const REST_FIRST = { refuse: 'rest it to reset the fault' }
const RELEASE_FIRST = { refuse: 'release the e-stop first' }
const NOT_LATCHED = { refuse: 'no e-stop is latched' }

/**
 * Every state × command. The fleet refuses with MechaStateError (422) where a cell refuses;
 * the test walks every cell and docs/mecha.md prints this very table. Guards that depend on
 * more than the state (lease, battery, model, stairs) are listed in docs/mecha.md.
 */
export const STATE_TABLE: Record<MechaState, Record<CommandName, Transition>> = {
  offline: {
    initialize: { to: 'ready' },
    move: INIT_FIRST,
    stop: { to: 'offline' },
    rest: { to: 'resting' },
    set_mode: { to: 'offline' },
    estop: { to: 'estopped' },
    release_estop: NOT_LATCHED,
  },
  ready: {
    initialize: { to: 'ready', note: 'no-op' },
    move: { to: 'moving' },
    stop: { to: 'ready' },
    rest: { to: 'resting' },
    set_mode: { to: 'ready' },
    estop: { to: 'estopped' },
    release_estop: NOT_LATCHED,
  },
  moving: {
    initialize: STOP_FIRST,
    move: { to: 'moving', note: 'preempts the running path' },
    stop: { to: 'ready', note: 'halts in place' },
    rest: { to: 'resting', note: 'halts' },
    set_mode: STOP_FIRST,
    estop: { to: 'estopped', note: 'halts' },
    release_estop: NOT_LATCHED,
  },
  resting: {
    initialize: { to: 'ready' },
    move: INIT_FIRST,
    stop: { to: 'resting' },
    rest: { to: 'resting' },
    set_mode: { to: 'resting' },
    estop: { to: 'estopped' },
    release_estop: NOT_LATCHED,
  },
  fault: {
    initialize: REST_FIRST,
    move: REST_FIRST,
    stop: { to: 'fault' },
    rest: { to: 'resting', note: 'resets faults' },
    set_mode: REST_FIRST,
    estop: { to: 'estopped' },
    release_estop: NOT_LATCHED,
  },
  estopped: {
    initialize: RELEASE_FIRST,
    move: RELEASE_FIRST,
    stop: { to: 'estopped' },
    rest: { to: 'estopped', note: 'latch holds' },
    set_mode: RELEASE_FIRST,
    estop: { to: 'estopped' },
    release_estop: { to: 'resting', note: 'unlatches, then as rest' },
  },
}

/** The table as markdown, exactly as docs/mecha.md shows it (a test keeps the two equal). */
export function renderStateTable(): string {
  const cell = (t: Transition) => ('refuse' in t ? `422: ${t.refuse}` : t.note ? `${t.to} (${t.note})` : t.to)
  const lines = [
    `| state \\ command | ${COMMAND_NAMES.join(' | ')} |`,
    `|---|${COMMAND_NAMES.map(() => '---').join('|')}|`,
    ...MECHA_STATES.map(
      (s) => `| **${s}** | ${COMMAND_NAMES.map((c) => cell(STATE_TABLE[s][c])).join(' | ')} |`,
    ),
  ]
  return lines.join('\n')
}

import { type Compilable, CompiledQuery, type QueryResult } from 'kysely'
import type { Db } from './db.ts'

/** Stands for a value while the statement is compiled; the marker bytes never occur in data. */
const MARK = '\u0001hangar-value:'
const markOf = (name: string) => `${MARK}${name}\u0001`
const nameOf = (parameter: unknown): string | undefined =>
  typeof parameter === 'string' && parameter.startsWith(MARK) && parameter.endsWith('\u0001')
    ? parameter.slice(MARK.length, -1)
    : undefined

type Slot = { name: string } | { constant: unknown }

interface Compiled {
  sql: string
  slots: Slot[]
}

/**
 * A statement on every decision's path, built and compiled by Kysely once per SQL dialect and
 * then run with new values. Kysely builds an immutable tree and compiles it on every call: for
 * the four writes of an accept that was about an eighth of the service's CPU (bench/events).
 *
 * `build` gets stand-ins for the values (`v.name` is a marker string) and must use them only as
 * values — never in a condition or a computation — so the statement's text is the same for any
 * values. Statements whose shape changes (a list's length, optional columns) take the shape as
 * `key` and get one compiled text per shape. Checked when compiling: a stand-in that did not
 * become a parameter (read by the builder's logic, or written into the text) throws.
 */
export class CompiledOnce<V extends Record<string, unknown>, R = unknown> {
  /** Per dialect (its adapter's class: SQLite's or PostgreSQL's), per shape. */
  readonly #compiled = new WeakMap<object, Map<string, Compiled>>()

  constructor(private readonly build: (db: Db, v: V, key: string) => Compilable<R>) {}

  async execute(db: Db, values: V, key = ''): Promise<QueryResult<R>> {
    const dialect = db.getExecutor().adapter.constructor
    let shapes = this.#compiled.get(dialect)
    if (!shapes) {
      shapes = new Map()
      this.#compiled.set(dialect, shapes)
    }
    let c = shapes.get(key)
    if (!c) {
      c = this.#compile(db, key)
      shapes.set(key, c)
    }
    const parameters = c.slots.map((s) => ('name' in s ? values[s.name] : s.constant))
    return db.executeQuery(CompiledQuery.raw(c.sql, parameters) as CompiledQuery<R>)
  }

  #compile(db: Db, key: string): Compiled {
    const read = new Set<string>()
    const standIns = new Proxy({} as V, {
      get(_target, name) {
        if (typeof name !== 'string') return undefined
        read.add(name)
        return markOf(name)
      },
    })
    const { sql, parameters } = this.build(db, standIns, key).compile()
    if (sql.includes(MARK)) throw new Error(`a value was written into the statement's text: ${sql}`)
    const slots = parameters.map((p): Slot => {
      const name = nameOf(p)
      return name === undefined ? { constant: p } : { name }
    })
    for (const name of read)
      if (!slots.some((s) => 'name' in s && s.name === name))
        throw new Error(`the value ${name} did not become a parameter of: ${sql}`)
    return { sql, slots }
  }
}

import { type Compilable, CompiledQuery, type QueryResult } from 'kysely'
import type { Db } from './db.ts'

/** Stands for a value while the statement is compiled; the marker bytes never occur in data. */
const MARK = '\u0001hangar-value:'
const markOf = (name: string) => `${MARK}${name}\u0001`
const nameOf = (parameter: unknown): string | undefined =>
  typeof parameter === 'string' && parameter.startsWith(MARK) && parameter.endsWith('\u0001')
    ? parameter.slice(MARK.length, -1)
    : undefined
/** Between a list value's name and an element's index in its marker. */
const INDEX = '\u0002'

/** A parameter: one of the values, an element of a list value, or a constant of the text. */
type Slot = { name: string; index?: number } | { constant: unknown }

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
 * values. A list value (an array) stands in as a list of markers of its length: its length is
 * part of the statement's shape, and each length gets a text of its own. Other changes of shape
 * (optional columns) are given as `key`. Checked when compiling: a stand-in that did not become a
 * parameter (read by the builder's logic, or written into the text) throws.
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
    let shape = key
    for (const name in values) {
      const value = values[name]
      if (Array.isArray(value)) shape += `\u0000${name}:${value.length}`
    }
    let c = shapes.get(shape)
    if (!c) {
      c = this.#compile(db, key, values)
      shapes.set(shape, c)
    }
    const parameters = c.slots.map((s) => {
      if (!('name' in s)) return s.constant
      const value = values[s.name]
      return s.index === undefined ? value : (value as unknown[])[s.index]
    })
    return db.executeQuery(CompiledQuery.raw(c.sql, parameters) as CompiledQuery<R>)
  }

  #compile(db: Db, key: string, values: V): Compiled {
    const read = new Set<string>()
    const standIns = new Proxy({} as V, {
      get(_target, name) {
        if (typeof name !== 'string') return undefined
        const value = values[name]
        if (!Array.isArray(value)) {
          read.add(name)
          return markOf(name)
        }
        // An empty list has no parameter to become.
        if (value.length > 0) read.add(name)
        return value.map((_, i) => markOf(`${name}${INDEX}${i}`))
      },
    })
    const { sql, parameters } = this.build(db, standIns, key).compile()
    if (sql.includes(MARK)) throw new Error(`a value was written into the statement's text: ${sql}`)
    const slots = parameters.map((p): Slot => {
      const marked = nameOf(p)
      if (marked === undefined) return { constant: p }
      const [name, index] = marked.split(INDEX) as [string, string | undefined]
      return index === undefined ? { name } : { name, index: Number(index) }
    })
    for (const name of read)
      if (!slots.some((s) => 'name' in s && s.name === name))
        throw new Error(`the value ${name} did not become a parameter of: ${sql}`)
    return { sql, slots }
  }
}

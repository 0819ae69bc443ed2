import { after } from 'node:test'

/**
 * Work to do once every test of this process has run: closing what several test files share (the
 * browser tests' service and browser, console/e2e/harness.ts).
 *
 * Why a module of its own: node:test gives an `after` hook to the suite it is called in, and a
 * module first imported inside a file's suite would tie it to that file. scripts/test.mjs imports
 * this module at the top of every shared process's entry, so its hook belongs to the process's
 * root; a test file run on its own imports it at its top level, which is the root too.
 */
const teardowns: Array<() => unknown> = []

after(async () => {
  for (const teardown of teardowns.splice(0).reverse()) await teardown()
})

/** Runs `teardown` when the process's last test has run, the latest registered first. */
export function atProcessEnd(teardown: () => unknown): void {
  teardowns.push(teardown)
}

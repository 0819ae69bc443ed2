import assert from 'node:assert/strict'
import { test } from 'node:test'
import { selectionAfterDecision, selectionWithin } from './queue-selection.ts'

test('after a decision in a view it leaves the selection stays on the index, now the next card', () => {
  assert.equal(selectionAfterDecision(['a', 'b', 'c'], 'b', true, 1), 1)
})

test('after a decision in a view of every status the selection steps past the decided card', () => {
  assert.equal(selectionAfterDecision(['a', 'b', 'c'], 'b', false, 1), 2)
})

test('the decided card is found by id even when the page was read again meanwhile', () => {
  // The reject dialog holds the card's object from before; the page now has new objects.
  const shownIds = [{ id: 'c' }, { id: 'b' }].map((d) => d.id)
  assert.equal(selectionAfterDecision(shownIds, 'b', true, 0), 1)
})

test('a decided card no longer on the page keeps the selection where it is, never at -1', () => {
  assert.equal(selectionAfterDecision(['a', 'c'], 'b', true, 1), 1)
})

test('a selection is kept on a card of the page', () => {
  assert.equal(selectionWithin(-1, 3), 0)
  assert.equal(selectionWithin(5, 3), 2)
  assert.equal(selectionWithin(1, 3), 1)
  assert.equal(selectionWithin(2, 0), 0)
})

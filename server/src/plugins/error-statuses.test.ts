import assert from 'node:assert/strict'
import { test } from 'node:test'
import { MechaNotFoundError, MechaStateError, MechaValidationError } from '@hangar/mecha'
import {
  AlreadyExistsError,
  ForbiddenError,
  GoneError,
  InvalidInputError,
  NotFoundError,
  StateConflictError,
  TooLargeError,
  UnauthenticatedError,
} from '../common/errors.ts'
import { brokerUnavailable, noAcknowledgement } from '../mecha-backend/backend-errors.ts'
import { ReleaseNotAllowedError } from '../releases/release-not-allowed-error.ts'
import { errorReply } from './error-statuses.ts'

test('each kind of domain error answers its status with its sentence as detail', () => {
  const cases: [Error, number][] = [
    [new UnauthenticatedError('Invalid API key'), 401],
    [new ForbiddenError('Dataset belongs to another organization'), 403],
    [new NotFoundError('Dataset not found'), 404],
    [new AlreadyExistsError('A file is already stored at a.bin; files are immutable'), 409],
    [new GoneError('Events after this cursor are no longer kept; start again from a list'), 410],
    [new TooLargeError('File is larger than the upload limit of 1024 bytes'), 413],
    [new InvalidInputError('metadata filter "x" must have the form key:value'), 422],
    [new StateConflictError('Only pending datasets can be accepted; this dataset is accepted'), 422],
  ]
  for (const [err, status] of cases) {
    assert.deepEqual(errorReply(err), { status, detail: err.message, headers: {} }, err.name)
  }
})

test('the mecha domain keeps the statuses it declares itself', () => {
  for (const err of [
    new MechaValidationError('speed must be 0.1 to 1.0'),
    new MechaStateError('initialize it first'),
    new MechaNotFoundError('m-1'),
  ]) {
    assert.equal(errorReply(err)?.status, err.status, err.name)
    assert.equal(errorReply(err)?.detail, err.detail)
  }
})

test('a refused release is a 422 whose detail says so', () => {
  const reply = errorReply(
    new ReleaseNotAllowedError('status_not_releasable', [{ id: 'a', status: 'rejected' }]),
  )
  assert.equal(reply?.status, 422)
  assert.equal(
    reply?.detail,
    'Cannot release: datasets cannot be released in their current status: a (rejected)',
  )
})

test('the robot gateway: no broker is a 503 to retry shortly, no acknowledgement a 504', () => {
  assert.deepEqual(errorReply(brokerUnavailable('m-1')), {
    status: 503,
    detail: 'cannot reach mecha m-1: the service is not connected to the message broker',
    headers: { 'retry-after': '1' },
  })
  assert.equal(errorReply(noAcknowledgement('m-1', 'move', 2000))?.status, 504)
})

test('anything else is not a domain error (the handler logs it and answers 500)', () => {
  assert.equal(errorReply(new Error('boom')), undefined)
  assert.equal(errorReply(new TypeError('x is undefined')), undefined)
  assert.equal(errorReply('a string'), undefined)
})

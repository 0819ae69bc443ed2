/**
 * Errors of the robot side that the domain does not have: the gateway could not reach the
 * robot. Like the domain's errors they name what went wrong, and `plugins/error-statuses.ts`
 * gives each its status.
 */
export abstract class MechaGatewayError extends Error {
  get detail(): string {
    return this.message
  }
}

/** The service has no connection to the broker right now (it reconnects by itself): 503. */
export class BrokerUnavailableError extends MechaGatewayError {
  override readonly name: string = 'BrokerUnavailableError'
}

/** The robot did not acknowledge a command within the configured timeout: 504. */
export class NoAcknowledgementError extends MechaGatewayError {
  override readonly name: string = 'NoAcknowledgementError'
}

export function brokerUnavailable(mechaId: string): BrokerUnavailableError {
  return new BrokerUnavailableError(
    `cannot reach mecha ${mechaId}: the service is not connected to the message broker`,
  )
}

export function noAcknowledgement(mechaId: string, what: string, timeoutMs: number): NoAcknowledgementError {
  return new NoAcknowledgementError(`mecha ${mechaId} did not acknowledge ${what} within ${timeoutMs} ms`)
}

/**
 * Errors of the robot side that the domain does not have: the gateway could not reach the
 * robot. Like the domain's errors they carry the HTTP status and the `detail` sentence.
 */
export class MechaGatewayError extends Error {
  constructor(
    readonly status: 503 | 504,
    message: string,
  ) {
    super(message)
  }

  get detail(): string {
    return this.message
  }
}

/** 503: the service has no connection to the broker right now (it reconnects by itself). */
export function brokerUnavailable(mechaId: string): MechaGatewayError {
  return new MechaGatewayError(
    503,
    `cannot reach mecha ${mechaId}: the service is not connected to the message broker`,
  )
}

/** 504: the robot did not acknowledge a command within the configured timeout. */
export function noAcknowledgement(mechaId: string, what: string, timeoutMs: number): MechaGatewayError {
  return new MechaGatewayError(504, `mecha ${mechaId} did not acknowledge ${what} within ${timeoutMs} ms`)
}

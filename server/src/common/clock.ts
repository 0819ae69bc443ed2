/** Source of the current time; injected so tests can pin "today". */
export type Clock = () => Date

export const systemClock: Clock = () => new Date()

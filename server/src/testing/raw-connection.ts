import { connect } from 'node:net'

/**
 * Opens a raw connection to 127.0.0.1:`port`, writes `text` (which may stop mid-request), and
 * resolves with what the server said and how long it kept the connection open.
 */
export function holdConnection(port: number, text: string): Promise<{ ms: number; reply: string }> {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    let reply = ''
    const socket = connect(port, '127.0.0.1', () => socket.write(text))
    socket.on('data', (d) => {
      reply += d
    })
    socket.on('error', reject)
    socket.on('close', () => resolve({ ms: performance.now() - started, reply }))
  })
}

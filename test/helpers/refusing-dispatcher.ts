/**
 * An undici dispatcher whose every connection is refused: its connector fails the way the kernel
 * does for a port nobody listens on (`ECONNREFUSED`, from `connect`). A test gets "connection
 * refused" deterministically, without freeing a port that another process may take meanwhile.
 */
import { Agent, type buildConnector } from 'undici'

export function refusingDispatcher(): Agent {
  const connect = (options: buildConnector.Options, callback: buildConnector.Callback): void => {
    const address = options.hostname
    const port = Number(options.port)
    const error = Object.assign(new Error(`connect ECONNREFUSED ${address}:${port}`), {
      code: 'ECONNREFUSED',
      errno: -111,
      syscall: 'connect',
      address,
      port,
    })
    process.nextTick(() => callback(error, null))
  }
  return new Agent({ connect })
}

/**
 * Waits on events, not on the clock: a gate a test opens, a condition on what an emulator has seen,
 * a line a child process prints.
 */
import type { Readable } from 'node:stream'

/** A promise and the function that resolves it: a gate a test opens when it chooses. */
export function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve: () => void = () => undefined
  const promise = new Promise<void>((r) => (resolve = r))
  return { promise, resolve }
}

/**
 * Resolves once `condition()` holds (looked at every 10 ms): a wait for what an emulator has seen,
 * never a guess at how long it takes. Rejects after `ms` with `what` in the message.
 */
export async function until(condition: () => boolean, what: string, ms = 20_000): Promise<void> {
  const started = Date.now()
  while (!condition()) {
    if (Date.now() - started > ms) throw new Error(`gave up waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

/**
 * Resolves with everything `stream` printed once it includes `text` (listening to its data
 * events); rejects when the stream ends first.
 */
export function printed(stream: Readable, text: string | RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = ''
    const matches = () => (typeof text === 'string' ? out.includes(text) : text.test(out))
    const onData = (chunk: Buffer | string) => {
      out += String(chunk)
      if (matches()) {
        stream.off('data', onData).off('end', onEnd)
        resolve(out)
      }
    }
    const onEnd = () =>
      reject(new Error(`the stream ended before printing ${String(text)}: ${out}`))
    stream.on('data', onData).once('end', onEnd)
  })
}

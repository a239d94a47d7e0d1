/**
 * Typed arrays that grow (the caller keeps a length and asks for room when the array is full), and
 * typed arrays let go of at once.
 */

type Typed = Uint8Array | Int32Array | Float32Array | Float64Array

/**
 * A copy of `array` with `size` places (at least its own), its values first, the rest zero. The old
 * array is released (see `release`): the caller must keep only the copy.
 */
export function grown<T extends Typed>(array: T, size: number): T {
  const next = new (array.constructor as new (length: number) => T)(Math.max(size, array.length))
  next.set(array)
  release(array)
  return next
}

/**
 * Frees the memory of typed arrays now: V8 frees it only when a collection finds the array dead,
 * and an array that lived long enough to be promoted only at a full collection, which a run may
 * not reach before it ends (each stage's large arrays would pile up, and the process's peak RSS
 * with them). Detaches each array's buffer: every view of it reads as empty afterwards, so only
 * arrays that nothing reads again may be given.
 */
export function release(...arrays: readonly Typed[]): void {
  for (const a of arrays)
    if (a.buffer instanceof ArrayBuffer && !a.buffer.detached) a.buffer.transfer(0)
}

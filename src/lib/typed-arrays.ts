/** Typed arrays that grow: the caller keeps a length and asks for room when the array is full. */

type Typed = Int32Array | Float32Array | Float64Array

/** A copy of `array` with `size` places (at least its own), its values first, the rest zero. */
export function grown<T extends Typed>(array: T, size: number): T {
  const next = new (array.constructor as new (length: number) => T)(Math.max(size, array.length))
  next.set(array)
  return next
}

// The demo is a test: each part checks what its heading claims. A check prints `✓ what` when it
// holds and `✗ what` when it does not; the demo ends with the count, and exits 1 if one failed.

const held: string[] = []
const failed: string[] = []

/** Records and prints one check of the part just shown. Returns `condition`. */
export function check(condition: boolean, what: string): boolean {
  if (condition) {
    held.push(what)
    console.log(`  ✓ ${what}`)
  } else {
    failed.push(what)
    console.log(`  ✗ ${what}: DOES NOT HOLD`)
  }
  return condition
}

/** Checks that `value` equals `expected`, and shows the value when it does not. */
export function checkEqual(value: unknown, expected: unknown, what: string): boolean {
  const holds = value === expected
  return check(holds, holds ? what : `${what} (got ${JSON.stringify(value)})`)
}

/**
 * Prints how the checks went: "all N checks held", or each check that failed (on stderr).
 * Returns the exit code: 0 when every check held (and there was at least one), else 1.
 */
export function reportChecks(): number {
  if (failed.length === 0 && held.length > 0) {
    console.log(`\nAll ${held.length} checks held.`)
    return 0
  }
  console.error(`\n${failed.length} of ${held.length + failed.length} checks did not hold:`)
  for (const what of failed) console.error(`  ✗ ${what}`)
  return 1
}

import { expect } from 'vitest'
import { secretForms } from '../../src/redact.ts'

/**
 * Removes the `::add-mask::` commands from a step's stdout: they are how the action hands its
 * secrets to the runner (which hides them), so they are the one place a secret must appear.
 */
export function withoutMaskCommands(stdout: string): string {
  return stdout
    .split('\n')
    .filter((line) => !line.startsWith('::add-mask::'))
    .join('\n')
}

/** Asserts that no text holds a secret in any of its spellings (raw, Base64, URL-encoded). */
export function expectNoSecrets(texts: readonly string[], secrets: readonly string[]): void {
  for (const secret of secrets) {
    for (const form of secretForms(secret)) {
      for (const text of texts) {
        expect(
          text.includes(form),
          `a text contains the secret (form '${form.slice(0, 6)}…')`,
        ).toBe(false)
      }
    }
  }
}

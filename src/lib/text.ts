/**
 * Plain text, said once: what a control character is, and how a text is shortened.
 *
 * Control characters are C0 and C1 controls (U+0000–U+001F and U+007F–U+009F). A single-line value
 * (a key, an id, a path, a title) may hold none of them; text that keeps its layout (a prompt)
 * keeps tab and line feed and loses the others.
 */

// eslint-disable-next-line no-control-regex
export const CONTROL = /[\u0000-\u001f\u007f-\u009f]/

/** Every control character but tab and line feed, for removing them (global). */
// eslint-disable-next-line no-control-regex
export const CONTROL_BUT_LAYOUT = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g

/** Cuts `text` to at most `max` characters, marking the cut. */
export function shorten(text: string, max: number): string {
  if (text.length <= max) return text
  return `${text.slice(0, Math.max(0, max - 1))}…`
}

/** Zero-width and bidirectional controls (global): they can hide or reorder text on screen. */
export const INVISIBLE = /[\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g

/** Code-unit order of two strings: the same on every machine and locale (`localeCompare` is not). */
export function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

/**
 * `text` on one line: each run of whitespace one space, none at the ends. A text already so is
 * returned as it is, not copied (tens of thousands of reader questions are, and each copy would
 * be kept).
 */
export function oneLine(text: string): string {
  return /[^\S ]| {2}/.test(text) ? text.replace(/\s+/g, ' ').trim() : text.trim()
}

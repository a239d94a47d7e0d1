/** A JSON object (not null, not an array): the shape every parsed payload is checked for first. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * A gap's id, as the memory gives it and the report shows it: `g` and a number from 1 to
 * 999,999,999 (`g4`). Commands read it in any ASCII case and keep it in lower case.
 */
const NUMBER = '[1-9][0-9]{0,8}'

/** An id as the memory keeps it. */
export const GAP_ID = new RegExp(`^g${NUMBER}$`)
/** An id as a maintainer may type it (`G4` too) at the start of a text, then white space, a comma or the end. */
export const TYPED_GAP_ID_AT_START = new RegExp(`^g${NUMBER}(?=[\\s,]|$)`, 'i')

/**
 * Numbers as a report shows them. A module of its own, with no imports: the visitors summary
 * needs these and none of the reader-text machinery beside them in inert.ts.
 */

/** A whole number as a report shows it: `1,234`. */
export const wholeNumber = (value: number): string => Math.round(value).toLocaleString('en-US')
/** A rate as a report shows it: whole from a hundred on (`1,234`), one decimal below (`37.7`). */
export const rateNumber = (rate: number): string =>
  rate >= 100 ? wholeNumber(rate) : rate.toFixed(1)
/** A fraction as a report shows it: `42 %`. */
export const percent = (fraction: number): string => `${Math.round(fraction * 100)} %`

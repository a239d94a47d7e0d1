/** Throwaway: code blocks readers flagged (code-snippet feedback), one gap a page. */
import { maskPersonalData, readerExcerpt } from '../lib/privacy.ts'
import { inertCode, titledList, wholeNumber } from '../render/inert.ts'
import { pathOfPage } from './paths.ts'
import { EXCERPT, keyOf, type GapBase, type GapKindUnit } from './unit.ts'

export interface CodeGap extends GapBase {
  kind: 'code'
  path: string
  comments: string[]
}

export const codeKind: GapKindUnit<CodeGap> = {
  find(signals, options) {
    const byPath = new Map<string, string[]>()
    for (const row of signals.feedback ?? []) {
      if (row.source !== 'code_snippet') continue
      const path = pathOfPage(row.path)
      byPath.set(path, [...(byPath.get(path) ?? []), readerExcerpt(row.comment ?? '', EXCERPT)])
    }
    return [...byPath]
      .filter(([, comments]) => comments.length >= options.minCount)
      .map(([path, comments]) => ({
        kind: 'code' as const,
        key: keyOf('code', path),
        readers: comments.length,
        label: path,
        path,
        comments,
      }))
  },
  page: (gap) => gap.path,
  confidence: () => 1,
  numbers: (gap) => `${wholeNumber(gap.readers)} code blocks flagged`,
  words: (gap) => inertCode(gap.path, 120),
  evidence: (gap, d) => titledList('Comments', gap.comments, (c) => inertCode(c, d.chars), d),
  record: (gap) => ({ kind: 'code', path: gap.path, comments: gap.comments.map(maskPersonalData) }),
  examples: (gap) => gap.comments,
  briefPages: (gap) => [gap.path],
  labelFromReaders: false,
  matchesDocs: false,
  task: ({ pages }) => `readers flagged code blocks on ${pages[0] ?? 'a page'}. Fix the code.`,
}

/**
 * Question gaps: questions the assistant could not answer, grouped by topic (cluster.ts), each
 * group of at least `min-count` questions. Readers affected: its questions.
 */
import { maskPersonalData, readerExcerpt } from '../lib/privacy.ts'
import { inertCode, inertText, titledList } from '../render/inert.ts'
import { wholeNumber } from '../render/numbers.ts'
import {
  clusterQuestions,
  cohesionWeight,
  wordlessQuestions,
  type RememberedTopic,
} from './cluster.ts'
import { CATEGORY_PAIRS, type CategoryJudgement } from './questions/group.ts'
import { LABEL, keyOf, type GapBase, type GapKindUnit, type KnownGap } from './unit.ts'

/** A group of questions the assistant could not answer. */
export interface QuestionGap extends GapBase {
  kind: 'question'
  size: number
  /** How tight the group is, 0–1: a loose mixture ranks below a tight group of its size. */
  cohesion: number
  /** Examples shown: its most representative question (its name) first, then the most asked. */
  examples: string[]
  /** Every question it holds, most asked first (the output file lists them all). */
  questions: { text: string; count: number }[]
  pages: string[]
  /** Earliest and latest times its questions were asked ('' when none could be read). */
  firstAsked: string
  lastAsked: string
}

const KEY_PREFIX = keyOf('question', '')

/** The question gaps the memory remembers, as topics the grouping keeps (their keys). */
function rememberedTopics(known: readonly KnownGap[]): RememberedTopic[] {
  return known.flatMap((g) =>
    g.kind === 'question' && g.key.startsWith(KEY_PREFIX)
      ? [
          {
            key: g.key.slice(KEY_PREFIX.length),
            signature: g.signature ?? [],
            asked: g.history?.at(-1)?.count ?? 1,
          },
        ]
      : [],
  )
}

/**
 * The log's line on the platform's categories of the questions (`queryCategory`): whether they
 * counted in the grouping this run, and how much (questions/group.ts, `categoryAgreement`).
 */
function categoriesLine(c: CategoryJudgement): string {
  const pairs = `${wholeNumber(c.pairs)} pair${c.pairs === 1 ? '' : 's'}`
  const kappa = c.kappa.toFixed(2)
  const said =
    c.weight > 0
      ? `they follow what the questions' words group together (agreement ${kappa} beyond ` +
        `chance, Cohen's kappa over ${pairs}), so a shared category weighs ` +
        `${c.weight.toFixed(2)} of a word.`
      : c.pairs < CATEGORY_PAIRS
        ? `too few questions alike in words to judge them (${pairs} with a category, ` +
          `${CATEGORY_PAIRS} needed); they weigh nothing this run.`
        : `no clear agreement with what the questions' words group together beyond chance ` +
          `(Cohen's kappa ${kappa} over ${pairs}); they weigh nothing this run.`
  const questions = `${wholeNumber(c.categorised)} distinct questions${c.sampled ? ' of a sample' : ''}`
  return `Question categories (queryCategory of ${questions}): ${said}`
}

export const questionKind: GapKindUnit<QuestionGap> = {
  find(signals, log) {
    const remembered = rememberedTopics(signals.known ?? [])
    const relatedTerms = signals.vocabulary
    const judged = (categories: CategoryJudgement) => log?.(categoriesLine(categories))
    const options = { remembered, relatedTerms, judged }
    return clusterQuestions(signals.conversations ?? [], options).map((c) => ({
      kind: 'question' as const,
      key: keyOf('question', c.key),
      readers: c.size,
      label: readerExcerpt(c.name || c.key, LABEL),
      signature: c.signature,
      size: c.size,
      cohesion: c.cohesion,
      examples: c.examples,
      questions: c.questions,
      pages: c.pages,
      firstAsked: c.firstAsked,
      lastAsked: c.lastAsked,
    }))
  },
  reported: (gap, options) => gap.size >= options.minCount,
  signal: 'assistant',
  measure: (gap) => ({ count: gap.size, questions: gap.size }),
  judgedWords: (label) => `questions like ${inertText(label, 80)} left unanswered`,
  page: (gap) => gap.pages[0] ?? null,
  firstDated: (gap) => gap.firstAsked || null,
  rankFactor: (gap) => cohesionWeight(gap.cohesion),
  confidence: (gap) => gap.cohesion,
  numbers: (gap) => `${wholeNumber(gap.size)} unanswered question${gap.size === 1 ? '' : 's'}`,
  words: (gap) => inertText(gap.label, 80),
  evidence: (gap, d) => [
    ...titledList('Example questions', gap.examples, (q) => inertText(q, d.chars), d),
    ...titledList('Pages where asked', gap.pages, (p) => inertCode(p, d.chars), d),
    `- Last asked: ${inertCode(gap.lastAsked.slice(0, 10), 40)}`,
  ],
  record: (gap) => ({
    kind: 'question',
    size: gap.size,
    cohesion: gap.cohesion,
    examples: gap.examples.map(maskPersonalData),
    questions: gap.questions.map((q) => ({ text: maskPersonalData(q.text), count: q.count })),
    pages: gap.pages.map(maskPersonalData),
    lastAsked: gap.lastAsked,
  }),
  examples: (gap) => gap.examples,
  briefPages: (gap, covering) => (covering.length ? [...covering] : gap.pages),
  labelFromReaders: true,
  matchesDocs: true,
  // A question in no reported gap: asked too few times, or like no other question enough.
  leftAlone: (gap) => gap.questions,
  // A question of stop words alone: nothing to group it by, listed all the same.
  unplaced: (signals) => wordlessQuestions(signals.conversations ?? []),
  task: ({ numbers, pages }) =>
    `the assistant could not answer readers' questions${numbers}; they are quoted below. Add the ` +
    'missing content.' +
    (pages.length > 0 ? ` Pages that already cover these words: ${pages.join(', ')}.` : ''),
}

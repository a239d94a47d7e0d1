import js from '@eslint/js'
import tseslint from 'typescript-eslint'

/** The shape of src/: a class longer than this is several concerns (ESLint has no such rule). */
const MAX_CLASS_LINES = 250
const shape = {
  rules: {
    'max-lines-per-class': {
      meta: { type: 'suggestion', schema: [{ type: 'integer' }] },
      create(context) {
        const max = context.options[0] ?? MAX_CLASS_LINES
        const check = (node) => {
          const lines = node.loc.end.line - node.loc.start.line + 1
          if (lines > max) {
            const name = node.id?.name ?? 'anonymous class'
            context.report({ node, message: `${name} has ${lines} lines; at most ${max}.` })
          }
        }
        return { ClassDeclaration: check, ClassExpression: check }
      },
    },
  },
}

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.tsbuild/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly', Buffer: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // One concern a function, one room a class: what a newcomer can read at once.
    files: ['src/**/*.ts'],
    plugins: { shape },
    rules: {
      'max-lines-per-function': ['error', { max: 100 }],
      'shape/max-lines-per-class': ['error', MAX_CLASS_LINES],
    },
  },
  {
    // dependency-cruiser reads its configuration as CommonJS.
    files: ['.dependency-cruiser.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable' } },
  },
)

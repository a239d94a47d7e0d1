import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // Child-process tests start real servers; two cores are shared, so keep the pool small.
    maxWorkers: 4,
  },
})

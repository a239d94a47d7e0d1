import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // Child-process tests start real servers; two cores are shared, so keep the pool small (on 2
    // cores, 3 workers finished the suite in 51-55 s, 4 in 55-61 s, 2 in 61 s).
    maxWorkers: 3,
    // Worker threads, each reused for the files it runs with the modules it already loaded: a
    // fresh process and module graph per file cost 0.3 to 5 s of CPU each, for 60+ files. The test
    // files keep no state in shared modules: tests restore their spies and process.env, and the
    // emulators and fakes are created per file or per test.
    pool: 'threads',
    isolate: false,
    coverage: {
      provider: 'v8',
      // The code the action ships; the bundled dist/ runs in child processes and is not counted.
      include: ['src/**/*.ts'],
      reporter: ['text-summary', 'json-summary'],
      // Set just under what the suite reaches (95.9 / 90.0 / 97.4 / 97.2 %): coverage may not fall.
      thresholds: { statements: 95, branches: 89, functions: 97, lines: 96 },
    },
  },
})

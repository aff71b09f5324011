import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.ts'],
    globalSetup: ['tests/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    // A bound for a test that hangs, not a speed target: at load average 16–20 a browser test with a
    // few page loads takes well over 30 s (issue 12, item 8).
    testTimeout: 120_000,
    hookTimeout: 180_000,
    env: { NODE_ENV: 'test' },
  },
})

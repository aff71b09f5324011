import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.ts'],
    globalSetup: ['tests/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    // Each worker imports the modules once and runs its files one after another (docs/decisions/031):
    // every file still builds its own app on its own copy of the database, and a new app empties the
    // registered caches; re-importing the server's graph for each of ~120 files cost 115 s a run.
    isolate: false,
    // A bound for a test that hangs, not a speed target: at load average 16–20 a browser test with a
    // few page loads takes well over 30 s (issue 12, item 8).
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // expect.poll waits for what a browser does in real time (a CSS fade, a script loading); 1 s, the
    // default, is too short on a busy CI machine, and a poll that matches returns at once.
    expect: { poll: { timeout: 15_000 } },
    // The server under test runs the React build production runs (NODE_ENV=production, as
    // scripts/start.mjs sets it): development React renders 15 % slower and is not what ships
    // (docs/decisions/064). Each test app still gets NODE_ENV=test in its own settings.
    env: { NODE_ENV: 'production' },
    // The built server (dist/server) is loaded by Node itself, as Vike loads the pages: one copy of each module.
    server: { deps: { external: [/\/dist\/server\//] } },
  },
})

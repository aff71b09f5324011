import type { KnipConfig } from 'knip'

/**
 * Dead-code check (ADR 025), run by `npm run lint`. Knip starts from the entries below and from
 * what its plugins find (package.json scripts → src/server/index.ts, src/cli/*.ts, bench/*.ts,
 * scripts/*.mjs; vitest.config.ts → the test files and tests/global-setup.ts; vite.config.ts),
 * follows every import (dynamic ones too: the islands in src/islands/islands.ts load that way;
 * the Vike pages import their domain's *.server.ts modules, ADR 030), and reports files, exports
 * and dependencies that nothing reaches.
 */
const config: KnipConfig = {
  entry: [
    // Vike's own files: its plugin looks under pages/ and renderer/, ours live under views/
    // (filesystemRoutingRoot '/'). +roles.ts and +menu.ts are also read by src/back-office's globs.
    'views/**/+{Page,data,config,guard,roles,menu,route,onRenderHtml,client}.{ts,tsx}',
    'src/cli/*.ts',
    // Mounted by src/server/admin-routers.ts's glob, by file name (ADR 032).
    'src/*/*.admin-routes.ts',
    // Built as dist/server/app-library.mjs and imported by the tests' helper from there (ADR 029).
    'src/server/app-library.ts',
    'scripts/*.mjs',
    'bench/*.ts',
    'migrations/*.ts',
    'knexfile.ts',
    'vite.config.ts',
  ],
  project: ['{src,views,tests,bench,scripts,migrations}/**/*.{ts,tsx,mjs,css}', '*.{ts,js}'],
  // An export its own module also uses is not dead code; one that nothing uses is.
  ignoreExportsUsedInFile: true,
  // Knex's plugin would execute knexfile.ts, which refuses to load without DATABASE_URL; Vite's would
  // execute vite.config.ts, whose Vike plugin then resolves the whole page config (writing
  // +config.ts.build-*.mjs files under views/ and keeping knip waiting). Both files are plain entries instead.
  knex: false,
  vite: false,
  // tests/e2e/quality.test.ts finds the validator's jar with require.resolve('vnu-jar/package.json')
  // and runs it with java (when present).
  ignoreDependencies: ['vnu-jar'],
  ignoreBinaries: ['java'],
  // Tailwind is imported from the stylesheet (@import "tailwindcss"): read CSS imports as imports.
  compilers: {
    css: (text: string) => [...text.matchAll(/(?<=@)import[^;]+/g)].join('\n'),
  },
}

export default config

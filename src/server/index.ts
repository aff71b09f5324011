import { isDatabaseUnavailable } from '../lib/database-availability'

// An operator's slip, not a crash — a second start on the same embedded database, a setting that
// cannot be used, a database that cannot be reached: said in one message, without a stack. (By
// name: in development the error classes come from Vite's copy of the modules.)
const OPERATOR_SLIPS = new Set(['EmbeddedDatabaseInUseError', 'InvalidEnvironmentError', 'PortUnavailableError'])

function startupFailure(error: unknown): unknown {
  if (!(error instanceof Error)) return error
  if (OPERATOR_SLIPS.has(error.name)) return error.message
  if (isDatabaseUnavailable(error)) return `Cannot reach the database (${(error as { code?: string }).code ?? error.name}): ${error.message}. Check DATABASE_URL and that the database server is up.`
  return error
}

/**
 * The server's entry: `npm start` runs its build (dist/server/server-app.mjs), `npm run dev` runs
 * it with tsx. In development the server's own modules are loaded through Vite, like the pages,
 * so both share one module graph there too (docs/decisions/029) — with HMR for the pages.
 */
async function main() {
  process.env.NODE_ENV ??= 'development'
  if (process.env.NODE_ENV === 'development') {
    const { createDevMiddleware } = await import('vike/server')
    const { devMiddleware, viteServer } = await createDevMiddleware({ root: process.cwd() })
    const { serve } = (await viteServer.ssrLoadModule('/src/server/serve.ts')) as typeof import('./serve')
    return serve({ devMiddleware })
  }
  const { serve } = await import('./serve')
  return serve()
}

main().catch((error: unknown) => {
  console.error(startupFailure(error))
  process.exit(1)
})

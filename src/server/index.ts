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
  // A second start on the same embedded database is an operator's slip, not a crash: say so plainly.
  // (By name: in development the error class comes from Vite's copy of the module.)
  console.error(error instanceof Error && error.name === 'EmbeddedDatabaseInUseError' ? error.message : error)
  process.exit(1)
})

import { loadEnv } from '../config/env'
import { EmbeddedDatabaseInUseError } from '../db/embedded'
import { bootstrap, createLogger, handleShutdown } from './boot'

/** `npm run dev`: the same server with Vite's dev middleware (HMR) instead of the build. */
async function main() {
  process.env.NODE_ENV ??= 'development'
  const env = loadEnv()
  const logger = createLogger(env)
  let devMiddleware
  if (env.NODE_ENV === 'development') {
    const { createDevMiddleware } = await import('vike/server')
    ;({ devMiddleware } = await createDevMiddleware({ root: process.cwd() }))
  }
  const runtime = await bootstrap(env, { devMiddleware, logger })
  const server = runtime.app.app.listen(env.PORT, env.HOST, () => logger.info({ url: `http://localhost:${env.PORT}` }, 'listening'))
  handleShutdown(server, runtime, { deadlineMs: env.SHUTDOWN_DEADLINE_MS })
}

main().catch((error) => {
  // A second start on the same embedded database is an operator's slip, not a crash: say so plainly.
  console.error(error instanceof EmbeddedDatabaseInUseError ? error.message : error)
  process.exit(1)
})

import { createServer } from 'node:net'
import type { RequestHandler } from 'express'
import { loadEnv } from '../config/env'
import { bootstrap, createLogger, handleShutdown } from './boot'

/** The address cannot be listened on (taken, not this machine's, a privileged port). */
export class PortUnavailableError extends Error {
  override name = 'PortUnavailableError'
}

/** Binds the address once and lets it go: a start that cannot listen says so before it seeds and prints the first passwords. */
function checkAddress(port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', (error: NodeJS.ErrnoException) => reject(new PortUnavailableError(`Cannot listen on ${host}:${port} (${error.code ?? error.message}): choose another PORT or HOST, or stop what uses it.`)))
    probe.listen(port, host, () => probe.close(() => resolve()))
  })
}

/** Reads the environment, boots the app and listens; stops cleanly on SIGTERM/SIGINT. */
export async function serve({ devMiddleware }: { devMiddleware?: RequestHandler } = {}): Promise<void> {
  const env = loadEnv()
  const logger = createLogger(env)
  if (env.PORT !== 0) await checkAddress(env.PORT, env.HOST)
  const runtime = await bootstrap(env, { devMiddleware, logger })
  const server = runtime.app.app.listen(env.PORT, env.HOST, (error?: Error) => {
    // Taken between the check and now: the process must not run on without its port.
    if (error) {
      logger.fatal({ err: error }, `cannot listen on ${env.HOST}:${env.PORT}`)
      process.exit(1)
    }
    logger.info({ url: `http://localhost:${env.PORT}` }, 'listening')
  })
  handleShutdown(server, runtime, { deadlineMs: env.SHUTDOWN_DEADLINE_MS })
}

import type { RequestHandler } from 'express'
import { loadEnv } from '../config/env'
import { bootstrap, createLogger, handleShutdown } from './boot'

/** Reads the environment, boots the app and listens; stops cleanly on SIGTERM/SIGINT. */
export async function serve({ devMiddleware }: { devMiddleware?: RequestHandler } = {}): Promise<void> {
  const env = loadEnv()
  const logger = createLogger(env)
  const runtime = await bootstrap(env, { devMiddleware, logger })
  const server = runtime.app.app.listen(env.PORT, env.HOST, () => logger.info({ url: `http://localhost:${env.PORT}` }, 'listening'))
  handleShutdown(server, runtime, { deadlineMs: env.SHUTDOWN_DEADLINE_MS })
}

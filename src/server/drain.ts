import net from 'node:net'
import type { Server, ServerResponse } from 'node:http'

export interface Drainable {
  /** Stops taking connections and resolves once every open connection has ended. */
  drain(): Promise<void>
}

/**
 * A graceful stop for a server whose clients keep connections alive. Once draining:
 * - no new connection is accepted (the load balancer sends them to another instance);
 * - every response not yet started, and every request still arriving on an open connection, is
 *   answered with `Connection: close`, so the client sees a complete response and then a clean
 *   close instead of a connection cut under a request;
 * - connections that stay idle are closed after `idleGraceMs`, not at once: a request may be on
 *   its way on one of them (http.Server#close would drop it by closing idle connections first).
 */
export function drainable(server: Server, { idleGraceMs = 1_000 }: { idleGraceMs?: number } = {}): Drainable {
  const inFlight = new Set<ServerResponse>()
  let draining = false
  server.prependListener('request', (_req, res: ServerResponse) => {
    if (draining) res.setHeader('Connection', 'close')
    inFlight.add(res)
    res.once('close', () => inFlight.delete(res))
  })
  return {
    drain() {
      draining = true
      const closed = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()))
      for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close')
      const sweeper = setInterval(() => server.closeIdleConnections(), idleGraceMs)
      return closed.finally(() => clearInterval(sweeper))
    },
  }
}

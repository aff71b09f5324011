import net from 'node:net'

/** A loopback TCP proxy the tests can cut, stall and restore, to play a database outage. */
export interface TcpProxy {
  port: number
  /** Refuses new connections and resets open ones (a database that is down). */
  cut(): void
  /**
   * A database that is reachable but silent: new connections are accepted and open ones kept,
   * but nothing is forwarded or answered. A connection caught in the stall stays silent for good
   * (even after restore()); only new connections work again.
   */
  stall(): void
  restore(): void
  close(): Promise<void>
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  let mode: 'open' | 'cut' | 'stall' = 'open'
  const pairs = new Set<[net.Socket, net.Socket]>()
  const held = new Set<net.Socket>()
  const hold = (socket: net.Socket) => {
    socket.unpipe()
    socket.pause()
    held.add(socket)
    socket.on('error', () => {}).on('close', () => held.delete(socket))
  }
  const server = net.createServer((client) => {
    if (mode === 'cut') return client.destroy()
    if (mode === 'stall') return hold(client)
    const upstream = net.connect(targetPort, targetHost)
    const pair: [net.Socket, net.Socket] = [client, upstream]
    pairs.add(pair)
    const drop = () => {
      client.destroy()
      upstream.destroy()
      pairs.delete(pair)
    }
    client.on('error', drop).on('close', drop)
    upstream.on('error', drop).on('close', drop)
    client.pipe(upstream).pipe(client)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const cut = () => {
    mode = 'cut'
    for (const [client, upstream] of pairs) {
      client.destroy()
      upstream.destroy()
    }
    pairs.clear()
    for (const socket of held) socket.destroy()
    held.clear()
  }
  return {
    port: (server.address() as net.AddressInfo).port,
    cut,
    stall() {
      mode = 'stall'
      for (const [client, upstream] of pairs) {
        hold(client)
        hold(upstream)
      }
      pairs.clear()
    },
    restore() {
      mode = 'open'
    },
    close() {
      cut()
      return new Promise((resolve) => server.close(() => resolve()))
    },
  }
}

/** The same connection string, pointed at the proxy. */
export function throughProxy(connectionString: string, proxyPort: number): string {
  const url = new URL(connectionString)
  url.hostname = '127.0.0.1'
  url.port = String(proxyPort)
  return url.toString()
}

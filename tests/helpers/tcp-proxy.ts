import net from 'node:net'

/** A loopback TCP proxy the tests can cut and restore, to play a database outage. */
export interface TcpProxy {
  port: number
  cut(): void
  restore(): void
  close(): Promise<void>
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  let open = true
  const sockets = new Set<net.Socket>()
  const server = net.createServer((client) => {
    if (!open) return client.destroy()
    const upstream = net.connect(targetPort, targetHost)
    sockets.add(client).add(upstream)
    const drop = () => {
      client.destroy()
      upstream.destroy()
      sockets.delete(client)
      sockets.delete(upstream)
    }
    client.on('error', drop).on('close', drop)
    upstream.on('error', drop).on('close', drop)
    client.pipe(upstream).pipe(client)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const cut = () => {
    open = false
    for (const s of sockets) s.destroy()
    sockets.clear()
  }
  return {
    port: (server.address() as net.AddressInfo).port,
    cut,
    restore() {
      open = true
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

import http from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A load balancer in front of several instances, as small as one can be: each request goes to the
 * next upstream in turn (no stickiness), with X-Forwarded-For/-Proto/-Host added as a balancer adds
 * them, and every answer is counted per upstream, so a test can prove that each instance served
 * each kind of request.
 */
export interface RoundRobinProxy {
  /** http://127.0.0.1:<port> */
  url: string
  /**
   * The instances to balance over (until then every request answers 503): the proxy listens
   * first, so that its address can be the instances' PUBLIC_URL.
   */
  use(upstreams: string[]): void
  /** What each upstream answered so far, in the order given to `use`. */
  answered: Answer[][]
  /** Answers whose request matches, per upstream (by index). */
  countsOf(match: (answer: Answer) => boolean): number[]
  close(): Promise<void>
}

export interface Answer {
  method: string
  /** Path and query, as requested. */
  path: string
  status: number
}

export async function startRoundRobinProxy({ clientAddress = '203.0.113.7' } = {}): Promise<RoundRobinProxy> {
  const answered: Answer[][] = []
  let targets: URL[] = []
  // Keep-alive to the upstreams as a balancer does; each request still picks the next one.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 32 })
  let next = 0
  const server = http.createServer((req, res) => {
    if (!targets.length) return void res.writeHead(503).end()
    const index = next
    next = (next + 1) % targets.length
    const target = targets[index]!
    const { connection: _c, 'keep-alive': _k, ...headers } = req.headers
    // The balancer's view of the visitor: the address the tests' visitor "comes from" (a test may name its own).
    const visitor = (req.headers['x-test-client'] as string | undefined) ?? clientAddress
    delete headers['x-test-client']
    headers['x-forwarded-for'] = visitor
    headers['x-forwarded-proto'] = 'http'
    headers['x-forwarded-host'] = req.headers.host ?? ''
    const upstream = http.request({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers, agent }, (answer) => {
      answered[index]!.push({ method: req.method ?? 'GET', path: req.url ?? '/', status: answer.statusCode ?? 0 })
      const { connection: _c, 'keep-alive': _k, 'transfer-encoding': _t, ...passed } = answer.headers
      res.writeHead(answer.statusCode ?? 502, passed)
      answer.pipe(res)
    })
    upstream.on('error', () => {
      answered[index]!.push({ method: req.method ?? 'GET', path: req.url ?? '/', status: 502 })
      if (!res.headersSent) res.writeHead(502).end()
      else res.destroy()
    })
    req.pipe(upstream)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    use(upstreams) {
      targets = upstreams.map((u) => new URL(u))
      answered.splice(0, answered.length, ...upstreams.map(() => []))
      next = 0
    },
    answered,
    countsOf: (match) => answered.map((answers) => answers.filter(match).length),
    close: () =>
      new Promise((resolve) => {
        agent.destroy()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

import http from 'node:http'
import type { AddressInfo } from 'node:net'

export interface GraphRequest {
  method: string
  path: string
  headers: http.IncomingHttpHeaders
  body: unknown
}

export interface GraphStandIn {
  url: string
  requests: GraphRequest[]
  answerWith(fn: (res: http.ServerResponse) => void): void
  close(): Promise<void>
}

/** A local stand-in for the WhatsApp Cloud (Graph) API: records each request and answers as told. */
export function startGraphStandIn(): Promise<GraphStandIn> {
  const requests: GraphRequest[] = []
  let answer: (res: http.ServerResponse) => void = answerSent
  const server = http.createServer((req, res) => {
    let raw = ''
    req.on('data', (chunk) => (raw += chunk))
    req.on('end', () => {
      requests.push({ method: req.method!, path: req.url!, headers: req.headers, body: JSON.parse(raw || 'null') })
      answer(res)
    })
  })
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        requests,
        answerWith: (fn) => (answer = fn),
        close: () => {
          server.closeAllConnections()
          return new Promise((done) => server.close(() => done()))
        },
      })
    })
  })
}

/** What the Graph API answers for an accepted text message. */
export function answerSent(res: http.ServerResponse) {
  res.writeHead(200, { 'Content-Type': 'application/json' })
  res.end(JSON.stringify({ messaging_product: 'whatsapp', contacts: [{ input: '34611428730', wa_id: '34611428730' }], messages: [{ id: 'wamid.HBgLMzQ2MTE0Mjg3MzAVAgARGBI' }] }))
}

import { createHash, createHmac, randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A local stand-in for an S3-compatible bucket (docs/decisions/062), as stripe-stand-in.ts is for
 * Stripe: the real @aws-sdk/client-s3 talks to it in path style (`/<bucket>/<key>`).
 *
 *   const s3 = await startS3StandIn()
 *   const t = await startTestApp({ env: s3.env })        // S3_BUCKET, S3_ENDPOINT, keys…
 *   s3.objects.get(key)?.body; s3.requests; s3.failWith('unavailable')
 *
 * Answers PutObject, GetObject, HeadObject and DeleteObject, keeping objects in memory. Every
 * request must carry a valid AWS Signature V4 (Authorization header) made with the configured
 * access key id and secret over the method, path, query, signed headers and payload hash, as S3
 * checks it; anything else is refused with 403 as S3 does. `failWith` makes it answer every
 * request with 503 (storage unreachable) or 403 AccessDenied until told otherwise.
 */

export interface StoredObject {
  body: Buffer
  contentType: string
  lastModified: Date
}

export interface S3Request {
  method: string
  /** PutObject, GetObject, HeadObject, DeleteObject. */
  operation: string
  key: string
  /** The status it answered. */
  status: number
}

export interface S3StandIn {
  url: string
  bucket: string
  accessKeyId: string
  /** The app's environment for this bucket. */
  env: Record<string, string>
  objects: Map<string, StoredObject>
  requests: S3Request[]
  /** Requests refused for their signature (a test expects none). */
  badSignatures: string[]
  failWith(mode: 'unavailable' | 'denied' | undefined): void
  close(): Promise<void>
}

const REGION = 'eu-west-1'

function hmac(key: Buffer | string, data: string): Buffer {
  return createHmac('sha256', key).update(data).digest()
}

const sha256Hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex')

function errorXml(code: string, message: string, key = ''): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message><Key>${key}</Key><RequestId>${randomBytes(8).toString('hex')}</RequestId></Error>`
}

/** Why the request's Signature V4 is not valid, or undefined when it is. */
function signatureProblem(req: http.IncomingMessage, body: Buffer, accessKeyId: string, secret: string): string | undefined {
  const authorization = req.headers.authorization ?? ''
  const match = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(authorization)
  if (!match) return `not a Signature V4 Authorization header: ${authorization.slice(0, 40)}`
  const [, keyId, date, region, signedHeaders, signature] = match as unknown as [string, string, string, string, string, string]
  if (keyId !== accessKeyId) return `unknown access key id ${keyId}`
  const amzDate = String(req.headers['x-amz-date'] ?? '')
  if (!amzDate.startsWith(date)) return 'x-amz-date does not match the credential scope'
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '')
  if (!payloadHash) return 'no x-amz-content-sha256'
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256Hex(body)) return 'the payload does not match x-amz-content-sha256'
  const [rawPath = '/', rawQuery = ''] = (req.url ?? '/').split('?')
  const query = rawQuery
    .split('&')
    .filter(Boolean)
    .map((pair) => (pair.includes('=') ? pair : `${pair}=`))
    .sort()
    .join('&')
  const names = signedHeaders.split(';')
  if (!names.includes('host')) return 'host is not signed'
  const headers = names.map((name) => `${name}:${String(req.headers[name] ?? '').trim().replace(/\s+/g, ' ')}\n`).join('')
  const canonical = [req.method, rawPath, query, headers, signedHeaders, payloadHash].join('\n')
  const scope = `${date}/${region}/s3/aws4_request`
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonical)].join('\n')
  const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), 's3'), 'aws4_request')
  if (createHmac('sha256', key).update(toSign).digest('hex') !== signature) return 'SignatureDoesNotMatch'
  return undefined
}

export async function startS3StandIn({ bucket = 'menorca-originals' }: { bucket?: string } = {}): Promise<S3StandIn> {
  const accessKeyId = `AKIA${randomBytes(8).toString('hex').toUpperCase()}`
  const secret = randomBytes(20).toString('base64')
  const objects = new Map<string, StoredObject>()
  const requests: S3Request[] = []
  const badSignatures: string[] = []
  let failure: 'unavailable' | 'denied' | undefined

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const body = Buffer.concat(chunks)
      const [rawPath = '/'] = (req.url ?? '/').split('?')
      const [, bucketName = '', ...keyParts] = rawPath.split('/')
      const key = decodeURIComponent(keyParts.join('/'))
      const operation =
        req.method === 'PUT' ? 'PutObject'
        : req.method === 'GET' ? 'GetObject'
        : req.method === 'HEAD' ? 'HeadObject'
        : req.method === 'DELETE' ? 'DeleteObject'
        : `${req.method}?`
      const answer = (status: number, headers: Record<string, string | number> = {}, payload?: Buffer | string) => {
        requests.push({ method: req.method ?? '', operation, key, status })
        res.writeHead(status, { 'x-amz-request-id': randomBytes(8).toString('hex'), ...headers })
        res.end(req.method === 'HEAD' ? undefined : payload)
      }
      const error = (status: number, code: string, message: string) => answer(status, { 'content-type': 'application/xml' }, errorXml(code, message, key))

      if (failure === 'unavailable') return error(503, 'ServiceUnavailable', 'Please reduce your request rate.')
      const problem = signatureProblem(req, body, accessKeyId, secret)
      if (problem) {
        badSignatures.push(`${operation} ${key}: ${problem}`)
        return error(403, problem === 'SignatureDoesNotMatch' ? 'SignatureDoesNotMatch' : 'InvalidAccessKeyId', problem)
      }
      if (failure === 'denied') return error(403, 'AccessDenied', 'Access Denied')
      if (bucketName !== bucket) return error(404, 'NoSuchBucket', 'The specified bucket does not exist')
      if (!key) return error(400, 'InvalidRequest', 'A key is needed')

      if (operation === 'PutObject') {
        objects.set(key, { body, contentType: String(req.headers['content-type'] ?? 'application/octet-stream'), lastModified: new Date() })
        return answer(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` })
      }
      if (operation === 'GetObject' || operation === 'HeadObject') {
        const object = objects.get(key)
        if (!object) return operation === 'HeadObject' ? answer(404) : error(404, 'NoSuchKey', 'The specified key does not exist.')
        return answer(200, { 'content-type': object.contentType, 'content-length': object.body.length, etag: `"${createHash('md5').update(object.body).digest('hex')}"`, 'last-modified': object.lastModified.toUTCString() }, object.body)
      }
      if (operation === 'DeleteObject') {
        objects.delete(key)
        return answer(204)
      }
      return error(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    bucket,
    accessKeyId,
    env: { S3_BUCKET: bucket, S3_ENDPOINT: url, S3_REGION: REGION, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secret, S3_FORCE_PATH_STYLE: 'true' },
    objects,
    requests,
    badSignatures,
    failWith(mode) {
      failure = mode
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

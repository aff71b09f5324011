// An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2…) holding bytes by key, through
// @aws-sdk/client-s3: the image originals when S3_BUCKET is set (docs/decisions/062).
//
//   const bucket = new ObjectStorage(s3SettingsOf(env)!, logger)
//   await bucket.put('uploads/2026/11/beach-3f9a1c.1a2b3c4d.jpg', bytes, 'image/jpeg')
//   await bucket.get('…')   // undefined: no such object
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3'
import type { Logger } from 'pino'
import { AppError } from './errors'

/** Where image originals are kept when not in PostgreSQL (ADR 062). */
export interface S3Settings {
  bucket: string
  endpoint?: string
  region: string
  credentials?: { accessKeyId: string; secretAccessKey: string }
  forcePathStyle: boolean
  /** '' or ending in '/'. */
  prefix: string
}

/** The bucket cannot be reached or refuses us (down, denied, timed out): 503, nothing was kept. */
export class ObjectStorageUnavailableError extends AppError {
  constructor(readonly key: string, cause: unknown) {
    super(503, 'object_storage_unavailable', `The image storage (S3) did not take or give "${key}": ${describe(cause)}`)
  }
}

function describe(error: unknown): string {
  if (error instanceof S3ServiceException) return `${error.name} (HTTP ${error.$metadata.httpStatusCode ?? '?'})`
  const code = (error as NodeJS.ErrnoException | undefined)?.code
  return code ?? (error instanceof Error ? error.message : String(error))
}

function statusOf(error: unknown): number | undefined {
  return error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined
}

/** A bound on each call: a silent bucket must not hold an upload (and its transaction) open. */
const CONNECT_TIMEOUT_MS = 3_000
const REQUEST_TIMEOUT_MS = 20_000

export class ObjectStorage {
  private readonly client: S3Client
  readonly bucket: string
  /** Prepended to every key: '' or ending in '/'. */
  readonly prefix: string

  constructor(
    settings: S3Settings,
    private readonly logger?: Pick<Logger, 'warn' | 'error'>,
  ) {
    this.bucket = settings.bucket
    this.prefix = settings.prefix
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
      // Checksums only where S3 requires them: S3-compatible services differ in the newer ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 2,
      requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
    })
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    try {
      await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: bytes, ContentType: contentType, ContentLength: bytes.length }))
    } catch (error) {
      this.logger?.error({ err: error, bucket: this.bucket, key }, 'object storage refused an upload')
      throw new ObjectStorageUnavailableError(key, error)
    }
  }

  /** The object's bytes; undefined when there is no such object (logged: a row points at nothing). */
  async get(key: string): Promise<Buffer | undefined> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }))
      return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : Buffer.alloc(0)
    } catch (error) {
      if (statusOf(error) === 404) {
        this.logger?.warn({ bucket: this.bucket, key }, 'object missing from object storage')
        return undefined
      }
      this.logger?.error({ err: error, bucket: this.bucket, key }, 'object storage could not be read')
      throw new ObjectStorageUnavailableError(key, error)
    }
  }

  /** Removes objects (a missing one counts as removed); failures are logged, never thrown: the rows are gone already. */
  async remove(keys: string[]): Promise<number> {
    let removed = 0
    for (const key of keys) {
      try {
        await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }))
        removed++
      } catch (error) {
        this.logger?.error({ err: error, bucket: this.bucket, key }, 'object storage could not remove an object: it stays, referenced by nothing')
      }
    }
    return removed
  }

  close(): void {
    this.client.destroy()
  }
}

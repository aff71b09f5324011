import { createServer, type AddressInfo, type Server, type Socket } from 'node:net'
import type { PGlite } from '@electric-sql/pglite'
import { SessionArbiter } from './session-arbiter'
import {
  closeStatementMessage,
  endsExchange,
  fatalError,
  ProtocolViolation,
  scopeNames,
  simpleQueryMessage,
  SYNC_MESSAGE,
  takeMessages,
  type FrontendMessage,
} from './wire-protocol'

export interface EmbeddedSessionServerOptions {
  db: PGlite
  host?: string
  maxConnections: number
  /**
   * A client that holds the session without sending anything for this long — inside a
   * transaction, or between Parse and Sync — is disconnected and its transaction rolled back,
   * as PostgreSQL's idle_in_transaction_session_timeout does: everyone else waits for it.
   */
  idleHolderTimeoutMs?: number
  /** Something went wrong inside PGlite or the protocol; the client concerned is disconnected. */
  onError?(error: unknown, context: string): void
}

/**
 * Serves PGlite's single PostgreSQL session to many TCP clients (pg, Knex, connect-pg-simple)
 * without ever mixing them: a client owns the session from its first message until the backend
 * is ready for the next query outside a transaction, so no other client's statement can land
 * between its Parse, Bind and Execute, nor inside its transaction. Named prepared statements and
 * portals get a per-client prefix and are closed when the client goes. docs/decisions/018.
 */
export class EmbeddedSessionServer {
  private readonly arbiter = new SessionArbiter<ClientConnection>()
  private readonly clients = new Set<ClientConnection>()
  private server: Server | undefined
  private nextClientId = 1

  constructor(private readonly options: EmbeddedSessionServerOptions) {}

  async start(): Promise<{ host: string; port: number }> {
    const server = createServer((socket) => this.accept(socket))
    this.server = server
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(0, this.options.host ?? '127.0.0.1', () => resolve())
    })
    const { address, port } = server.address() as AddressInfo
    return { host: address, port }
  }

  /** Stops listening, disconnects every client and waits until none holds the session. */
  async stop(): Promise<void> {
    const server = this.server
    this.server = undefined
    const closing = server ? new Promise<void>((resolve) => server.close(() => resolve())) : Promise.resolve()
    await Promise.all([...this.clients].map((client) => client.disconnect()))
    await closing
  }

  /** For tests and diagnostics: who holds the session and how many wait for it. */
  stats(): { clients: number; waiting: number; held: boolean } {
    return { clients: this.clients.size, waiting: this.arbiter.waiting, held: this.arbiter.current !== null }
  }

  private accept(socket: Socket): void {
    socket.setNoDelay(true)
    if (!this.server || this.clients.size >= this.options.maxConnections) {
      socket.write(fatalError('53300', 'sorry, too many clients already'), () => socket.destroy())
      return
    }
    const client = new ClientConnection(socket, `c${this.nextClientId++}_`, this.options, this.arbiter, () => this.clients.delete(client))
    this.clients.add(client)
  }
}

class ClientConnection {
  private buffer: Buffer = Buffer.alloc(0)
  private started = false
  private holding = false
  private idleTimer: NodeJS.Timeout | undefined
  private closed = false
  /** Every message is handled in arrival order, one at a time. */
  private work: Promise<void> = Promise.resolve()
  /** This client's named prepared statements (prefixed), closed when it goes. */
  private readonly statements = new Set<string>()

  constructor(
    private readonly socket: Socket,
    private readonly prefix: string,
    private readonly options: EmbeddedSessionServerOptions,
    private readonly arbiter: SessionArbiter<ClientConnection>,
    private readonly forget: () => void,
  ) {
    socket.on('data', (chunk) => this.receive(chunk))
    socket.on('error', () => this.disconnect())
    socket.on('close', () => this.disconnect())
  }

  /** Ends the connection and gives the session back clean (no open exchange, transaction or statement). */
  disconnect(): Promise<void> {
    if (!this.closed) {
      this.closed = true
      this.socket.destroy()
      // Still waiting in line (a client-side query timeout, say): leave it now, not when its turn comes.
      if (this.arbiter.current !== this) this.arbiter.leave(this)
      this.work = this.work.then(() => this.cleanUp()).finally(this.forget)
    }
    return this.work
  }

  private receive(chunk: Buffer): void {
    if (this.closed) return
    clearTimeout(this.idleTimer)
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk])
    let messages: FrontendMessage[]
    try {
      const taken = takeMessages(this.buffer, this.started)
      messages = taken.messages
      this.buffer = taken.rest
      this.started = taken.started
    } catch (error) {
      if (!(error instanceof ProtocolViolation)) throw error
      this.socket.pause()
      this.socket.write(fatalError('08P01', error.message), () => void this.disconnect())
      return
    }
    if (messages.length === 0) return
    this.work = this.work
      .then(() => this.handle(messages))
      .catch((error: unknown) => {
        this.options.onError?.(error, 'protocol')
        void this.disconnect()
      })
  }

  private async handle(messages: FrontendMessage[]): Promise<void> {
    for (const message of messages) {
      if (this.closed) return
      switch (message.kind) {
        case 'ssl-request':
          this.socket.write('N') // no TLS on a loopback socket
          break
        case 'cancel-request':
          // PGlite runs one statement at a time to completion: nothing can be cancelled.
          void this.disconnect()
          return
        case 'startup':
          await this.run(message.bytes, true)
          break
        case 'regular': {
          if (message.type === 'X') {
            void this.disconnect()
            return
          }
          const { bytes, prepared, closed } = scopeNames(message.bytes, this.prefix)
          await this.run(bytes, endsExchange(message.type))
          if (prepared) this.statements.add(prepared)
          if (closed) this.statements.delete(closed)
        }
      }
    }
  }

  /** Runs one message while owning the session; gives the session back when an exchange ends outside a transaction. */
  private async run(message: Buffer, endsAnExchange: boolean): Promise<void> {
    if (!(await this.hold()) || this.closed) return
    const { db } = this.options
    try {
      await db.runExclusive(() =>
        db.execProtocolRawStream(message, {
          syncToFs: endsAnExchange,
          onRawData: (data) => {
            // A copy: the bytes are a view of PGlite's memory, reused by the next message.
            if (!this.closed && data.length > 0) this.socket.write(Buffer.from(data))
          },
        }),
      )
    } catch (error) {
      this.options.onError?.(error, 'message')
      void this.disconnect()
      return
    }
    if (endsAnExchange && !db.isInTransaction()) this.letGo()
    else this.watchIdleHolding()
  }

  private watchIdleHolding(): void {
    const timeoutMs = this.options.idleHolderTimeoutMs
    if (!timeoutMs) return
    clearTimeout(this.idleTimer)
    this.idleTimer = setTimeout(() => {
      if (!this.holding || this.closed) return
      this.options.onError?.(new Error(`held the session idle for ${timeoutMs} ms inside a transaction or exchange`), 'idle-holder')
      void this.disconnect()
    }, timeoutMs)
    this.idleTimer.unref()
  }

  private async hold(): Promise<boolean> {
    if (this.holding) return true
    this.holding = await this.arbiter.acquire(this)
    return this.holding
  }

  private letGo(): void {
    clearTimeout(this.idleTimer)
    this.holding = false
    this.arbiter.release(this)
  }

  private async cleanUp(): Promise<void> {
    if (!this.holding && this.statements.size === 0) return this.arbiter.leave(this)
    if (!(await this.hold())) return
    const { db } = this.options
    const discard = { syncToFs: true, onRawData: () => {} }
    try {
      await db.runExclusive(async () => {
        // Finish an exchange cut off mid-way, undo an open transaction, drop this client's statements.
        await db.execProtocolRawStream(SYNC_MESSAGE, discard)
        if (db.isInTransaction()) await db.execProtocolRawStream(simpleQueryMessage('ROLLBACK'), discard)
        for (const name of this.statements) await db.execProtocolRawStream(closeStatementMessage(name), discard)
        if (this.statements.size > 0) await db.execProtocolRawStream(SYNC_MESSAGE, discard)
      })
    } catch (error) {
      this.options.onError?.(error, 'clean-up')
    } finally {
      this.statements.clear()
      this.letGo()
    }
  }
}

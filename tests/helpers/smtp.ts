import { simpleParser, type ParsedMail } from 'mailparser'
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

/** A real SMTP server on a loopback port that keeps what it receives, for mail tests. */
export interface TestSmtp {
  url: string
  messages: ParsedMail[]
  /** Makes the server refuse every message until restored (a mail server that is down). */
  failing: boolean
  close(): Promise<void>
}

export async function startSmtpServer(): Promise<TestSmtp> {
  const state: TestSmtp = { url: '', messages: [], failing: false, close: async () => {} }
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      if (state.failing) {
        stream.resume()
        stream.on('end', () => callback(Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 })))
        return
      }
      simpleParser(stream)
        .then((mail) => {
          state.messages.push(mail)
          callback()
        })
        .catch(callback)
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  state.url = `smtp://127.0.0.1:${port}?ignoreTLS=true`
  state.close = () => new Promise((resolve) => server.close(() => resolve()))
  return state
}

import type { ParsedMail } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ICS_CONTENT_TYPE, toIcs } from '../../src/documents/ics'
import { formatBytes } from '../../src/i18n/format'
import { renderVoucherPdf } from '../../src/documents/voucher-pdf.server'
import { tr } from '../helpers/locales'
import { readPdf } from '../helpers/pdf-text'
import { loginAs } from '../helpers/staff'
import { built, startTestApp, type TestApp } from '../helpers/test-app'

// A confirmation e-mail with its voucher and calendar file: queued with the booking, sent by the
// worker to a real SMTP server with both files intact, kept in the outbox exactly as sent, and
// copied by a resend. Only admins can download the files (they carry the customer's details).

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ smtp: true })
})
afterAll(async () => {
  await t?.close()
})

const ad = (lng: string, key: string, options?: Record<string, string>) => tr(lng, 'admin', key, options)

const PDF_NAME = 'Gutschein TR-2026-0042.pdf'
const ICS_NAME = 'transfer-TR-2026-0042.ics'

async function confirmationFiles() {
  const pdf = await renderVoucherPdf({
    language: 'de',
    business: { name: 'Menorca Tours & Transfers', phone: '+34 971 36 24 18' },
    title: 'Transfergutschein',
    referenceLabel: 'Buchungsnummer',
    reference: 'TR-2026-0042',
    qrUrl: 'http://localhost:3000/airport-transfers/booking?ref=TR-2026-0042&sig=abc',
    qrCaption: 'Scannen, um Ihre Buchung zu öffnen',
    sections: [{ heading: 'Hinfahrt', rows: [['Strecke', 'Flughafen Menorca → Hotel Sa Pedrera']] }],
    notes: ['Zahlen Sie dem Fahrer 63 € bar oder mit Karte.'],
    footer: 'Gute Reise!',
  })
  const ics = Buffer.from(toIcs([{ uid: 'leg-1@menorca.example', start: new Date('2026-08-21T12:05:00Z'), end: new Date('2026-08-21T13:05:00Z'), summary: 'Transfer → Hotel Sa Pedrera' }], { prodId: '-//Menorca Tours//Transfers//DE' }))
  return { pdf, ics }
}

async function queueConfirmation(to: string) {
  const { pdf, ics } = await confirmationFiles()
  const id = await built.queueMail({
    kind: 'transfer-confirmation',
    to,
    subject: 'Ihr Transfer TR-2026-0042 ist bestätigt',
    html: '<p>Hallo Familie Weber</p>',
    text: 'Hallo Familie Weber',
    language: 'de',
    attachments: [
      { filename: PDF_NAME, contentType: 'application/pdf', content: pdf },
      { filename: ICS_NAME, contentType: ICS_CONTENT_TYPE, content: ics },
    ],
  })
  return { id, pdf, ics }
}

async function delivered(to: string): Promise<ParsedMail> {
  await t.mailWorker.kick()
  await expect.poll(() => t.smtp!.messages.filter((m) => m.to && 'text' in m.to && m.to.text.includes(to)).length).toBeGreaterThan(0)
  return t.smtp!.messages.find((m) => m.to && 'text' in m.to && m.to.text.includes(to))!
}

describe('e-mail attachments', () => {
  it('sends the voucher PDF and the .ics with the message, with their names, types and exact bytes', async () => {
    const { id, pdf, ics } = await queueConfirmation('familie.weber@example.de')
    const mail = await delivered('familie.weber@example.de')
    expect(mail.text).toContain('Hallo Familie Weber')
    expect(mail.attachments.map((a) => a.filename)).toEqual([PDF_NAME, ICS_NAME])
    const [voucher, calendar] = mail.attachments
    expect(voucher!.contentType).toBe('application/pdf')
    expect(voucher!.content.equals(pdf)).toBe(true)
    expect((await readPdf(voucher!.content)).pages[0]!.text).toContain('Flughafen Menorca → Hotel Sa Pedrera')
    expect(calendar!.contentType).toBe('text/calendar')
    expect(calendar!.content.equals(ics)).toBe(true)
    expect(calendar!.content.toString('utf8')).toContain('SUMMARY:Transfer → Hotel Sa Pedrera')
    expect(await t.knex('mail_outbox').where({ id }).first()).toMatchObject({ status: 'sent' })
    const stored = await t.knex('mail_attachments').where({ outbox_id: id }).orderBy('id')
    expect(stored.map((a) => [a.filename, a.size])).toEqual([[PDF_NAME, pdf.length], [ICS_NAME, ics.length]])
  })

  it('lists the files on the outbox page with their size, and the download gives the bytes as an attachment', async () => {
    const { id, pdf, ics } = await queueConfirmation('download.check@example.de')
    const { agent } = await loginAs(t.app, 'admin')
    const page = await agent.get(`/admin/outbox/${id}?lng=de`)
    expect(page.status).toBe(200)
    expect(page.text).toContain(ad('de', 'outboxAttachments.title'))
    const hrefs = [...page.text.matchAll(/href="(\/admin\/outbox\/\d+\/attachments\/\d+)"/g)].map((m) => m[1]!)
    expect(hrefs).toHaveLength(2)
    expect(page.text).toContain(PDF_NAME)
    // Sizes as the staff language writes them ("12 kB", "0,8 kB").
    expect(page.text).toContain(`application/pdf · ${formatBytes(pdf.length, 'de')}`)
    expect(page.text).toContain(`text/calendar · ${formatBytes(ics.length, 'de')}`)

    const download = await agent.get(hrefs[0]!).buffer(true).parse((res, done) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => done(null, Buffer.concat(chunks)))
    })
    expect(download.status).toBe(200)
    expect(download.headers['content-type']).toBe('application/pdf')
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${PDF_NAME}"`)
    expect(download.headers['x-content-type-options']).toBe('nosniff')
    expect(download.headers['cache-control']).toBe('private, no-store')
    expect((download.body as Buffer).equals(pdf)).toBe(true)

    const calendar = await agent.get(hrefs[1]!)
    expect(calendar.headers['content-type']).toBe(ICS_CONTENT_TYPE)
    expect(calendar.headers['content-disposition']).toBe(`attachment; filename="${ICS_NAME}"`)
    expect(Buffer.from(calendar.text).equals(ics)).toBe(true)

    // Another message's file is not reachable through this message's address.
    const other = await queueConfirmation('other.message@example.de')
    const otherFile = await t.knex('mail_attachments').where({ outbox_id: other.id }).first()
    expect((await agent.get(`/admin/outbox/${id}/attachments/${otherFile.id}`)).status).toBe(404)
    expect((await agent.get(`/admin/outbox/${id}/attachments/abc`)).status).toBe(404)
  })

  it('gives a file name that could escape its header or a folder a safe form', async () => {
    const id = await built.queueMail({
      kind: 'test',
      to: 'names@example.de',
      subject: 'Namen',
      html: '<p>x</p>',
      text: 'x',
      language: 'de',
      attachments: [{ filename: '../../Gutschein "Müller"\r\nX-Evil: 1.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.3\n') }],
    })
    const [file] = await t.knex('mail_attachments').where({ outbox_id: id })
    expect(file.filename).toBe('_.._Gutschein _Müller___X-Evil_ 1.pdf')
    const { agent } = await loginAs(t.app, 'admin')
    const res = await agent.get(`/admin/outbox/${id}/attachments/${file.id}`)
    expect(res.status).toBe(200)
    expect(res.headers['content-disposition']).toBe(`attachment; filename="_.._Gutschein _Muller___X-Evil_ 1.pdf"; filename*=UTF-8''_.._Gutschein%20_M%C3%BCller___X-Evil_%201.pdf`)
    expect(res.headers['x-evil']).toBeUndefined()
  })

  it('refuses a content type that could break the message, and files over the size limit', async () => {
    const base = { kind: 'test', to: 'refused@example.de', subject: 'x', html: 'x', text: 'x', language: 'de' }
    for (const contentType of ['application/pdf\r\nBcc: someone@example.com', 'application/pdf;\r\n x=y', 'application/pdf; name="a\r\nb"', 'pdf']) {
      await expect(built.queueMail({ ...base, attachments: [{ filename: 'a.pdf', contentType, content: Buffer.from('x') }] })).rejects.toThrow()
    }
    await expect(built.queueMail({ ...base, attachments: [{ filename: 'a.bin', contentType: 'application/octet-stream', content: Buffer.alloc(built.MAX_ATTACHMENT_BYTES + 1) }] })).rejects.toThrow()
    expect(await t.knex('mail_outbox').where({ to_address: 'refused@example.de' })).toHaveLength(0)
  })

  it('resends a sent e-mail with copies of its files', async () => {
    const { id, pdf, ics } = await queueConfirmation('resend.me@example.de')
    await delivered('resend.me@example.de')
    const { agent, csrf } = await loginAs(t.app, 'admin')
    const res = await agent.post(`/admin/outbox/${id}/resend`).type('form').send({ _csrf: csrf })
    expect(res.status).toBe(303)
    const copyId = Number(/\/admin\/outbox\/(\d+)\?saved=resent/.exec(res.headers.location ?? '')![1])
    expect(copyId).not.toBe(id)
    const copies = await t.knex('mail_attachments').where({ outbox_id: copyId }).orderBy('id')
    expect(copies.map((a) => a.filename)).toEqual([PDF_NAME, ICS_NAME])
    await t.mailWorker.kick()
    await expect.poll(() => t.smtp!.messages.filter((m) => m.to && 'text' in m.to && m.to.text.includes('resend.me@example.de')).length).toBe(2)
    const again = t.smtp!.messages.filter((m) => m.to && 'text' in m.to && m.to.text.includes('resend.me@example.de'))[1]!
    expect(again.attachments.map((a) => a.content.equals(a.filename === PDF_NAME ? pdf : ics))).toEqual([true, true])
    // The original keeps its own files.
    expect(await t.knex('mail_attachments').where({ outbox_id: id })).toHaveLength(2)
  })

  it('keeps the files from editors: the download is refused, the outbox page too', async () => {
    const { id } = await queueConfirmation('editor.check@example.de')
    const [file] = await t.knex('mail_attachments').where({ outbox_id: id })
    const { agent } = await loginAs(t.app, 'editor')
    const res = await agent.get(`/admin/outbox/${id}/attachments/${file.id}`)
    expect(res.status).toBe(403)
    expect(res.headers['content-disposition']).toBeUndefined()
    expect((await agent.get(`/admin/outbox/${id}`)).status).toBe(403)
  })

  it('shows a demo confirmation with its voucher and calendar file after the first start', async () => {
    const demo = await t.knex('mail_outbox').where({ kind: 'transfer-confirmation', to_address: 'familie.weber@example.com' }).first()
    const files = await t.knex('mail_attachments').where({ outbox_id: demo.id }).orderBy('id')
    expect(files.map((f) => f.contentType)).toEqual(['application/pdf', ICS_CONTENT_TYPE])
    const voucher = (await readPdf(files[0].content)).pages[0]!.text
    for (const text of ['Transfergutschein', 'TR-DEMO-0001', 'Flughafen Menorca (MAH) → Ciutadella, Hotel Sa Pedrera', '126 €', 'Menorca Tours & Transfers']) expect(voucher).toContain(text)
    expect(files[1].content.toString('utf8')).toMatch(/^BEGIN:VCALENDAR\r\n/)
    const { agent } = await loginAs(t.app, 'admin')
    expect((await agent.get(`/admin/outbox/${demo.id}?lng=de`)).text).toContain('Gutschein TR-DEMO-0001.pdf')
  })

  it('deletes the files with their message', async () => {
    const { id } = await queueConfirmation('deleted@example.de')
    await t.knex('mail_outbox').where({ id }).delete()
    expect(await t.knex('mail_attachments').where({ outbox_id: id })).toHaveLength(0)
  })
})

describe('attachments made after the transaction commits', () => {
  const lazyMail = (to: string, make: () => Promise<Array<{ filename: string; contentType: string; content: Buffer }>>) => ({
    kind: 'transfer-confirmation', to, subject: 'Bestätigt', html: '<p>Hallo</p>', text: 'Hallo', language: 'de', attachments: make,
  })

  it('renders them outside the transaction, then stores them and releases the message before the caller goes on', async () => {
    const { pdf, ics } = await confirmationFiles()
    let insideTransaction = true
    let renderedInside: boolean | undefined
    const id = await built.transactionThen(t.knex, async (trx) => {
      const queued = await built.queueMail(
        lazyMail('after.commit@example.com', async () => {
          renderedInside = insideTransaction
          return [{ filename: PDF_NAME, contentType: 'application/pdf', content: pdf }, { filename: ICS_NAME, contentType: ICS_CONTENT_TYPE, content: ics }]
        }),
        trx,
      )
      // Held while the files do not exist yet: the worker must not send it without them.
      const held = await trx('mail_outbox').where({ id: queued }).first()
      expect(new Date(held.nextAttemptAt).getTime()).toBeGreaterThan(Date.now() + 60_000)
      insideTransaction = false
      return queued
    })
    expect(renderedInside).toBe(false)
    const files = await t.knex('mail_attachments').where({ outbox_id: id }).orderBy('id')
    expect(files.map((f) => f.filename)).toEqual([PDF_NAME, ICS_NAME])
    expect(Buffer.compare(files[0].content, pdf)).toBe(0)
    await expect.poll(async () => (await t.knex('mail_outbox').where({ id }).first()).status).toBe('sent')
  })

  it('queues nothing when the transaction rolls back, and keeps a message whose files fail held with the reason', async () => {
    await expect(
      built.transactionThen(t.knex, async (trx) => {
        await built.queueMail(lazyMail('rolled.back@example.com', async () => []), trx)
        throw new Error('booking refused')
      }),
    ).rejects.toThrow('booking refused')
    expect(await t.knex('mail_outbox').where({ to_address: 'rolled.back@example.com' }).first()).toBeUndefined()

    const id = await built.transactionThen(t.knex, (trx) => built.queueMail(lazyMail('no.files@example.com', async () => Promise.reject(new Error('font missing'))), trx))
    const row = await t.knex('mail_outbox').where({ id }).first()
    expect(row).toMatchObject({ status: 'pending', lastError: 'attachments: font missing' })
    expect(new Date(row.nextAttemptAt).getTime()).toBeGreaterThan(Date.now() + 60_000)
  })

  it('renders them at once inside a transaction of another kind (nothing can run after it)', async () => {
    const { pdf } = await confirmationFiles()
    const id = await t.knex.transaction((trx) => built.queueMail(lazyMail('plain.trx@example.com', async () => [{ filename: PDF_NAME, contentType: 'application/pdf', content: pdf }]), trx))
    expect((await t.knex('mail_attachments').where({ outbox_id: id })).length).toBe(1)
    expect(new Date((await t.knex('mail_outbox').where({ id }).first()).nextAttemptAt).getTime()).toBeLessThanOrEqual(Date.now())
  })
})


import { describe, expect, it } from 'vitest'
import { bookTransfer, islandDay } from '../helpers/bookings'
import { readPdf } from '../helpers/pdf-text'
import { loginAs } from '../helpers/staff'
import { tr } from '../helpers/locales'
import { ad, pdfOf, useTripOffice } from '../helpers/trip-office'

// Which language a printed document is in (docs/decisions/070). A staff member's PDFs — run
// sheets, the day's manifest, departures' manifests — are in the language they read the admin in
// (the request's: ?lng=, then the cookie the language switcher sets), whatever language their
// e-mails are in (users.language). A customer's voucher stays in the customer's language, even
// when staff reading the admin in another language send it.

const office = useTripOffice()

/** The staff PDFs, each with the key of its title (admin namespace). */
async function staffPdfs() {
  const { t } = office
  const date = islandDay(270)
  const dep = await office.departure({ date, time: '10:05' })
  await office.booking(dep, { name: 'Marta Coll', adults: 2 })
  const job = await bookTransfer(t.app, t.knex, { payment: 'driver' })
  const [{ id: driverId }] = await t.knex('drivers').insert({ name: 'Joan Seguí', phone: '+34611200397' }).returning('id')
  await t.knex('transfer_legs').where({ booking_id: job.id }).update({ service_date: date, driver_id: driverId })
  return [
    { path: `/admin/departures/${dep.id}/manifest.pdf`, title: 'manifest.title' },
    { path: `/admin/departures/manifests.pdf?date=${date}`, title: 'manifest.dayTitle' },
    { path: `/admin/dispatch/run-sheet.pdf?date=${date}&driver=${driverId}`, title: 'runSheet.title' },
    { path: `/admin/dispatch/manifest.pdf?date=${date}`, title: 'runSheet.manifestTitle' },
  ]
}

describe('the language of printed documents', () => {
  it("prints a staff member's PDFs in the language they read the admin in, not the one of their e-mails", async () => {
    const { t } = office
    const pdfs = await staffPdfs()
    for (const { screen, mails } of [{ screen: 'de', mails: 'en' }, { screen: 'en', mails: 'de' }]) {
      const { agent, user } = await loginAs(t.app, 'dispatcher')
      await t.knex('users').where({ id: user.id }).update({ language: mails })
      // The staff member switches the admin to their language (the switcher's ?lng= sets the cookie)…
      const dashboard = await agent.get(`/admin?lng=${screen}`)
      expect(dashboard.headers['content-language']).toBe(screen)
      // …and prints from a link that names no language.
      for (const { path, title } of pdfs) {
        expect(ad(screen, title)).not.toBe(ad(mails, title))
        const { res, text } = await pdfOf(agent, path)
        expect([path, res.status]).toEqual([path, 200])
        expect(text, `${screen}: ${path}`).toContain(ad(screen, title))
        expect(text, `${screen}: ${path}`).not.toContain(ad(mails, title))
      }
      // A refused query says why in the same language.
      const bad = await agent.get('/admin/dispatch/manifest.pdf?date=2026-02-30').set('Accept', 'application/json')
      expect(bad.status).toBe(400)
      expect(bad.body.error.fields.date).toBe(ad(screen, 'runSheet.invalid.date'))
    }
    // A link that names its language wins, as it does for every admin page.
    const { agent, user } = await loginAs(t.app, 'admin')
    await t.knex('users').where({ id: user.id }).update({ language: 'de' })
    await agent.get('/admin?lng=en')
    const { path, title } = pdfs[0]!
    expect((await pdfOf(agent, `${path}?lng=ca`)).text).toContain(ad('ca', title))
  })

  it("keeps a customer's voucher in the customer's language when staff reading the admin in German send it again", async () => {
    const { t } = office
    const dep = await office.departure()
    const booked = await office.booking(dep, { name: 'Hannah Reid', language: 'en', email: 'hannah.reid@example.co.uk' })
    const { agent, user, csrf } = await loginAs(t.app, 'dispatcher')
    await t.knex('users').where({ id: user.id }).update({ language: 'de' })
    await agent.get('/admin?lng=de')
    expect((await agent.post(`/admin/trip-bookings/${booked.id}`).type('form').send({ _csrf: csrf, intent: 'resend' })).status).toBe(303)
    const mail = await t.knex('mail_outbox').where({ kind: 'trip-confirmed', to_address: 'hannah.reid@example.co.uk' }).first()
    expect(mail.language).toBe('en')
    const [voucher] = await t.knex('mail_attachments').where({ outbox_id: mail.id, content_type: 'application/pdf' })
    const text = (await readPdf(voucher.content)).pages.map((p) => p.text).join('\n')
    expect(text).toContain(tr('en', 'trips', 'booking.voucher.title'))
    expect(text).not.toContain(tr('de', 'trips', 'booking.voucher.title'))
  })
})

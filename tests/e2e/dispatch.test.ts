import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { islandTimeToInstant } from '../../src/lib/island-time'
import { bookTransfer, islandDay } from '../helpers/bookings'
import { useSiteInBrowser } from '../helpers/browser'
import { tr } from '../helpers/locales'
import { createStaff, STAFF_PASSWORD } from '../helpers/staff'

const t = useSiteInBrowser()
const a = (key: string, vars?: Record<string, string | number>) => tr('en', 'admin', key, vars)

/** Drags by the job's handle into a lane with the mouse, as a dispatcher does (dnd-kit's pointer sensor). */
async function drag(page: Page, handle: Locator, lane: Locator, whileOver?: () => Promise<void>) {
  await lane.scrollIntoViewIfNeeded()
  await handle.scrollIntoViewIfNeeded()
  const from = (await handle.boundingBox())!
  const to = (await lane.boundingBox())!
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
  await page.mouse.down()
  await page.mouse.move(from.x + from.width / 2 + 15, from.y + from.height / 2 + 15, { steps: 5 })
  await page.mouse.move(to.x + to.width / 2, to.y + Math.min(40, to.height / 2), { steps: 20 })
  await whileOver?.()
  await page.mouse.up()
}

/** A booking's one job, moved to that day and pick-up time (what a staff edit would do). */
async function jobAt(day: string, time: string): Promise<{ id: number; reference: string }> {
  const booking = await bookTransfer(t.site.app, t.site.knex, { date: day, time: '12:00' })
  await t.site.knex('transfer_legs').where({ id: booking.legs[0]!.id }).update({ pickup_at: islandTimeToInstant(day, time), service_date: day })
  return { id: booking.legs[0]!.id, reference: booking.reference }
}

const hydrated = (page: Page) => expect.poll(() => page.locator('[data-testid="dispatch-board"][data-enhanced="true"]').count()).toBe(1)

describe('the dispatch board in a real browser', () => {
  it('a dispatcher assigns one job with the form, another by drag and drop, and sees an overlapping one refused and put back', async () => {
    const { knex } = t.site
    const day = islandDay(20)
    const book = (time: string) => jobAt(day, time)
    await knex('settings').insert({ key: 'transfers.booking', value: JSON.stringify({ jobsPerSlot: 200 }) }).onConflict('key').merge()
    const morning = await book('09:00')
    const clash = await book('09:20')
    const afternoon = await book('15:00')
    // Only this test's drivers on the board (the demo's, if any, are set aside).
    await knex('drivers').update({ active: false })
    const [toni] = await knex('drivers').insert({ name: 'Toni Pons', phone: '+34611428730', languages: JSON.stringify(['es', 'ca']) }).returning('id')
    const [marga] = await knex('drivers').insert({ name: 'Marga Coll', phone: '+34611428731', languages: JSON.stringify(['en']) }).returning('id')
    const [van] = await knex('fleet_vehicles').insert({ plate: '1111 AAA', name: 'White Vito', vehicle_class: 'minivan', seats: 8, luggage: 8 }).returning('id')

    const user = await createStaff('dispatcher')
    const context = await t.browser.newContext({ viewport: { width: 1280, height: 1400 } })
    const page = await context.newPage()
    await page.goto(`${t.site.url}/admin/dispatch?date=${day}&lng=en`)
    await page.getByLabel(a('login.email')).fill(user.email)
    await page.getByLabel(a('login.password')).fill(STAFF_PASSWORD)
    await page.getByRole('button', { name: a('login.submit') }).click()
    await page.waitForURL(/\/admin\/dispatch/)
    await hydrated(page)
    const job = (id: number) => page.locator(`[data-job="${id}"]`)
    const lane = (id: number | 'unassigned') => page.locator(`[data-lane="${id}"]`)
    for (const j of [morning, clash, afternoon]) expect(await lane('unassigned').locator(`[data-job="${j.id}"]`).count()).toBe(1)
    // Each job's block on the timeline shows its whole time, on a desktop and on a phone.
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 1400 })
      const blocks = await page.locator('[data-block]').evaluateAll((spans) => spans.map((s) => ({ text: s.textContent, clipped: s.scrollWidth > s.clientWidth, inLane: s.getBoundingClientRect().right <= s.parentElement!.getBoundingClientRect().right + 1 })))
      expect(blocks.length, `${width}`).toBeGreaterThanOrEqual(3)
      for (const block of blocks) expect(block, `${width}`).toMatchObject({ clipped: false, inLane: true })
    }
    await page.setViewportSize({ width: 1280, height: 1400 })

    // The form (what works without JavaScript, and with the keyboard): driver and vehicle, then "Assign".
    await job(morning.id).getByLabel(a('dispatchAdmin.board.labels.driver')).selectOption(String(toni.id))
    await job(morning.id).getByLabel(a('dispatchAdmin.board.labels.vehicle')).selectOption(String(van.id))
    await job(morning.id).getByRole('button', { name: a('dispatchAdmin.board.labels.assign') }).click()
    await page.waitForURL(/assigned=/)
    await expect.poll(() => page.getByTestId('board-flash').textContent()).toContain(morning.reference)
    expect(await lane(toni.id).locator(`[data-job="${morning.id}"]`).count()).toBe(1)
    expect(await knex('transfer_legs').where({ id: morning.id }).first()).toMatchObject({ driverId: toni.id, vehicleId: van.id })
    await hydrated(page)

    // Drag and drop: the afternoon job into Marga's lane.
    await drag(page, page.locator(`[data-drag-handle="${afternoon.id}"]`), lane(marga.id))
    await expect.poll(async () => (await knex('transfer_legs').where({ id: afternoon.id }).first()).driverId).toBe(marga.id)
    await expect.poll(() => lane(marga.id).locator(`[data-job="${afternoon.id}"]`).count()).toBe(1)

    // The 09:20 job overlaps Toni's 09:00: refused with the reason, and it goes back to the unassigned lane.
    // Over Toni's lane, before the drop, the lane already says he is busy at 09:00.
    const busy = a('dispatchAdmin.board.labels.busy', { time: '09:00' })
    await drag(page, page.locator(`[data-drag-handle="${clash.id}"]`), lane(toni.id), () => expect.poll(() => lane(toni.id).getByText(busy).count()).toBe(1))
    const reason = a('dispatchAdmin.conflicts.driver-overlap', { name: 'Toni Pons', reference: morning.reference, time: '09:00', buffer: 30 })
    await expect.poll(() => page.getByRole('alert').filter({ hasText: reason }).count()).toBe(1)
    await expect.poll(() => lane('unassigned').locator(`[data-job="${clash.id}"]`).count()).toBe(1)
    expect((await knex('transfer_legs').where({ id: clash.id }).first()).driverId).toBeNull()

    // Dragged on from Marga (no vehicle) to Toni, the afternoon job goes in the van Toni drives that day, and the board says so.
    await drag(page, page.locator(`[data-drag-handle="${afternoon.id}"]`), lane(toni.id))
    await expect.poll(async () => (await knex('transfer_legs').where({ id: afternoon.id }).first()).vehicleId).toBe(van.id)
    await expect.poll(() => page.getByTestId('board-message').textContent()).toContain('1111 AAA')

    // The driver presses "on the way" on their phone: the board shows it at its next poll (every 20 s), without a reload.
    await knex('transfer_legs').where({ id: morning.id }).update({ status: 'on_the_way' })
    await expect.poll(() => job(morning.id).locator('[data-status="on_the_way"]').count(), { timeout: 30_000 }).toBe(1)

    // The week view counts them.
    await page.getByRole('link', { name: a('dispatchAdmin.board.weekView') }).click()
    await page.waitForURL(/view=week/)
    expect(await page.getByTestId('week-board').locator(`[data-row="${toni.id}"]`).textContent()).toContain(morning.reference)
    await context.close()
  })

  it('on a phone, a dispatcher narrows the day to the morning’s unassigned jobs, jumps to a driver’s lane and drags a job there; the page fits the screen in German and Catalan', async () => {
    const { knex } = t.site
    const day = islandDay(21)
    const book = async (time: string) => (await jobAt(day, time)).id
    await knex('settings').insert({ key: 'transfers.booking', value: JSON.stringify({ jobsPerSlot: 200 }) }).onConflict('key').merge()
    const [early, noon] = [await book('08:10'), await book('12:40')]
    const [biel] = await knex('drivers').insert({ name: 'Biel Filtre', phone: '+34611428732', languages: JSON.stringify(['ca']) }).returning('id')
    const user = await createStaff('dispatcher')
    const context = await t.browser.newContext({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' })
    const page = await context.newPage()
    await page.goto(`${t.site.url}/admin/dispatch?date=${day}&lng=de`)
    await page.getByLabel(tr('de', 'admin', 'login.email')).fill(user.email)
    await page.getByLabel(tr('de', 'admin', 'login.password')).fill(STAFF_PASSWORD)
    await page.getByRole('button', { name: tr('de', 'admin', 'login.submit') }).click()
    await page.waitForURL(/\/admin\/dispatch/)
    await hydrated(page)
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= 390)
    expect(await fits()).toBe(true)

    const de = (key: string) => tr('de', 'admin', `dispatchAdmin.board.filter.${key}`)
    await page.getByLabel(de('show')).selectOption('unassigned')
    await page.getByLabel(de('from')).fill('07:00')
    await page.getByLabel(de('to')).fill('10:00')
    await page.getByRole('button', { name: de('apply') }).click()
    await page.waitForURL(/show=unassigned/)
    await hydrated(page)
    expect(await page.locator(`[data-job="${early}"]`).count()).toBe(1)
    expect(await page.locator(`[data-job="${noon}"]`).count()).toBe(0)
    expect(await fits()).toBe(true)
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze()
    expect(axe.violations.map((v) => `${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`)).toEqual([])

    // The lane index takes the dispatcher to Biel's lane, far down a busy day.
    await page.getByRole('navigation', { name: tr('de', 'admin', 'dispatchAdmin.board.labels.lanes') }).getByRole('link', { name: /Biel Filtre/ }).click()
    await expect.poll(() => page.locator(`#lane-${biel.id}`).evaluate((h) => h.getBoundingClientRect().top >= 0 && h.getBoundingClientRect().top < window.innerHeight)).toBe(true)

    // Dragged into Biel's lane, the job is his, and the filter (unassigned only) no longer shows it.
    await page.setViewportSize({ width: 1280, height: 1400 })
    await drag(page, page.locator(`[data-drag-handle="${early}"]`), page.locator(`[data-lane="${biel.id}"]`))
    await expect.poll(async () => (await knex('transfer_legs').where({ id: early }).first()).driverId).toBe(biel.id)
    await expect.poll(() => page.locator(`[data-job="${early}"]`).count()).toBe(0)

    // The same filtered day in Catalan still fits a phone.
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`${t.site.url}/admin/dispatch?date=${day}&show=unassigned&from=07:00&to=10:00&lng=ca`)
    expect(await fits()).toBe(true)
    await context.close()
  })
})

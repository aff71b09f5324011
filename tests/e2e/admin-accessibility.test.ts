import AxeBuilder from '@axe-core/playwright'
import { describe, expect, it } from 'vitest'
import { useSiteInBrowser } from '../helpers/browser'
import { tr } from '../helpers/locales'
import { createStaff, STAFF_PASSWORD } from '../helpers/staff'

// Staff spend their day in the admin, some of it on a phone: every screen of the sidebar, and a
// record of each list, must pass the same axe rules as the public pages (tests/e2e/quality.test.ts).
// One width and one language keep it to a minute: the phone, where tables scroll sideways, and
// German, whose long words are the first to break a layout. New screens are in the sidebar, so
// they are scanned without touching this file.

const t = useSiteInBrowser()
const de = (key: string) => tr('de', 'admin', key)
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']
/** A record's page, linked from its list: an edit form, a booking, a departure… (never a download). */
const RECORD_LINK = 'main a[href*="/edit/"], main a[href*="/details/"], main a[href^="/admin/transfers/"], main a[href^="/admin/trip-bookings/"], main a[href^="/admin/departures/"]'

describe('the staff screens and axe', () => {
  it('every screen of the sidebar and a record of each list passes axe on a phone, in German', { timeout: 300_000 }, async () => {
    const user = await createStaff('admin')
    const context = await t.browser.newContext({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' })
    const page = await context.newPage()
    page.setDefaultTimeout(30_000)
    await page.goto(`${t.site.url}/admin?lng=de`)
    await page.getByLabel(de('login.email')).fill(user.email)
    await page.getByLabel(de('login.password')).fill(STAFF_PASSWORD)
    await page.getByRole('button', { name: de('login.submit') }).click()
    await page.waitForURL(/\/admin(\?|$)/)

    const screens = await page.locator('aside nav a[href^="/admin"]').evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')!.split('#')[0]!))])
    expect(screens.length).toBeGreaterThan(30)
    const scanned = new Set<string>()
    const problems: string[] = []
    const scan = async (path: string) => {
      if (scanned.has(path) || /\.(pdf|csv|ics)(\?|$)/.test(path)) return
      scanned.add(path)
      await page.goto(`${t.site.url}${path}`)
      const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()
      for (const v of violations) problems.push(`${path}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`)
    }
    for (const screen of screens) {
      await scan(screen)
      const records = page.locator(RECORD_LINK)
      if (await records.count()) await scan((await records.first().getAttribute('href'))!)
    }
    expect(scanned.size).toBeGreaterThan(50)
    expect(problems).toEqual([])
    await context.close()
  })
})

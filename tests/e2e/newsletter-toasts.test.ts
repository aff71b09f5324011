import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { stopClock, useSiteInBrowser } from '../helpers/browser'
import { tr } from '../helpers/locales'

const t = useSiteInBrowser({ smtp: true })

async function home(lng: string, { clock = false, width = 1280 } = {}): Promise<Page> {
  const context = await t.browser.newContext({ viewport: { width, height: 900 } })
  await context.addInitScript(() => localStorage.setItem('cookieConsent', JSON.stringify({ analytics: false, marketing: false })))
  const page = await context.newPage()
  if (clock) await stopClock(page)
  await page.goto(`${t.site.url}/?lng=${lng}`)
  const island = page.locator('[data-island="NewsletterForm"]')
  await island.scrollIntoViewIfNeeded()
  await page.locator('[data-island="NewsletterForm"][data-hydrated]').waitFor()
  return page
}

const emailField = (page: Page) => page.locator('#newsletter-email')
const toasts = (page: Page) => page.locator('[data-state="open"][data-variant]')

async function submitEmail(page: Page, email: string) {
  await emailField(page).fill(email)
  await page.locator('[data-island="NewsletterForm"] button[type="submit"]').click()
}

/** A server that fails (5xx): what a toast is for, as the validation messages sit under the field. */
async function failingServer(page: Page) {
  await page.route('**/api/subscribe', (route) => {
    // The message names the address, so a test knows which answer a toast shows.
    const message = `Try again soon, ${(route.request().postDataJSON() as { email: string }).email}`
    return route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: { code: 'unavailable', message } }) })
  })
}

describe('newsletter signup (SPEC §4, §5, §8)', () => {
  it.each([
    ['an address the browser refuses', 'no-es-un-correo'],
    ['an address only the server refuses', 'a@b'],
  ])('%s gets the translated message under the field, the field marked and focused, and no toast', async (_, address) => {
    const page = await home('es')
    const sent: string[] = []
    page.on('request', (req) => (req.url().includes('/api/subscribe') ? sent.push(req.url()) : undefined))
    await submitEmail(page, address)
    const message = page.locator('#newsletter-email-error')
    await expect.poll(() => message.textContent()).toBe(tr('es', 'common', 'forms.errors.email'))
    expect(await emailField(page).getAttribute('aria-invalid')).toBe('true')
    expect(await emailField(page).getAttribute('aria-describedby')).toBe('newsletter-email-error')
    expect(await emailField(page).evaluate((el) => el === document.activeElement)).toBe(true)
    expect(await emailField(page).inputValue()).toBe(address)
    expect(await toasts(page).count()).toBe(0)
    // The browser's own check keeps the first one from ever reaching the server; the second is the server's answer.
    expect(sent.length).toBe(address === 'a@b' ? 1 : 0)

    // Fixed and sent again: the message goes, the toast says the e-mail is on its way.
    await submitEmail(page, `fixed.${address.length}@example.com`)
    await expect.poll(() => toasts(page).textContent()).toContain(tr('es', 'common', 'newsletterPage.sentTitle'))
    expect(await message.count()).toBe(0)
    expect(await emailField(page).getAttribute('aria-invalid')).toBeNull()
    await page.context().close()
  })

  it('a request that never reaches the server says so in a destructive toast', async () => {
    const page = await home('de')
    await page.route('**/api/subscribe', (route) => route.abort('internetdisconnected'))
    await submitEmail(page, 'offline@example.de')
    await expect.poll(() => toasts(page).textContent()).toContain(tr('de', 'home', 'newsletter.subscribeFailed'))
    expect(await toasts(page).getAttribute('data-variant')).toBe('destructive')
    expect(await emailField(page).getAttribute('aria-invalid')).toBeNull()
    await page.context().close()
  })

  it('pending marks the button disabled with the submitting label, keeping its focus and sending once; success clears the field; the e-mail confirms only through its button', async () => {
    const page = await home('en')
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    let requests = 0
    await page.route('**/api/subscribe', async (route) => {
      requests++
      await held
      await route.continue()
    })
    await emailField(page).fill('marta.browser@example.com')
    const button = page.locator('[data-island="NewsletterForm"] button[type="submit"]')
    await button.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => button.textContent()).toBe(tr('en', 'home', 'newsletter.submitting'))
    expect(await button.getAttribute('aria-disabled')).toBe('true')
    const focusOnButton = () => button.evaluate((el) => el === document.activeElement)
    expect(await focusOnButton()).toBe(true)
    // Pressed again while pending: nothing more is sent.
    await page.keyboard.press('Enter')
    release()
    await expect.poll(() => toasts(page).textContent()).toContain(tr('en', 'common', 'newsletterPage.sentTitle'))
    expect(await emailField(page).inputValue()).toBe('')
    expect(await button.textContent()).toBe(tr('en', 'home', 'newsletter.submit'))
    expect(await button.getAttribute('aria-disabled')).toBeNull()
    expect(await focusOnButton()).toBe(true)
    expect(requests).toBe(1)

    await t.site.mailWorker.kick()
    const mailTo = () => t.site.smtp!.messages.filter((m) => JSON.stringify(m.to).includes('marta.browser@example.com'))
    await expect.poll(() => mailTo().length, { timeout: 10_000 }).toBe(1)
    const link = new URL(/(http\S+\/newsletter\/confirm\?\S+)/.exec(mailTo()[0]!.text!)![1]!)
    await page.goto(`${t.site.url}${link.pathname}${link.search}`)
    const status = () => t.site.knex('subscribers').where({ email: 'marta.browser@example.com' }).first().then((row) => row.status)
    expect(await status()).toBe('pending')
    await page.getByRole('button', { name: tr('en', 'common', 'newsletterPage.confirmButton') }).click()
    await page.waitForURL(/result=confirmed/)
    expect(await status()).toBe('confirmed')
    await page.context().close()
  })

  it("a server error shows the server's message in a destructive toast", async () => {
    const page = await home('en')
    await page.route('**/api/subscribe', (route) =>
      route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ error: { code: 'rate_limited', message: 'Too many requests, slow down' } }) }),
    )
    await submitEmail(page, 'someone@example.com')
    await expect.poll(() => toasts(page).textContent()).toContain('Too many requests, slow down')
    expect(await toasts(page).textContent()).toContain(tr('en', 'home', 'newsletter.errorTitle'))
    expect(await toasts(page).getAttribute('data-variant')).toBe('destructive')
    expect(await emailField(page).inputValue()).toBe('someone@example.com')
    await page.context().close()
  })

  it('an answer of confirmationEmailSent: false (no mail server) says no e-mail is coming, never "check your inbox"', async () => {
    const page = await home('ca')
    await page.route('**/api/subscribe', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ confirmationEmailSent: false, status: 'pending' }) }))
    await submitEmail(page, 'sense.correu@example.cat')
    await expect.poll(() => toasts(page).textContent()).toContain(tr('ca', 'common', 'newsletterPage.unsentTitle'))
    const text = await toasts(page).textContent()
    expect(text).toContain(`${tr('ca', 'common', 'mailNotice.off')} ${tr('ca', 'common', 'newsletterPage.confirmMail.instead')}`)
    expect(text).not.toContain(tr('ca', 'common', 'newsletterPage.sentTitle'))
    expect(await emailField(page).inputValue()).toBe('')
    await page.context().close()
  })
})

describe('toasts (SPEC §9)', () => {
  it('one at a time: a new toast replaces the previous; each closes after 5000 ms', async () => {
    const page = await home('en', { clock: true })
    await failingServer(page)
    await submitEmail(page, 'one@example.com')
    await expect.poll(() => toasts(page).count()).toBe(1)
    await submitEmail(page, 'two@example.com')
    await expect.poll(() => toasts(page).textContent()).toContain('two@example.com')
    expect(await toasts(page).count()).toBe(1)
    await page.clock.runFor(4999)
    expect(await toasts(page).count()).toBe(1)
    await page.clock.runFor(1)
    await expect.poll(() => toasts(page).count()).toBe(0)
    await page.context().close()
  })

  it('swiping right by 50 px dismisses (less snaps back); the close button dismisses', async () => {
    const page = await home('en')
    await failingServer(page)
    await submitEmail(page, 'one@example.com')
    await expect.poll(() => toasts(page).count()).toBe(1)
    const toast = toasts(page).first()
    const box = (await toast.boundingBox())!
    const y = box.y + box.height / 2
    await page.mouse.move(box.x + 20, y)
    await page.mouse.down()
    await page.mouse.move(box.x + 60, y, { steps: 4 })
    await page.mouse.up()
    expect(await toasts(page).count()).toBe(1)
    await page.mouse.move(box.x + 20, y)
    await page.mouse.down()
    await page.mouse.move(box.x + 75, y, { steps: 5 })
    await page.mouse.up()
    await expect.poll(() => toasts(page).count()).toBe(0)

    await submitEmail(page, 'two@example.com')
    await expect.poll(() => toasts(page).count()).toBe(1)
    await toasts(page).getByRole('button', { name: tr('en', 'common', 'toast.close') }).click()
    await expect.poll(() => toasts(page).count()).toBe(0)
    await page.context().close()
  })

  it('F8 moves focus to the "Notification" region, at most 420 px wide on larger screens', async () => {
    const page = await home('en')
    await failingServer(page)
    await submitEmail(page, 'one@example.com')
    await expect.poll(() => toasts(page).count()).toBe(1)
    await page.keyboard.press('F8')
    const region = page.getByRole('region', { name: `${tr('en', 'common', 'toast.label')} (F8)` })
    expect(await region.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    expect((await region.boundingBox())!.width).toBeLessThanOrEqual(420)
    await page.context().close()
  })
})

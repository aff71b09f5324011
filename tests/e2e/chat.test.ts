import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatPhone } from '../../src/i18n/phone-format'
import { stopClock, useSiteInBrowser } from '../helpers/browser'
import { startGraphStandIn, type GraphStandIn } from '../helpers/graph-stand-in'
import { tr } from '../helpers/locales'
import { built } from '../helpers/test-app'

// The seeded business numbers (src/seed/content/settings.ts).
const WHATSAPP_DIGITS = '34611428730'
const SUPPORT_PHONE = formatPhone('+34971362418')
const PHONE_NUMBER_ID = '106540352242922'

let graph: GraphStandIn
const t = useSiteInBrowser(async () => {
  graph = await startGraphStandIn()
  return { env: { WHATSAPP_API_URL: graph.url } }
})
beforeAll(async () => {
  await built.saveApiKeys(t.site.context.secrets, { whatsappAccessToken: 'EAAGchatE2EToken0123456789', whatsappPhoneNumberId: PHONE_NUMBER_ID })
})
afterAll(() => graph?.close())

/** A page whose chat has hydrated; wa.me answers locally (this machine has no internet). */
async function openPage(path: string): Promise<Page> {
  const context = await t.browser.newContext({ viewport: { width: 1280, height: 900 } })
  await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }))
  // A saved cookie choice keeps the banner out of the way of the chat button.
  await context.addInitScript(() => localStorage.setItem('cookieConsent', JSON.stringify({ analytics: false, marketing: false })))
  const page = await context.newPage()
  await page.goto(`${t.site.url}${path}`)
  return page
}

/**
 * The chat button, where it shows: it steps aside from any control it would cover (issue 16), and
 * at the page's end the footer leaves its corner clear.
 */
async function chatButton(page: Page, lng = 'en') {
  const button = page.getByRole('button', { name: tr(lng, 'common', 'chat.open') })
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }))
  await expect.poll(() => button.getAttribute('data-placement')).toMatch(/full|compact/)
  return button
}

describe('chat assistant (SPEC §4, §8, §9)', () => {
  it('is a plain wa.me link without JavaScript', async () => {
    const context = await t.browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`${t.site.url}/about?lng=en`)
    const link = page.getByRole('link', { name: tr('en', 'common', 'chat.open') })
    expect(await link.getAttribute('href')).toBe(`https://wa.me/${WHATSAPP_DIGITS}`)
    expect(await link.getAttribute('target')).toBe('_blank')
    await context.close()
  })

  it('without JavaScript on a phone, waits at the end of the page instead of floating over the fields', async () => {
    const context = await t.browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    await page.goto(`${t.site.url}/?lng=en`)
    const link = page.getByRole('link', { name: tr('en', 'common', 'chat.open') })
    expect(await link.evaluate((el) => getComputedStyle(el).position)).toBe('static')
    // Below the footer: nothing of the page's content is under it.
    const footer = (await page.locator('footer').last().boundingBox())!
    expect((await link.boundingBox())!.y).toBeGreaterThanOrEqual(footer.y + footer.height - 1)
    await context.close()
  })

  // The specification names Spanish and English; the site speaks four, and so does its greeting (issue 16).
  it.each([
    ['es', 'es'],
    ['en', 'en'],
    ['de', 'de'],
    ['ca', 'ca'],
  ])('greets a %s visitor in %s on first open', async (lng, greetingLng) => {
    const page = await openPage(`/?lng=${lng}`)
    await (await chatButton(page, lng)).click()
    const panel = page.getByRole('dialog', { name: tr(lng, 'common', 'chat.title', { name: 'Menorca Tours & Transfers' }) })
    await expect.poll(() => panel.isVisible()).toBe(true)
    expect(await panel.getByRole('listitem').first().textContent()).toContain(tr(greetingLng, 'common', 'chat.greeting'))
    // 500 px tall, at most 80 % of the viewport.
    expect(await panel.evaluate((el) => getComputedStyle(el).height)).toBe('500px')
    expect(await panel.evaluate((el) => getComputedStyle(el).maxHeight)).toBe(`${0.8 * 900}px`)
    await page.context().close()
  })

  it('sends on Enter, types for 2 s, replies with the support phone, opens WhatsApp after 3 s; the message reaches the business and the inbox', async () => {
    const page = await openPage('/trips?lng=en')
    await (await chatButton(page)).click()
    const input = page.getByRole('textbox', { name: tr('en', 'common', 'chat.inputLabel') })
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true)
    await stopClock(page)

    await input.fill('Is there a boat trip on Friday?')
    await page.keyboard.press('Enter')
    const messages = page.getByTestId('chat-panel').getByRole('listitem')
    await expect.poll(() => messages.nth(1).textContent()).toContain('Is there a boat trip on Friday?')
    expect(await input.inputValue()).toBe('')
    expect(await page.getByTestId('chat-typing').isVisible()).toBe(true)

    await page.clock.runFor(1999)
    expect(await page.getByTestId('chat-typing').isVisible()).toBe(true)
    await page.clock.runFor(1)
    await expect.poll(() => page.getByTestId('chat-typing').count()).toBe(0)
    const reply = await messages.nth(2).textContent()
    expect(reply).toContain(SUPPORT_PHONE)
    expect(reply).toContain(tr('en', 'common', 'chat.autoReply', { phone: SUPPORT_PHONE }))

    const popup = page.context().waitForEvent('page')
    await page.clock.runFor(1000)
    const whatsapp = await popup
    expect(whatsapp.url()).toBe(`https://wa.me/${WHATSAPP_DIGITS}?text=${encodeURIComponent('Is there a boat trip on Friday?')}`)
    // The tab opened: the panel's own link to it stays a quiet one.
    expect(await page.getByTestId('chat-continue').getAttribute('class')).not.toContain('btn-primary')
    expect(await whatsapp.evaluate(() => window.opener)).toBeNull()

    // Stored for the admin inbox and forwarded to the business number through the Cloud API.
    await expect.poll(() => graph.requests.length).toBe(1)
    expect(graph.requests[0]).toMatchObject({ method: 'POST', path: `/${PHONE_NUMBER_ID}/messages` })
    expect(graph.requests[0]!.body).toMatchObject({ to: WHATSAPP_DIGITS, type: 'text' })
    expect(JSON.stringify(graph.requests[0]!.body)).toContain('Is there a boat trip on Friday?')
    const latest = () => t.site.knex('chat_messages').orderBy('id', 'desc').first()
    await expect.poll(async () => (await latest()).forwardStatus).toBe('sent')
    expect(await latest()).toMatchObject({ message: 'Is there a boat trip on Friday?', language: 'en', page: '/trips' })
    await page.context().close()
  })

  it('never sends a blank message, keeps Shift+Enter for a new line, and closes on Escape back to its button', async () => {
    const page = await openPage('/?lng=en')
    const button = await chatButton(page)
    await button.click()
    const input = page.getByRole('textbox', { name: tr('en', 'common', 'chat.inputLabel') })
    const send = page.getByRole('button', { name: tr('en', 'common', 'chat.send') })
    await input.fill('   ')
    expect(await send.isDisabled()).toBe(true)
    await input.press('Enter')
    expect(await page.getByTestId('chat-panel').getByRole('listitem').count()).toBe(1)

    await input.fill('First line')
    await input.press('Shift+Enter')
    await input.pressSequentially('second line')
    expect(await input.inputValue()).toBe('First line\nsecond line')
    expect(await page.getByTestId('chat-panel').getByRole('listitem').count()).toBe(1)

    await page.keyboard.press('Escape')
    await expect.poll(() => page.getByTestId('chat-panel').count()).toBe(0)
    await expect.poll(() => button.evaluate((el) => el === document.activeElement)).toBe(true)
    await page.context().close()
  })

  it('wraps a long address inside its bubble: every message stays readable within the panel', async () => {
    const page = await openPage('/trips?lng=en')
    await page.setViewportSize({ width: 390, height: 844 })
    await (await chatButton(page)).click()
    const input = page.getByRole('textbox', { name: tr('en', 'common', 'chat.inputLabel') })
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true)
    await input.fill(`Look at https://example.com/${'x'.repeat(300)} please`)
    await page.keyboard.press('Enter')
    const panel = page.getByTestId('chat-panel')
    await expect.poll(() => panel.getByRole('listitem').count()).toBeGreaterThanOrEqual(2)
    const box = (await panel.boundingBox())!
    for (const item of await panel.getByRole('listitem').all()) {
      const bubble = (await item.boundingBox())!
      expect(bubble.x).toBeGreaterThanOrEqual(box.x)
      expect(bubble.x + bubble.width).toBeLessThanOrEqual(box.x + box.width)
    }
    await page.context().close()
  })

  // On a phone's first visit the cookie banner is still up: the open panel sits above it, as its button does.
  it.each([
    [390, 844],
    [320, 640],
  ])('at %i×%i before the cookie choice, keeps the message box and Send clear of the banner', async (width, height) => {
    const context = await t.browser.newContext({ viewport: { width, height } })
    const page = await context.newPage()
    await page.goto(`${t.site.url}/?lng=en`)
    await expect.poll(() => page.getByTestId('cookie-banner').isVisible()).toBe(true)
    await (await chatButton(page)).click()
    const input = page.getByRole('textbox', { name: tr('en', 'common', 'chat.inputLabel') })
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true)
    await input.fill('Hello')
    const send = page.getByRole('button', { name: tr('en', 'common', 'chat.send') })
    for (const control of [input, send, page.getByRole('button', { name: tr('en', 'common', 'chat.close') })]) {
      // What a tap at the control's middle reaches: the control itself, not the banner over it.
      const reached = await control.evaluate((el) => {
        const box = el.getBoundingClientRect()
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
        return hit === el || el.contains(hit)
      })
      expect(reached).toBe(true)
    }
    const panel = (await page.getByTestId('chat-panel').boundingBox())!
    const card = (await page.getByTestId('cookie-banner').locator('[data-cookie-card]').boundingBox())!
    expect(panel.y + panel.height).toBeLessThanOrEqual(card.y)
    expect(panel.y).toBeGreaterThanOrEqual(0)
    await context.close()
  })

  // Issue 16: phones block a tab opened by a timer; the visitor then gets a button to tap.
  it('when the popup blocker stops the new tab, shows a "Continue on WhatsApp" button to the same wa.me link', async () => {
    const page = await openPage('/?lng=en')
    // A phone's popup blocker, as the page sees it: window.open answers null and no tab opens.
    await page.evaluate(() => {
      const w = window as Window & { openedUrls?: string[] }
      w.openedUrls = []
      window.open = (url?: string | URL) => (w.openedUrls!.push(String(url)), null)
    })
    await (await chatButton(page)).click()
    const input = page.getByRole('textbox', { name: tr('en', 'common', 'chat.inputLabel') })
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true)
    await stopClock(page)
    await input.fill('Can you pick us up at 23:40?')
    await page.keyboard.press('Enter')
    const link = `https://wa.me/${WHATSAPP_DIGITS}?text=${encodeURIComponent('Can you pick us up at 23:40?')}`
    const fallback = page.getByRole('link', { name: tr('en', 'common', 'chat.continueOnWhatsApp') })
    await page.clock.runFor(2999)
    expect(await fallback.getAttribute('class')).not.toContain('btn-primary')
    await page.clock.runFor(1)
    await expect.poll(() => fallback.getAttribute('class')).toContain('btn-primary')
    expect(await page.evaluate(() => (window as Window & { openedUrls?: string[] }).openedUrls)).toEqual([link])
    expect(await fallback.getAttribute('href')).toBe(link)
    expect(await fallback.getAttribute('target')).toBe('_blank')

    // A tap on a real link is the visitor's own: blockers let that tab open.
    const whatsapp = page.context().waitForEvent('page')
    await fallback.click()
    expect((await whatsapp).url()).toBe(link)
    await page.context().close()
  })
})

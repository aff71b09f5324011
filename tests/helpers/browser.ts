import type { AddressInfo } from 'node:net'
import { chromium, type Browser, type Page } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { chromiumBinary } from './chromium'
import { freePort } from './server-process'
import { startTestApp, type TestApp } from './test-app'

type SiteOptions = NonNullable<Parameters<typeof startTestApp>[0]> & {
  /** PUBLIC_URL is the live site's own address (links that leave and come back: a payment page's return). */
  publicUrlIsSite?: boolean
}

export async function launchBrowser(): Promise<Browser> {
  const { executablePath, args } = await chromiumBinary()
  return chromium.launch({ executablePath, args, headless: true })
}

export interface LiveSite extends TestApp {
  url: string
}

/** The real app listening on a free loopback port, for a real browser. */
export async function startLiveSite({ publicUrlIsSite, ...options }: SiteOptions = {}): Promise<LiveSite> {
  const wanted = publicUrlIsSite ? await freePort() : 0
  const t = await startTestApp(publicUrlIsSite ? { ...options, env: { ...options.env, PUBLIC_URL: `http://127.0.0.1:${wanted}` } } : options)
  const server = t.app.listen(wanted, '127.0.0.1')
  await new Promise<void>((resolve) => server.once('listening', resolve))
  const { port } = server.address() as AddressInfo
  return {
    ...t,
    url: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await t.close()
    },
  }
}

/**
 * The live site and a browser for a whole test file: started before the first test, closed
 * after the last (`const t = useSiteInBrowser()`, then `t.site.url`, `t.browser.newContext()`).
 */
export function useSiteInBrowser(options: SiteOptions | (() => Promise<SiteOptions>) = {}): { site: LiveSite; browser: Browser } {
  const state = {} as { site: LiveSite; browser: Browser }
  beforeAll(async () => {
    state.site = await startLiveSite(typeof options === 'function' ? await options() : options)
    state.browser = await launchBrowser()
  })
  afterAll(async () => {
    await state.browser?.close()
    await state.site?.close()
  })
  return state
}

/**
 * Playwright's fake clock, stopped: from here on page timers fire only on clock.runFor().
 * (An installed clock otherwise keeps ticking in real time.)
 */
export async function stopClock(page: Page): Promise<void> {
  await page.clock.install()
  await page.clock.pauseAt(Date.now() + 1000)
}

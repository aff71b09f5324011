import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { analyticsPageFields, consentModeState, parseConsent } from './consent'
import { earlyScript, LANGUAGE_SWITCH_KEY } from './early-script'

describe('Consent Mode v2 mapping (SPEC §7)', () => {
  it('analytics follows analytics; ads and the v2 signals follow marketing; functionality and security always granted', () => {
    expect(consentModeState({ analytics: true, marketing: false })).toEqual({
      analytics_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      functionality_storage: 'granted',
      security_storage: 'granted',
    })
    expect(consentModeState({ analytics: false, marketing: true })).toMatchObject({ analytics_storage: 'denied', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' })
  })

  it('reads only a well-formed stored choice', () => {
    expect(parseConsent('{"analytics":true,"marketing":false}')).toEqual({ analytics: true, marketing: false })
    for (const raw of [null, '', 'not json', '{"analytics":"yes","marketing":false}', '{}', 'null']) expect(parseConsent(raw)).toBeNull()
  })
})

/** Runs the inline head script against a minimal browser. */
function runEarlyScript(measurementId: string | null, stored: Record<string, string>, session: Record<string, string> = {}, { href = 'https://menorca.example/trips/2?lng=de', referrer = '' } = {}) {
  const appended: Array<{ src: string }> = []
  const attributes: Record<string, string> = {}
  const storage = (values: Record<string, string>) => ({ getItem: (key: string) => values[key] ?? null })
  const window: Record<string, unknown> = {}
  const sandbox = {
    window,
    localStorage: storage(stored),
    sessionStorage: storage(session),
    Date,
    URL,
    location: { href },
    document: {
      referrer,
      createElement: () => ({}) as { src: string },
      head: { appendChild: (el: { src: string }) => appended.push(el) },
      documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) },
    },
  }
  runInNewContext(earlyScript(measurementId), sandbox)
  const dataLayer = (window.dataLayer as IArguments[]).map((entry) => Array.from(entry))
  return { dataLayer, appended, attributes }
}

describe('early head script', () => {
  it('sets every signal to denied by default and loads no tag without a saved choice', () => {
    const { dataLayer, appended } = runEarlyScript('G-ABC1234', {})
    expect(dataLayer).toEqual([['consent', 'default', { ...consentModeState({ analytics: false, marketing: false }), wait_for_update: 500 }]])
    expect(appended).toEqual([])
  })

  it('applies a saved choice at once and starts GA4 only when analytics is granted and an id exists', () => {
    const granted = runEarlyScript('G-ABC1234', { cookieConsent: '{"analytics":true,"marketing":false}' })
    expect(granted.dataLayer[1]).toEqual(['consent', 'update', consentModeState({ analytics: true, marketing: false })])
    expect(granted.dataLayer.at(-1)).toEqual(['config', 'G-ABC1234', { page_location: 'https://menorca.example/trips/2?lng=de', page_referrer: '' }])
    expect(granted.appended).toEqual([expect.objectContaining({ src: 'https://www.googletagmanager.com/gtag/js?id=G-ABC1234' })])
    expect(runEarlyScript(null, { cookieConsent: '{"analytics":true,"marketing":true}' }).appended).toEqual([])
    expect(runEarlyScript('G-ABC1234', { cookieConsent: '{"analytics":false,"marketing":true}' }).appended).toEqual([])
    expect(runEarlyScript('not-an-id', { cookieConsent: '{"analytics":true,"marketing":true}' }).appended).toEqual([])
  })

  it('never tells analytics a secret of the address: a booking link’s token, a staff search; staff and sign-in pages are not measured', () => {
    const granted = { cookieConsent: '{"analytics":true,"marketing":false}' }
    const booking = runEarlyScript('G-ABC1234', granted, {}, { href: 'https://menorca.example/trips/booking?ref=TR-2026-000001&token=cpDGLQ0HTLnBf4NO2nr8K&lng=ca', referrer: 'https://menorca.example/airport-transfers/booking?ref=MT-2026-000002&token=secret' })
    expect(booking.dataLayer.at(-1)).toEqual(['config', 'G-ABC1234', { page_location: 'https://menorca.example/trips/booking?lng=ca', page_referrer: 'https://menorca.example/airport-transfers/booking' }])
    expect(JSON.stringify(booking.dataLayer)).not.toContain('token')
    expect(runEarlyScript('G-ABC1234', granted, {}, { href: 'https://menorca.example/auth/reset?token=AAAA' }).appended).toEqual([])
    expect(runEarlyScript('G-ABC1234', granted, {}, { href: 'https://menorca.example/admin/transfers?q=emma' }).appended).toEqual([])
    // Another site's address is only its origin.
    expect(analyticsPageFields('https://menorca.example/', 'https://mail.example.net/inbox/123?x=1')).toEqual({ page_location: 'https://menorca.example/', page_referrer: 'https://mail.example.net/' })
  })

  it('keeps the language overlay up only while a switch is under 1500 ms old', () => {
    expect(runEarlyScript(null, {}, { [LANGUAGE_SWITCH_KEY]: String(Date.now() - 200) }).attributes).toEqual({ 'data-language-switch': '' })
    expect(runEarlyScript(null, {}, { [LANGUAGE_SWITCH_KEY]: String(Date.now() - 2000) }).attributes).toEqual({})
  })

  it('cannot be broken out of by a hostile measurement id', () => {
    expect(earlyScript('</script><script>alert(1)</script>')).not.toContain('</script>')
  })
})

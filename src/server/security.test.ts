import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, STRIPE_CHECKOUT_ORIGIN, inlineScriptHashes, securityHeaders } from './security'

const sha = (code: string) => `sha256-${createHash('sha256').update(code).digest('base64')}`

describe('inlineScriptHashes', () => {
  it('hashes inline scripts only: not external files, not JSON data blocks', () => {
    const html = `<head><script>window.a=1</script><script src="/assets/x.js" type="module"></script>
      <script type="application/ld+json">{"@type":"Thing"}</script><script type="application/json">{}</script>
      <script type="module">import "/x.js"</script><script>window.a=1</script></head>`
    expect(inlineScriptHashes(html)).toEqual([sha('window.a=1'), sha('import "/x.js"')])
  })
})

describe('contentSecurityPolicy', () => {
  it('allows our files, the listed hashes and the Google tag — never inline code or eval in production', () => {
    const policy = contentSecurityPolicy({ https: true, development: false }, ['sha256-abc'])
    const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src '))
    expect(scriptSrc).toBe("script-src 'self' 'sha256-abc' https://www.googletagmanager.com")
    expect(policy).toContain("object-src 'none'")
    expect(policy).toContain("frame-ancestors 'self'")
    expect(policy.endsWith('upgrade-insecure-requests')).toBe(true)
  })

  it('lets forms lead only to this site and, for a booking, to the payment page', () => {
    expect(contentSecurityPolicy({ https: true, development: false })).toContain("form-action 'self'; ")
    const policy = contentSecurityPolicy({ https: true, development: false, formTargets: [STRIPE_CHECKOUT_ORIGIN] })
    expect(policy).toContain("form-action 'self' https://checkout.stripe.com;")
  })

  it("lets Vite's dev server run its own inline scripts", () => {
    const policy = contentSecurityPolicy({ https: false, development: true }, ['sha256-abc'])
    expect(policy).toContain("'unsafe-inline'")
    expect(policy).not.toContain('sha256-abc')
    expect(policy).not.toContain('upgrade-insecure-requests')
  })
})

describe('securityHeaders', () => {
  it("sends helmet's headers and the base policy on every response", () => {
    const sent: Record<string, string> = {}
    const res = { setHeader: (name: string, value: string) => (sent[name.toLowerCase()] = value), locals: {} }
    let passed = false
    securityHeaders({ https: true, development: false })({} as never, res as never, () => (passed = true))
    expect(passed).toBe(true)
    expect(sent['x-content-type-options']).toBe('nosniff')
    expect(sent['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(sent['strict-transport-security']).toBe('max-age=15552000; includeSubDomains')
    expect(sent['x-frame-options']).toBe('SAMEORIGIN')
    expect(sent['content-security-policy']).toBe(contentSecurityPolicy({ https: true, development: false }))
  })
})

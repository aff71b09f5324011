import { describe, expect, it } from 'vitest'
import { stripeEndpoint } from './stripe-endpoint'

describe('STRIPE_API_URL as the Stripe client’s host, port and protocol', () => {
  it('reads Stripe’s own address and a local stand-in', () => {
    expect(stripeEndpoint('https://api.stripe.com')).toEqual({ protocol: 'https', host: 'api.stripe.com', port: 443 })
    expect(stripeEndpoint('http://127.0.0.1:12111/')).toEqual({ protocol: 'http', host: '127.0.0.1', port: 12111 })
    expect(stripeEndpoint('http://[::1]:8080')).toEqual({ protocol: 'http', host: '::1', port: 8080 })
    expect(stripeEndpoint('http://stripe-mock')).toEqual({ protocol: 'http', host: 'stripe-mock', port: 80 })
  })

  it('refuses an address the client could not use as it is', () => {
    expect(() => stripeEndpoint('https://api.stripe.com/v1')).toThrow(/without a path/)
    expect(() => stripeEndpoint('https://user:pw@api.stripe.com')).toThrow(/without a path/)
    expect(() => stripeEndpoint('ftp://api.stripe.com')).toThrow(/http/)
  })
})

import { describe, expect, it } from 'vitest'
import { formStartToken, MIN_FILL_MS, spamCheck } from './form-spam.server'

const secret = 'x'.repeat(32)

describe('spam check', () => {
  it('passes a person who took their time', () => {
    const started = formStartToken(secret, 1_000_000)
    expect(spamCheck({ started, website: '' }, secret, 1_000_000 + MIN_FILL_MS + 1)).toBe('ok')
  })
  it('flags a filled honeypot', () => {
    expect(spamCheck({ started: formStartToken(secret, 0), website: 'http://spam' }, secret, 60_000)).toBe('honeypot')
  })
  it('flags a form sent too fast, or with a forged or missing timestamp', () => {
    expect(spamCheck({ started: formStartToken(secret, 1_000_000) }, secret, 1_000_500)).toBe('too-fast')
    expect(spamCheck({ started: '1000.forged' }, secret, 60_000)).toBe('too-fast')
    expect(spamCheck({}, secret, 60_000)).toBe('too-fast')
  })
})

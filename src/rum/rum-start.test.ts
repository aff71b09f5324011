import { describe, expect, it } from 'vitest'
import type { ConsentPreferences } from '../consent/consent'
import { isSampled, planRealUserMonitoring, readRumSettings, type ConsentSource } from './rum-start'

/** A consent source the test drives: `decide` is what the cookie banner does. */
function consent(initial: ConsentPreferences | null) {
  const listeners: Array<(p: ConsentPreferences) => void> = []
  const source: ConsentSource = { current: () => initial, onChange: (listener) => listeners.push(listener) }
  return { source, listeners, decide: (p: ConsentPreferences) => listeners.forEach((listener) => listener(p)) }
}

const ANALYTICS = { analytics: true, marketing: false }
const NOTHING = { analytics: false, marketing: false }
const HOME = { pageType: 'home' as const, sampleRate: 0.25 }

function plan(settings: Parameters<typeof planRealUserMonitoring>[0], draw: number, source: ConsentSource) {
  const started: string[] = []
  planRealUserMonitoring(settings, draw, source, (pageType) => started.push(pageType))
  return started
}

describe('sampling', () => {
  it('measures the share of page views given by the rate, decided by one draw', () => {
    expect(isSampled(0.25, 0)).toBe(true)
    expect(isSampled(0.25, 0.2499)).toBe(true)
    expect(isSampled(0.25, 0.25)).toBe(false)
    expect(isSampled(0.25, 0.9)).toBe(false)
    expect(isSampled(1, 0.9999)).toBe(true)
    expect(isSampled(0, 0)).toBe(false)
  })

  it('reads the page type and rate the server wrote on <html>, and nothing on unmeasured pages', () => {
    const root = (dataset: Record<string, string>) => ({ dataset }) as unknown as HTMLElement
    expect(readRumSettings(root({ pageType: 'trip', rumRate: '0.25' }))).toEqual({ pageType: 'trip', sampleRate: 0.25 })
    expect(readRumSettings(root({}))).toBeNull()
    expect(readRumSettings(root({ pageType: 'admin', rumRate: '1' }))).toBeNull()
    expect(readRumSettings(root({ pageType: 'home', rumRate: 'lots' }))).toBeNull()
  })
})

describe('consent and sampling decide whether web-vitals is loaded', () => {
  it('starts at once for a sampled page view of a visitor who allows analytics', () => {
    expect(plan(HOME, 0.1, consent(ANALYTICS).source)).toEqual(['home'])
  })

  it('never starts for a page view left out of the sample, even when consent arrives later', () => {
    const c = consent(ANALYTICS)
    expect(plan(HOME, 0.6, c.source)).toEqual([])
    const later = consent(null)
    expect(plan(HOME, 0.6, later.source)).toEqual([])
    expect(later.listeners).toHaveLength(0)
  })

  it('waits without consent: a refusal or no choice loads nothing, a later grant starts once', () => {
    const c = consent(NOTHING)
    const started: string[] = []
    planRealUserMonitoring(HOME, 0.1, c.source, (pageType) => started.push(pageType))
    expect(started).toEqual([])
    c.decide({ analytics: false, marketing: true })
    expect(started).toEqual([])
    c.decide(ANALYTICS)
    c.decide({ analytics: true, marketing: true })
    expect(started).toEqual(['home'])
  })

  it('does nothing on pages without a page type (staff screens)', () => {
    expect(plan(null, 0, consent(ANALYTICS).source)).toEqual([])
  })
})

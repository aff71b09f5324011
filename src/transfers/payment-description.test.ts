import type { i18n } from 'i18next'
import { beforeAll, describe, expect, it } from 'vitest'
import { formatDateTime } from '../i18n/format'
import { createI18n } from '../i18n/i18n.server'
import type { LegView } from './booking-view'
import { LINE_DESCRIPTION_MAX, transferLineDescription } from './payment-description'

let translations: i18n
beforeAll(async () => {
  translations = await createI18n()
})

const leg = (over: Partial<LegView>): LegView => ({
  id: 1,
  direction: 'outbound',
  from: { code: 'airport', town: null, address: null },
  to: { code: 'ciutadella', town: 'Ciutadella', address: 'Hotel Sant Ignasi' },
  pickupAt: '2026-08-14T14:10:00.000Z',
  pickupLocal: { date: '2026-08-14', time: '16:10' },
  pickupPoint: '',
  travel: null,
  durationMinutes: 50,
  status: 'scheduled',
  driver: null,
  ...over,
})
const back = (over: Partial<LegView> = {}) => leg({ id: 2, direction: 'return', from: leg({}).to, to: leg({}).from, pickupAt: '2026-08-21T09:00:00.000Z', ...over })

describe('transferLineDescription', () => {
  it('names both legs of a return in the visitor’s language, with their pick-ups', () => {
    const t = translations.getFixedT('de')
    const text = transferLineDescription(t, { reference: 'MT-2026-000042', legs: [leg({}), back()] }, 'de')
    expect(text).toBe(
      'Privattransfer auf Menorca MT-2026-000042: Flughafen Menorca (MAH) → Hotel Sant Ignasi (Ciutadella), ' +
        `${formatDateTime('2026-08-14T14:10:00.000Z', 'de')} · Hotel Sant Ignasi (Ciutadella) → Flughafen Menorca (MAH), ${formatDateTime('2026-08-21T09:00:00.000Z', 'de')}`,
    )
  })

  it('leaves out a cancelled leg', () => {
    const text = transferLineDescription(translations.getFixedT('en'), { reference: 'MT-2026-000042', legs: [leg({ status: 'cancelled' }), back()] }, 'en')
    expect(text).toContain('Hotel Sant Ignasi (Ciutadella) → Menorca airport (MAH)')
    expect(text).not.toContain('Menorca airport (MAH) → Hotel')
  })

  it('stays within what Stripe takes, however long the addresses typed', () => {
    const address = `Villa ${'😀'.repeat(195)}`
    const long = { ...leg({}).to, address }
    const text = transferLineDescription(translations.getFixedT('ca'), { reference: 'MT-2026-000042', legs: [leg({ to: long }), back({ from: long })] }, 'ca')
    expect(text.length).toBeLessThanOrEqual(LINE_DESCRIPTION_MAX)
    expect(text.startsWith('Trasllat privat a Menorca MT-2026-000042: Aeroport de Menorca (MAH) → Villa 😀')).toBe(true)
    // Cut between whole characters (no half of an emoji), then the ellipsis.
    expect(text.endsWith('…')).toBe(true)
    expect(() => encodeURIComponent(text)).not.toThrow() // it throws on a lone half of a character
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openedValue } from '../../src/content-kit/field-merge'
import { storedBookingSettingsValues } from '../../src/departures/availability.admin.server'
import { storedEmailFormValues } from '../../src/settings/email-settings.server'
import { storedRulesFormValues } from '../../src/transfers/booking-rules.admin.server'
import { gridFormValues, priceGrid } from '../../src/transfers/transfer-prices.admin.server'
import { html, tr } from '../helpers/locales'
import { loginAs } from '../helpers/staff'
import { startTestApp, type TestApp } from '../helpers/test-app'

// ADR 067, addendum of 2026-11-28: the settings screens and grids that have no version of their
// own merge a save field by field with what was stored since the form was opened.
let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(async () => {
  await t?.close()
})

interface Screen {
  name: string
  open: () => Promise<{ path: string; intent?: string; read: () => Promise<Record<string, string>> }>
  /** Two different fields, each with a new value. */
  first: [string, string]
  second: [string, string]
  /** The first field changed by both: the first one's value, then the second one's. */
  clash: [string, string]
}

const SCREENS: Screen[] = [
  {
    name: 'the e-mail server',
    open: async () => ({ path: '/admin/email-settings', read: storedEmailFormValues }),
    first: ['host', 'smtp.example.com'],
    second: ['fromName', 'Menorca office'],
    clash: ['a.example.net', 'b.example.net'],
  },
  {
    name: 'the transfer booking rules',
    open: async () => ({ path: '/admin/transfers/settings', intent: 'rules', read: storedRulesFormValues }),
    first: ['jobsPerSlot', '6'],
    second: ['checkoutHoldMinutes', '45'],
    clash: ['7', '9'],
  },
  {
    name: 'the fare table',
    open: async () => ({ path: '/admin/transfers/prices', read: async () => gridFormValues(await priceGrid('es'), 'es') }),
    first: ['returnDiscountPercent', '12'],
    second: ['nightSurchargePercent', '30'],
    clash: ['20', '25'],
  },
  {
    name: "a trip's booking settings",
    open: async () => {
      const { id } = await t.knex('trips').orderBy('id').first()
      return { path: `/admin/trips/${id}/availability`, intent: 'settings', read: () => storedBookingSettingsValues(id) }
    },
    first: ['cutoffHours', '6'],
    second: ['defaultCapacity', '30'],
    clash: ['7', '9'],
  },
]

const unescaped = (value: string) => value.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')
const openedIn = (page: string) => unescaped(/name="_opened" value="([^"]*)"/.exec(page)![1]!)
/** What a browser sends of the form's values: an unticked box not at all. */
const sent = (values: Record<string, string>) => Object.fromEntries(Object.entries(values).filter(([, v]) => v !== ''))

describe('two staff members on a screen without a version of its own', () => {
  it.each(SCREENS)('$name: each one’s change is kept', async ({ open, first: [field, value], second: [otherField, otherValue] }) => {
    const { path, intent, read } = await open()
    const values = await read()
    const [editor, other] = [await loginAs(t.app, 'admin'), await loginAs(t.app, 'admin')]
    // Both forms carry the values they were opened on.
    expect(openedIn((await other.agent.get(path)).text)).toBe(openedValue(values))
    const body = { ...sent(values), ...(intent ? { intent } : {}), _opened: openedValue(values) }
    expect((await editor.agent.post(path).type('form').send({ ...body, _csrf: editor.csrf, [field]: value })).status).toBe(303)
    expect((await other.agent.post(path).type('form').send({ ...body, _csrf: other.csrf, [otherField]: otherValue })).status).toBe(303)
    const stored = await read()
    expect([stored[field], stored[otherField]]).toEqual([value, otherValue])
  })

  it.each(SCREENS)('$name: a field both changed is refused on that field, then taken when sent again', async ({ open, first: [field], clash: [mine, clash] }) => {
    const { path, intent, read } = await open()
    const values = await read()
    const [editor, other] = [await loginAs(t.app, 'admin'), await loginAs(t.app, 'admin')]
    const body = { ...sent(values), ...(intent ? { intent } : {}), _opened: openedValue(values) }
    expect((await editor.agent.post(path).type('form').send({ ...body, _csrf: editor.csrf, [field]: mine })).status).toBe(303)
    const refused = await other.agent.post(`${path}?lng=de`).type('form').send({ ...body, _csrf: other.csrf, [field]: clash })
    expect(refused.status).toBe(409)
    expect(refused.text).toContain(html(tr('de', 'admin', 'form.editMerged')))
    expect(refused.text).toContain(html(tr('de', 'admin', 'form.changedMeanwhile', { value: mine })))
    expect(refused.text).toContain(`value="${clash}"`)
    expect((await read())[field]).toBe(mine)
    // The refusal's form counts the stored value as opened: saving it again is a choice, and taken.
    const opened = openedIn(refused.text)
    expect((await other.agent.post(path).type('form').send({ ...body, _opened: opened, _csrf: other.csrf, [field]: clash })).status).toBe(303)
    expect((await read())[field]).toBe(clash)
  })

  it('a fare typed "45" over the "45,00" the form showed is no change of that fare', async () => {
    const values = gridFormValues(await priceGrid('es'), 'es')
    const cell = Object.keys(values).find((k) => k.startsWith('c_') && /,00$/.test(values[k]!))!
    const [editor, other] = [await loginAs(t.app, 'admin'), await loginAs(t.app, 'admin')]
    const body = { ...sent(values), _opened: openedValue(values) }
    expect((await editor.agent.post('/admin/transfers/prices').type('form').send({ ...body, _csrf: editor.csrf, [cell]: '123,50' })).status).toBe(303)
    const same = values[cell]!.replace(',00', '')
    expect((await other.agent.post('/admin/transfers/prices').type('form').send({ ...body, _csrf: other.csrf, [cell]: same })).status).toBe(303)
    expect(gridFormValues(await priceGrid('es'), 'es')[cell]).toBe('123,50')
  })
})

import { describe, expect, it } from 'vitest'
import { mergeFields, OPENED_FIELD, openedValue, openedValues } from './field-merge'

const opened = { host: 'a.example', port: '587', secure: 'on' }

describe('mergeFields', () => {
  it('keeps what someone else saved in the fields this person left alone, and saves what they changed', () => {
    const current = { host: 'b.example', port: '587', secure: 'on' }
    const merge = mergeFields({ host: 'a.example', port: '465', secure: 'on', [OPENED_FIELD]: openedValue(opened) }, current)
    expect(merge.conflicts).toEqual([])
    expect(merge.body).toEqual({ host: 'b.example', port: '465', secure: 'on' })
  })

  it('refuses a field both changed, and counts it opened at its stored value so a second save replaces it', () => {
    const current = { host: 'b.example', port: '25', secure: 'on' }
    const merge = mergeFields({ host: 'c.example', port: '465', secure: 'on', [OPENED_FIELD]: openedValue(opened) }, current)
    // Both changed the host, and the port (to 25 and to 465); nobody the box.
    expect(merge.conflicts).toEqual(['host', 'port'])
    expect(merge.opened.host).toBe('b.example')
    const again = mergeFields({ host: 'c.example', port: '465', secure: 'on', [OPENED_FIELD]: openedValue(merge.opened) }, current)
    expect(again.body.host).toBe('c.example')
  })

  it('takes the same change made by both as no conflict', () => {
    const merge = mergeFields({ host: 'b.example', port: '587', secure: 'on', [OPENED_FIELD]: openedValue(opened) }, { host: 'b.example', port: '587', secure: 'on' })
    expect(merge.conflicts).toEqual([])
    expect(merge.body.host).toBe('b.example')
  })

  it('reads an unticked box (not sent) as "": unticking is a change, and a box left alone takes what is stored', () => {
    const unticked = mergeFields({ host: 'a.example', port: '587', [OPENED_FIELD]: openedValue(opened) }, opened)
    expect(unticked.conflicts).toEqual([])
    expect(unticked.body).toEqual({ host: 'a.example', port: '587' })
    const tickedMeanwhile = mergeFields({ host: 'a.example', port: '587', [OPENED_FIELD]: openedValue({ ...opened, secure: '' }) }, opened)
    expect(tickedMeanwhile.body.secure).toBe('on')
  })

  it('keeps the stored value of a field the form did not show (added since it was opened)', () => {
    const merge = mergeFields({ host: 'a.example', [OPENED_FIELD]: openedValue({ host: 'a.example' }) }, { host: 'a.example', port: '2525' })
    expect(merge.body).toEqual({ host: 'a.example', port: '2525' })
  })

  it('compares with the screen’s own idea of the same value', () => {
    const merge = mergeFields({ fare: '45', [OPENED_FIELD]: openedValue({ fare: '45,00' }) }, { fare: '50,00' }, (_f, a, b) => Number(a.replace(',', '.')) === Number(b.replace(',', '.')))
    expect(merge.conflicts).toEqual([])
    expect(merge.body.fare).toBe('50,00')
  })

  it('takes a form without opened values (an API caller) as sent', () => {
    const merge = mergeFields({ host: 'c.example', _csrf: 'x' }, { host: 'b.example' })
    expect(merge.conflicts).toEqual([])
    expect(merge.body).toEqual({ host: 'c.example', _csrf: 'x' })
  })
})

describe('openedValues', () => {
  it('reads only an object of strings', () => {
    expect(openedValues(openedValue({ a: '1' }))).toEqual({ a: '1' })
    for (const bad of ['', 'not json', '[1]', '{"a":1}', 'null', undefined, 42]) expect(openedValues(bad)).toBeNull()
  })
})

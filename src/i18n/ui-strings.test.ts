import { describe, expect, it } from 'vitest'
import type { Language } from './languages'
import { sourceDigest, stampNamespace, uiStringGapsOf, type StringsByLanguage } from './ui-strings'

const strings = (byLanguage: Partial<Record<Language, Record<string, string>>>): StringsByLanguage =>
  Object.fromEntries((['es', 'en', 'de', 'ca'] as const).map((l) => [l, new Map(Object.entries(byLanguage[l] ?? {}))])) as StringsByLanguage

const current = strings({
  es: { 'nav.home': 'Inicio', 'nav.trips': 'Excursiones', 'nav.blog': 'Blog' },
  en: { 'nav.home': 'Home', 'nav.trips': 'Trips', 'nav.blog': 'Blog', 'nav.extra': 'Extra' },
  de: { 'nav.home': 'Startseite', 'nav.trips': '  ', 'nav.blog': 'Blog' },
})
// German was translated from "Inicio" and "Blog"; "Excursiones" changed since its last stamp.
const germanRecord = { common: { 'nav.home': sourceDigest('Inicio'), 'nav.blog': sourceDigest('Blog'), 'nav.trips': sourceDigest('Viajes') } }

describe('interface strings against their Spanish source', () => {
  it('lists keys another language has as missing, with the Spanish text or the first language that has it', () => {
    const german = uiStringGapsOf('common', current, 'de', germanRecord)
    expect(german.filter((g) => g.state === 'missing').map((g) => [g.key, g.source, g.sourceLng])).toEqual([
      ['nav.extra', 'Extra', 'en'],
      ['nav.trips', 'Excursiones', 'es'],
    ])
    expect(uiStringGapsOf('common', current, 'es', {}).map((g) => [g.key, g.state])).toEqual([['nav.extra', 'missing']])
  })

  it('reports a translation outdated when the Spanish text is not the one it was stamped from, or it never was', () => {
    const record = { common: { 'nav.home': sourceDigest('Portada'), 'nav.trips': sourceDigest('Excursiones') } }
    const english = uiStringGapsOf('common', current, 'en', record)
    expect(english.map((g) => [g.key, g.state, g.text])).toEqual([
      ['nav.blog', 'outdated', 'Blog'],
      ['nav.home', 'outdated', 'Home'],
    ])
    expect(uiStringGapsOf('common', current, 'de', germanRecord).filter((g) => g.state === 'outdated')).toEqual([])
  })

  it('stamps every string, only new ones, or named ones, and forgets keys that are gone', () => {
    const spanish = current.es
    const english = current.en
    const previous = { 'nav.home': 'old', 'nav.gone': 'old' }
    expect(stampNamespace(previous, 'common', spanish, english, { kind: 'all' })).toEqual({
      'nav.home': sourceDigest('Inicio'),
      'nav.trips': sourceDigest('Excursiones'),
      'nav.blog': sourceDigest('Blog'),
    })
    expect(stampNamespace(previous, 'common', spanish, english, { kind: 'new' })).toEqual({ 'nav.home': 'old', 'nav.trips': sourceDigest('Excursiones'), 'nav.blog': sourceDigest('Blog') })
    expect(stampNamespace(previous, 'common', spanish, english, { kind: 'keys', keys: new Set(['common:nav.home', 'home:nav.trips']) })).toEqual({ 'nav.home': sourceDigest('Inicio') })
    // A string the language does not have is never stamped.
    expect(stampNamespace({}, 'common', spanish, current.de, { kind: 'all' })).toEqual({ 'nav.home': sourceDigest('Inicio'), 'nav.blog': sourceDigest('Blog') })
  })
})

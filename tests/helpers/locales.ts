import { readFileSync } from 'node:fs'
import path from 'node:path'

/** A translated string from locales/, as the tests' source of truth for expected texts. */
export function tr(lng: string, ns: string, key: string, vars: Record<string, string | number> = {}): string {
  const file = JSON.parse(readFileSync(path.resolve('locales', lng, `${ns}.json`), 'utf8'))
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], file)
  if (typeof value !== 'string') throw new Error(`missing ${lng}/${ns}:${key}`)
  // "{{min, number}}": i18next's Intl number format in the language.
  return value.replace(/\{\{(\w+)(, number)?\}\}/g, (_, name: string, number?: string) => (number && typeof vars[name] === 'number' ? new Intl.NumberFormat(lng).format(vars[name]) : String(vars[name] ?? '')))
}

/** The same text as React writes it into HTML. */
export function html(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;')
}

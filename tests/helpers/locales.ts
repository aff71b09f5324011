import { readFileSync } from 'node:fs'
import path from 'node:path'

/** A translated string from locales/, as the tests' source of truth for expected texts. */
export function tr(lng: string, ns: string, key: string, vars: Record<string, string | number> = {}): string {
  const file = JSON.parse(readFileSync(path.resolve('locales', lng, `${ns}.json`), 'utf8'))
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], file)
  if (typeof value !== 'string') throw new Error(`missing ${lng}/${ns}:${key}`)
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''))
}

/** The same text as React writes it into HTML. */
export function html(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;')
}

import { createHash } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { DEFAULT_LANGUAGE, LANGUAGES, NAMESPACES, type Language } from './languages'

/**
 * Interface strings (locales/<lng>/<ns>.json) and what each translation was made from. Spanish is
 * the source. For every other language, locales/translated-from/<lng>.json keeps a digest of the
 * Spanish text each string was translated from: when the Spanish text changes, the digest no
 * longer matches and the translation is reported as outdated (/admin/translations) until it is
 * updated and stamped again (`npm run translations:stamp`). The files carry no history, so this
 * record is what makes "older than the Spanish source" knowable for them.
 */

export type FlatStrings = Map<string, string>
/** namespace → key → digest of the Spanish text the translation was made from. */
export type SourceRecord = Record<string, Record<string, string>>
export type StringsByLanguage = Record<Language, FlatStrings>

type Tree = { [key: string]: unknown }

/** Nested translation keys as dotted paths ("nav.home"), the way i18next addresses them. */
export function flattenStrings(tree: Tree, prefix = '', out: FlatStrings = new Map()): FlatStrings {
  for (const [key, value] of Object.entries(tree)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) flattenStrings(value as Tree, `${prefix}${key}.`, out)
    else out.set(prefix + key, typeof value === 'string' ? value : JSON.stringify(value))
  }
  return out
}

async function readJson<T>(file: string, fallback: T): Promise<T> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T
  } catch {
    return fallback
  }
}

/** One namespace of one language; a missing or broken file reads as empty (its keys are then missing). */
export async function readStrings(localesDir: string, lng: Language, namespace: string): Promise<FlatStrings> {
  return flattenStrings(await readJson<Tree>(path.join(localesDir, lng, `${namespace}.json`), {}))
}

export async function readAllStrings(localesDir: string, namespace: string): Promise<StringsByLanguage> {
  const entries = await Promise.all(LANGUAGES.map(async (lng) => [lng, await readStrings(localesDir, lng, namespace)] as const))
  return Object.fromEntries(entries) as StringsByLanguage
}

export const sourceDigest = (spanish: string) => createHash('sha256').update(spanish).digest('hex').slice(0, 12)

export const TRANSLATED_FROM_DIR = 'translated-from'
const recordFile = (localesDir: string, lng: Language) => path.join(localesDir, TRANSLATED_FROM_DIR, `${lng}.json`)

export function readSourceRecord(localesDir: string, lng: Language): Promise<SourceRecord> {
  return readJson<SourceRecord>(recordFile(localesDir, lng), {})
}

/** Sorted and one key per line, so a stamp shows in a review as the lines it changed. */
export async function writeSourceRecord(localesDir: string, lng: Language, record: SourceRecord): Promise<void> {
  const sorted = Object.fromEntries(
    Object.keys(record)
      .sort()
      .map((ns) => [ns, Object.fromEntries(Object.entries(record[ns]!).sort(([a], [b]) => a.localeCompare(b)))]),
  )
  await mkdir(path.dirname(recordFile(localesDir, lng)), { recursive: true })
  await writeFile(recordFile(localesDir, lng), `${JSON.stringify(sorted, null, 2)}\n`)
}

const hasText = (value: string | undefined): value is string => value !== undefined && value.trim() !== ''

export type UiStringState = 'missing' | 'outdated'

export interface UiStringGap {
  namespace: string
  key: string
  state: UiStringState
  /** The Spanish text, or — for a key Spanish itself lacks — the first language that has it. */
  source: string
  sourceLng: Language
  /** This language's text ('' when missing). */
  text: string
}

/**
 * The gaps of one namespace in one language: keys that some language has and this one lacks
 * (or leaves empty), and — outside Spanish — keys whose Spanish text is not the one recorded as
 * their source (changed since, or never recorded).
 */
export function uiStringGapsOf(namespace: string, strings: StringsByLanguage, lng: Language, record: SourceRecord): UiStringGap[] {
  const keys = new Set(LANGUAGES.flatMap((l) => [...strings[l].keys()].filter((k) => hasText(strings[l].get(k)))))
  const gaps: UiStringGap[] = []
  for (const key of [...keys].sort()) {
    const sourceLng = [DEFAULT_LANGUAGE, ...LANGUAGES].find((l) => hasText(strings[l].get(key)))!
    const source = strings[sourceLng].get(key)!
    const text = strings[lng].get(key)
    if (!hasText(text)) gaps.push({ namespace, key, state: 'missing', source, sourceLng, text: '' })
    else if (lng !== DEFAULT_LANGUAGE && sourceLng === DEFAULT_LANGUAGE && record[namespace]?.[key] !== sourceDigest(source)) {
      gaps.push({ namespace, key, state: 'outdated', source, sourceLng, text })
    }
  }
  return gaps
}

/** Every namespace, every language: what /admin/translations lists under interface strings. */
export async function uiStringGaps(localesDir: string): Promise<{ byLanguage: Map<Language, UiStringGap[]>; checked: number }> {
  const byLanguage = new Map<Language, UiStringGap[]>(LANGUAGES.map((l) => [l, []]))
  const records = Object.fromEntries(await Promise.all(LANGUAGES.map(async (l) => [l, await readSourceRecord(localesDir, l)] as const))) as Record<Language, SourceRecord>
  let checked = 0
  for (const namespace of NAMESPACES) {
    const strings = await readAllStrings(localesDir, namespace)
    checked += strings[DEFAULT_LANGUAGE].size
    for (const lng of LANGUAGES) byLanguage.get(lng)!.push(...uiStringGapsOf(namespace, strings, lng, records[lng]))
  }
  return { byLanguage, checked }
}

export type StampScope = { kind: 'all' } | { kind: 'new' } | { kind: 'keys'; keys: Set<string> }

/**
 * The record after stamping: the chosen keys (qualified "namespace:key") of `lng` now count as
 * translated from the current Spanish text. Keys that Spanish or `lng` no longer has are dropped.
 */
export function stampNamespace(previous: Record<string, string> | undefined, namespace: string, spanish: FlatStrings, translated: FlatStrings, scope: StampScope): Record<string, string> {
  const next: Record<string, string> = {}
  for (const [key, source] of spanish) {
    if (!hasText(source) || !hasText(translated.get(key))) continue
    const chosen = scope.kind === 'all' || (scope.kind === 'new' && !previous?.[key]) || (scope.kind === 'keys' && scope.keys.has(`${namespace}:${key}`))
    const digest = chosen ? sourceDigest(source) : previous?.[key]
    if (digest) next[key] = digest
  }
  return next
}

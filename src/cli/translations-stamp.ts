import { parseArgs } from 'node:util'
import { LOCALES_DIR } from '../i18n/i18n.server'
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, NAMESPACES, type Language } from '../i18n/languages'
import { readSourceRecord, readStrings, stampNamespace, writeSourceRecord, type StampScope } from '../i18n/ui-strings'

const USAGE = `npm run translations:stamp -- [--new | --key namespace:key …] [language …]

Records that the interface strings of the given languages (default: every language but Spanish)
are translated from the current Spanish text, so /admin/translations stops listing them as outdated.
  (no option)   every string of those languages: a translator reviewed the whole files
  --new         only strings without a record yet: keys just added in every language
  --key ns:key  only these strings (repeat it): e.g. --key common:nav.home`

const { values, positionals } = parseArgs({
  options: { new: { type: 'boolean', default: false }, key: { type: 'string', multiple: true }, help: { type: 'boolean', short: 'h', default: false } },
  allowPositionals: true,
})

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`)
  process.exit(2)
}

if (values.help) {
  console.log(USAGE)
  process.exit(0)
}
if (values.new && values.key) fail('Choose --new or --key, not both.')
const unknown = positionals.filter((p) => !isLanguage(p) || p === DEFAULT_LANGUAGE)
if (unknown.length) fail(`Not a translated language: ${unknown.join(', ')} (Spanish is the source).`)
for (const key of values.key ?? []) {
  const [namespace, path] = key.split(/:(.*)/s)
  if (!(NAMESPACES as readonly string[]).includes(namespace!) || !path) fail(`Not a namespace:key: ${key}`)
}

const languages = (positionals.length ? positionals : LANGUAGES.filter((l) => l !== DEFAULT_LANGUAGE)) as Language[]
const scope: StampScope = values.key ? { kind: 'keys', keys: new Set(values.key) } : values.new ? { kind: 'new' } : { kind: 'all' }

for (const lng of languages) {
  const previous = await readSourceRecord(LOCALES_DIR, lng)
  const next: Record<string, Record<string, string>> = {}
  let changed = 0
  for (const namespace of NAMESPACES) {
    const [spanish, translated] = await Promise.all([readStrings(LOCALES_DIR, DEFAULT_LANGUAGE, namespace), readStrings(LOCALES_DIR, lng, namespace)])
    next[namespace] = stampNamespace(previous[namespace], namespace, spanish, translated, scope)
    for (const [key, digest] of Object.entries(next[namespace]!)) if (previous[namespace]?.[key] !== digest) changed++
  }
  await writeSourceRecord(LOCALES_DIR, lng, next)
  console.log(`${lng}: ${changed} string${changed === 1 ? '' : 's'} stamped`)
}

// The layers of src/ and views/: which folder may import which. `npm run lint` refuses any other
// import (the `layers/allowed-imports` rule below) and refuses a map with a cycle, so no folder
// ever imports a folder that imports it back. README "Architecture" draws this map.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

const KERNEL = ['lib', 'config', 'i18n', 'db', 'jobs', 'mail']
/** What every domain may use: the kernel, the content kit, the audit log and the documents kit. */
const KIT = [...KERNEL, 'content-kit', 'audit', 'documents']

/**
 * Each folder → the folders it may import. Domains are listed so that each builds only on the
 * ones above it; a new domain names the domains it needs.
 */
export const LAYERS = {
  // Kernel: no domain knowledge.
  lib: [],
  config: ['lib', 'jobs'],
  i18n: ['lib'],
  db: ['lib'],
  jobs: ['lib', 'db'],
  mail: ['lib', 'config', 'db', 'i18n', 'jobs'],
  // Content kit: the translated store, list queries, translatable forms, stamps.
  'content-kit': ['lib', 'i18n', 'db'],
  // The audit log: who changed what, when (bookings, legs, payments, assignments).
  audit: ['lib', 'db'],
  // Documents kit: PDF vouchers and tables, QR codes, .ics files from plain data (no database, ADR 035).
  documents: ['lib', 'i18n'],
  // Domains.
  consent: KIT,
  cami: KIT,
  settings: KIT,
  users: KIT,
  images: KIT,
  faq: KIT,
  'trip-types': KIT,
  chat: [...KIT, 'settings'],
  newsletter: [...KIT, 'settings'],
  contact: [...KIT, 'settings'],
  testimonials: [...KIT, 'images', 'trips'],
  'hero-banners': [...KIT, 'images', 'testimonials'],
  destinations: [...KIT, 'images'],
  trips: [...KIT, 'images', 'destinations', 'trip-types', 'contact'],
  // Trips booked online (ADR 042): availability and seats; bookings, payments, manifests, enquiries; verified reviews.
  departures: [...KIT, 'settings', 'trips'],
  'trip-bookings': [...KIT, 'settings', 'trips', 'departures', 'payments'],
  reviews: [...KIT, 'settings', 'trips', 'trip-bookings'],
  seo: [...KIT, 'settings', 'destinations', 'trips', 'reviews'],
  content: [...KIT, 'seo'],
  fleet: [...KIT, 'users'],
  transfers: [...KIT, 'settings', 'seo', 'faq', 'fleet', 'payments'],
  blog: [...KIT, 'images', 'settings', 'seo', 'content', 'transfers'],
  auth: [...KIT, 'settings', 'users'],
  rum: [...KIT, 'auth', 'consent'],
  payments: [...KIT, 'settings'],
  // Drivers and fleet on the road: assignment with its conflict rules, the board (ADR 039); the driver's phone view, run sheets and manifests (ADR 040).
  dispatch: [...KIT, 'fleet', 'transfers', 'settings', 'payments'],
  // Features over many domains.
  sitemap: [...KIT, 'blog', 'seo', 'transfers', 'trips'],
  // Site search (ADR 046): documents the database keeps from the content tables, plus the transfer pages' locale texts.
  search: KIT,
  // The dashboard reads the day's work from the office domains (departures, dispatch, trip bookings), the takings their money (payments); none of them reads it back.
  'back-office': [...KIT, 'blog', 'chat', 'contact', 'content', 'departures', 'destinations', 'dispatch', 'faq', 'hero-banners', 'images', 'newsletter', 'payments', 'rum', 'seo', 'settings', 'sitemap', 'testimonials', 'transfers', 'trip-bookings', 'trip-types', 'trips'],
  seed: [...KIT, 'images', 'settings', 'transfers', 'trips', 'departures', 'trip-bookings', 'reviews'],
  // Presentation: React components and the islands that hydrate (the staff money forms read payments' field rules).
  ui: [...KIT, 'back-office', 'blog', 'consent', 'content', 'destinations', 'dispatch', 'faq', 'fleet', 'hero-banners', 'payments', 'rum', 'seo', 'settings', 'testimonials', 'transfers', 'trip-types', 'trips', 'users', 'departures', 'trip-bookings', 'reviews', 'search'],
  // Pages (Vike): presentation and domains, never the composition root.
  views: [...KIT, 'ui', 'auth', 'back-office', 'blog', 'cami', 'chat', 'consent', 'contact', 'content', 'destinations', 'dispatch', 'faq', 'fleet', 'hero-banners', 'images', 'newsletter', 'payments', 'rum', 'seo', 'settings', 'testimonials', 'transfers', 'trip-types', 'trips', 'users', 'departures', 'trip-bookings', 'reviews', 'search'],
  // Composition roots: boot, app, render; the command-line tools.
  server: '*',
  cli: '*',
}

/** The folders in a cycle of the map, or [] (checked when lint loads the rule, and by a test). */
export function cycleOf(layers) {
  const state = new Map()
  const stack = []
  const visit = (name) => {
    if (state.get(name) === 'done') return null
    if (state.get(name) === 'open') return stack.slice(stack.indexOf(name)).concat(name)
    state.set(name, 'open')
    stack.push(name)
    const allowed = layers[name] === '*' ? [] : (layers[name] ?? [])
    for (const next of allowed) {
      const cycle = visit(next)
      if (cycle) return cycle
    }
    stack.pop()
    state.set(name, 'done')
    return null
  }
  for (const name of Object.keys(layers)) {
    const cycle = visit(name)
    if (cycle) return cycle
  }
  return []
}

/** `src/<folder>/…` → folder, `views/…` → 'views', anything else → null (tests, scripts, bench). */
export function layerOf(file, root) {
  const parts = path.relative(root, file).split(path.sep)
  if (parts[0] === 'views') return 'views'
  if (parts[0] === 'src' && parts.length > 2) return parts[1]
  return null
}

const cycle = cycleOf(LAYERS)
if (cycle.length > 0) throw new Error(`scripts/layers.mjs: the layer map has a cycle: ${cycle.join(' → ')}`)

const allowedImports = {
  meta: {
    type: 'problem',
    docs: { description: 'An import crosses the layers only where scripts/layers.mjs allows it.' },
    schema: [],
    messages: {
      notAllowed: "'{{from}}' may not import '{{to}}' (scripts/layers.mjs: {{from}} builds on {{allowed}}).",
      unknown: "'{{folder}}' is not in the layer map (scripts/layers.mjs): add it with the folders it may import.",
    },
  },
  create(context) {
    const root = context.cwd
    const file = context.filename
    const from = layerOf(file, root)
    if (!from || /\.test\.tsx?$/.test(file)) return {}
    const check = (node) => {
      const spec = node.source?.value
      if (typeof spec !== 'string' || !spec.startsWith('.')) return
      const to = layerOf(path.resolve(path.dirname(file), spec, 'x'), root)
      if (!to || to === from) return
      if (!(from in LAYERS)) return context.report({ node, messageId: 'unknown', data: { folder: from } })
      if (!(to in LAYERS)) return context.report({ node, messageId: 'unknown', data: { folder: to } })
      const allowed = LAYERS[from]
      if (allowed === '*' || allowed.includes(to)) return
      context.report({ node, messageId: 'notAllowed', data: { from, to, allowed: allowed.join(', ') || 'nothing' } })
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check }
  },
}

/** Modules only the server may run: they reach the database or end in `.server` (docs/decisions/030). */
const SERVER_PACKAGES = ['knex', 'objection', 'pg', 'connect-pg-simple', '@electric-sql/pglite']
const isServerModule = (file) => /\.(server|model)\.tsx?$/.test(file) || file.includes(`${path.sep}src${path.sep}db${path.sep}`)

function resolveModule(fromFile, spec) {
  const base = path.resolve(path.dirname(fromFile), spec)
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return candidate
  return null
}

const VALUE_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm

/** The server-only module a file reaches through value imports (itself included), or null. Cached per lint run. */
const reached = new Map()
function serverModuleReachedFrom(file, seen = new Set()) {
  if (reached.has(file)) return reached.get(file)
  if (isServerModule(file)) return file
  if (seen.has(file)) return null
  seen.add(file)
  let found = null
  for (const [, spec] of readFileSync(file, 'utf8').matchAll(VALUE_IMPORT)) {
    if (SERVER_PACKAGES.some((name) => spec === name || spec.startsWith(`${name}/`))) found = file
    else if (spec.startsWith('.')) {
      const target = resolveModule(file, spec)
      if (target) found = serverModuleReachedFrom(target, seen)
    }
    if (found) break
  }
  reached.set(file, found)
  return found
}

const pageImports = {
  meta: {
    type: 'problem',
    docs: { description: 'Pages import their domain through `*.server.ts` modules; everything else pages and UI components import is pure.' },
    schema: [],
    messages: {
      reachesServer: "'{{module}}' reaches server-only code ({{reached}}) without being a `.server.ts` module: import the domain's `*.server.ts`, or move the server work there (docs/decisions/030).",
    },
  },
  create(context) {
    const root = context.cwd
    const file = context.filename
    if (!['views', 'ui'].includes(layerOf(file, root)) || /\.test\.tsx?$/.test(file)) return {}
    const check = (node) => {
      const spec = node.source?.value
      if (typeof spec !== 'string' || !spec.startsWith('.')) return
      if (node.importKind === 'type' || node.exportKind === 'type') return
      if (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === 'type')) return
      const target = resolveModule(file, spec)
      if (!target || layerOf(target, root) === 'views' || /\.server\.tsx?$/.test(target)) return
      const found = serverModuleReachedFrom(target)
      if (found) context.report({ node, messageId: 'reachesServer', data: { module: path.relative(root, target), reached: path.relative(root, found) } })
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check }
  },
}

export const layersPlugin = { rules: { 'allowed-imports': allowedImports, 'page-imports': pageImports } }

// The layers of src/ and views/: which folder may import which. `npm run lint` refuses any other
// import (the `layers/allowed-imports` rule below) and refuses a map with a cycle, so no folder
// ever imports a folder that imports it back. README "Architecture" draws this map.
import path from 'node:path'

const KERNEL = ['lib', 'config', 'i18n', 'db', 'mail']
/** What every domain may use: the kernel and the content kit. */
const KIT = [...KERNEL, 'content-kit']

/**
 * Each folder → the folders it may import. Domains are listed so that each builds only on the
 * ones above it; a new domain names the domains it needs.
 */
export const LAYERS = {
  // Kernel: no domain knowledge.
  lib: [],
  config: ['lib'],
  i18n: ['lib'],
  db: ['lib', 'config'],
  mail: ['lib', 'config', 'db', 'i18n'],
  // Content kit: the translated store, list queries, translatable forms, stamps.
  'content-kit': ['lib', 'i18n', 'db'],
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
  testimonials: [...KIT, 'images'],
  'hero-banners': [...KIT, 'images', 'testimonials'],
  destinations: [...KIT, 'images'],
  trips: [...KIT, 'images', 'destinations', 'trip-types', 'contact'],
  seo: [...KIT, 'settings', 'destinations', 'trips'],
  content: [...KIT, 'seo'],
  transfers: [...KIT, 'settings', 'seo'],
  blog: [...KIT, 'images', 'settings', 'seo', 'content', 'transfers'],
  auth: [...KIT, 'settings', 'users'],
  rum: [...KIT, 'auth', 'consent'],
  // Features over many domains.
  sitemap: [...KIT, 'blog', 'seo', 'transfers'],
  'back-office': [...KIT, 'blog', 'chat', 'contact', 'content', 'destinations', 'faq', 'hero-banners', 'images', 'newsletter', 'rum', 'seo', 'settings', 'sitemap', 'testimonials', 'transfers', 'trip-types', 'trips'],
  seed: [...KIT, 'images', 'settings', 'transfers'],
  // Presentation: React components and the islands that hydrate.
  ui: [...KIT, 'back-office', 'blog', 'consent', 'content', 'destinations', 'faq', 'hero-banners', 'rum', 'seo', 'settings', 'testimonials', 'transfers', 'trip-types', 'trips', 'users'],
  // Pages (Vike): presentation and domains, never the composition root.
  views: [...KIT, 'ui', 'auth', 'back-office', 'blog', 'cami', 'consent', 'content', 'destinations', 'faq', 'hero-banners', 'images', 'rum', 'seo', 'testimonials', 'transfers', 'trip-types', 'trips', 'users'],
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

export const layersPlugin = { rules: { 'allowed-imports': allowedImports } }

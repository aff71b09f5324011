import { expect } from 'vitest'
import { LANGUAGES, type Language } from '../../src/i18n/languages'
import { localizedHref } from '../../src/i18n/links'

const ORIGIN = 'http://localhost:3000'

/** The JSON-LD documents of a rendered page. */
export function jsonLdOf(page: string): Array<Record<string, unknown>> {
  return [...page.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!))
}

export function jsonLdTypes(page: string): unknown[] {
  return jsonLdOf(page).map((d) => d['@type'])
}

/** `path?lng=xx` as the head writes it (React escapes the & of a query string). */
function href(path: string, lng?: Language): string {
  const url = new URL(path, `${ORIGIN}/`)
  if (lng) url.searchParams.set('lng', lng)
  return url.toString().replace(/&/g, '&amp;')
}

/** The page speaks `lng`, is its own canonical URL and links its three translations plus x-default (the Spanish canonical). */
export function expectLocalizedHead(page: string, path: string, lng: Language): void {
  expect(page).toContain(`<html lang="${lng}"`)
  expect(page).toContain(`<link rel="canonical" href="${href(path, lng)}"/>`)
  for (const l of LANGUAGES) expect(page).toContain(`<link rel="alternate" hrefLang="${l}" href="${href(path, l)}"/>`)
  expect(page).toContain(`<link rel="alternate" hrefLang="x-default" href="${href(path, 'es')}"/>`)
  expect(page).toMatch(/<meta name="description" content="[^"]{20,}"/)
}

/** Text of the page's only h1 (fails when there is none or more than one). */
export function h1Of(page: string): string {
  const all = [...page.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)]
  expect(all).toHaveLength(1)
  return all[0]![1]!.replace(/<[^>]+>/g, '')
}

/** Every heading level of the page in order; a level never jumps by more than one going down. */
export function expectHeadingsInOrder(page: string): void {
  const main = page.slice(page.indexOf('<main'), page.indexOf('</main>'))
  const levels = [...main.matchAll(/<h([1-6])[\s>]/g)].map((m) => Number(m[1]))
  expect(levels[0]).toBe(1)
  for (let i = 1; i < levels.length; i++) expect(levels[i]! - levels[i - 1]!, `h${levels[i - 1]} → h${levels[i]}`).toBeLessThanOrEqual(1)
}

/** The scripts a page loads: every page has the one shared client entry (global islands) and no other. */
export function scriptSources(page: string): string[] {
  return [...page.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]!)
}
export const CLIENT_ENTRY = /^\/assets\/entries\/views_client\.[\w-]+\.js$/

/**
 * The page without its class attributes: assertions about structure, text, roles and labels,
 * not about how Tailwind styles them (a restyled heading is not a broken one).
 */
export function withoutClasses(page: string): string {
  return page.replace(/ class="[^"]*"/g, '')
}

/** The questions of the page's FAQ entries: its <details> that are not header menus (those carry data-menu). */
export function faqQuestionsOf(page: string): string[] {
  return [...page.matchAll(/<details\b(?![^>]*\bdata-menu=)[^>]*>\s*<summary\b[^>]*>([^<]*)/g)].map((m) => m[1]!)
}

export interface AdminGridRow {
  id: number | string
  cells: Record<string, unknown>
  alerts?: Record<string, string>
  editHref?: string
}

/** The props the page rendered its first `name` island with (what the browser hydrates it from). */
export function islandPropsOf<P = Record<string, unknown>>(page: string, name: string): P {
  const attribute = new RegExp(`<div data-island="${name}"[^>]*data-props="([^"]*)"`).exec(page)?.[1]
  expect(attribute, `a ${name} island on the page`).toBeDefined()
  return JSON.parse(attribute!.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&'))
}

/** What an admin list page shows: the props of its AdminGrid island (rows as the page's columns). */
export function adminGridOf(page: string): { rows: AdminGridRow[]; total: number; page: number; pageCount: number; pageSize: number; sort: string; q: string } {
  return islandPropsOf(page, 'AdminGrid')
}

/** `href="…"` of an internal link as a page in `lng` writes it (ADR 045: ?lng outside Spanish; React escapes the &). */
export function hrefIn(path: string, lng: Language): string {
  return `href="${localizedHref(path, lng).replace(/&/g, '&amp;')}"`
}

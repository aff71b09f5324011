import { z } from 'zod'
import { LANGUAGES } from '../i18n/languages'

export const PageKeySchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/)

/** GET /api/seo/{page} (SPEC §3 SEO record, §7). */
export const SeoRecordSchema = z.object({
  pageKey: z.string(),
  title: z.record(z.string(), z.string()),
  description: z.record(z.string(), z.string()),
  keywords: z.record(z.string(), z.array(z.string())),
  /** Per language (docs/decisions/053); a language without one uses the page's own address. */
  canonicalUrl: z.partialRecord(z.enum(LANGUAGES), z.string()),
  robotsDirective: z.string(),
  schema: z.record(z.string(), z.unknown()).nullable(),
})
export type SeoRecord = z.infer<typeof SeoRecordSchema>

export interface HeadLink {
  hreflang: string
  href: string
}

/** Everything the document <head> needs, already in the page's language. */
export interface PageHead {
  title: string
  description: string
  keywords: string[]
  robots: string
  /** None on an error answer (errorAnswerHead in src/seo/head.ts). */
  canonical?: string
  alternates: HeadLink[]
  image: string
  /** Pixels, when the image's URL fixes them (every social image is asked for at 1200×630). */
  imageWidth?: number
  imageHeight?: number
  imageAlt: string
  type: 'website' | 'article'
  jsonLd: Array<Record<string, unknown>>
  /** Feeds announced with <link rel="alternate"> (the blog's RSS). */
  feeds?: HeadFeed[]
}

export interface HeadFeed {
  title: string
  href: string
}

import type { Language } from '../i18n/languages'
import { languageUrl } from './head'

/** FAQPage structured data for a list of questions and answers. */
export function faqPageJsonLd(entries: Array<{ question: string; answer: string }>): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((e) => ({
      '@type': 'Question',
      name: e.question,
      acceptedAnswer: { '@type': 'Answer', text: e.answer },
    })),
  }
}

export interface Crumb {
  name: string
  /** Path of the page; the last crumb (the current page) may omit it. */
  path?: string
}

/** The trail of a page in `lng`: each step's address in that language, as its canonical is (ADR 045, 053). */
export function breadcrumbJsonLd(crumbs: Crumb[], publicUrl: string, lng: Language): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      ...(c.path ? { item: languageUrl(publicUrl, c.path, lng) } : {}),
    })),
  }
}

export interface ArticleInput {
  headline: string
  description: string
  /** Absolute URL of the article. */
  url: string
  image: string
  datePublished: string
  dateModified: string
  authorName: string
  /** @id of the publishing organisation (organizationId in ./head). */
  publisherId: string
  section?: string
  language: string
}

/** BlogPosting for one blog article; the publisher is the business node of the same page. */
export function blogPostingJsonLd(a: ArticleInput): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: a.headline,
    description: a.description,
    image: [a.image],
    datePublished: a.datePublished,
    dateModified: a.dateModified,
    // No byline: the business wrote it (an author with an empty name is invalid for search engines).
    author: a.authorName ? { '@type': 'Person', name: a.authorName } : { '@id': a.publisherId },
    publisher: { '@id': a.publisherId },
    mainEntityOfPage: { '@type': 'WebPage', '@id': a.url },
    url: a.url,
    inLanguage: a.language,
    ...(a.section ? { articleSection: a.section } : {}),
  }
}

/** A place visitors go to (a trail, a monument), free and open to the public. */
export function touristAttractionJsonLd(a: { name: string; alternateName?: string; description: string; url: string; image: string; region: string }): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristAttraction',
    name: a.name,
    ...(a.alternateName ? { alternateName: a.alternateName } : {}),
    description: a.description,
    url: a.url,
    image: a.image,
    isAccessibleForFree: true,
    publicAccess: true,
    containedInPlace: { '@type': 'Place', name: a.region },
  }
}

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

export function breadcrumbJsonLd(crumbs: Crumb[], publicUrl: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      ...(c.path ? { item: new URL(c.path, `${publicUrl}/`).toString() } : {}),
    })),
  }
}

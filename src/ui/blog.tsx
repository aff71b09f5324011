import type { BlogCategory, BlogPostSummary } from '../blog/blog.schema'
import { formatDate } from '../i18n/format'
import { ClockIcon, RssIcon } from './icons'
import { useLocalizedHref } from './localized-links'
import { OptimizedImage } from './optimized-image'
import { usePageContext } from './page-context'
import { NoResults } from './cards'

const CARD_SIZES = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw'

/** Date, reading time and (optionally) the category of a post. */
export function PostMeta({ post, withCategory = true, className = '' }: { post: BlogPostSummary; withCategory?: boolean; className?: string }) {
  const { t, lng } = usePageContext()
  const localize = useLocalizedHref()
  return (
    <p className={`flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600 ${className}`}>
      <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, lng)}</time>
      <span className="flex items-center gap-1"><ClockIcon /> {t('blog.readingTime', { minutes: post.readingMinutes })}</span>
      {withCategory && post.category && (
        <a href={localize(`/blog/category/${post.category.slug}`)} className="font-semibold text-brand-700 hover:underline">{post.category.name}</a>
      )}
    </p>
  )
}

export function PostCard({ post, headingLevel = 3 }: { post: BlogPostSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const localize = useLocalizedHref()
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:shadow-md">
      <OptimizedImage src={post.coverImage} alt="" width={640} height={400} sizes={CARD_SIZES} className="aspect-[8/5] w-full object-cover" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        {post.category && (
          // Above the card-wide link (z-10) so the category stays its own link.
          <a href={localize(`/blog/category/${post.category.slug}`)} className="relative z-10 self-start text-xs font-semibold uppercase tracking-wide text-brand-700 hover:underline">{post.category.name}</a>
        )}
        <Heading className="text-lg font-semibold leading-snug text-slate-900 group-hover:text-brand-700">
          <a href={localize(`/blog/${post.slug}`)} className="after:absolute after:inset-0">{post.title}</a>
        </Heading>
        <p className="flex-1 text-sm text-slate-600">{post.excerpt}</p>
        <PostMeta post={post} withCategory={false} />
      </div>
    </article>
  )
}

export function PostGrid({ posts, headingLevel = 3 }: { posts: BlogPostSummary[]; headingLevel?: 2 | 3 }) {
  const { t } = usePageContext()
  if (!posts.length) return <NoResults message={t('blog.empty')} />
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {posts.map((post) => <li key={post.id}><PostCard post={post} headingLevel={headingLevel} /></li>)}
    </ul>
  )
}

/** Links to every category (and back to all posts); the current one is marked. */
export function CategoryNav({ categories, activeSlug }: { categories: BlogCategory[]; activeSlug?: string }) {
  const { t } = usePageContext()
  const localize = useLocalizedHref()
  const pill = (active: boolean) => `inline-block rounded-full px-4 py-2 text-sm font-medium ring-1 transition ${active ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white text-slate-700 ring-slate-300 hover:ring-brand-600'}`
  return (
    <nav aria-label={t('blog.categories')} className="mt-6">
      <ul className="flex flex-wrap gap-2">
        <li><a href={localize('/blog')} className={pill(!activeSlug)} aria-current={!activeSlug ? 'page' : undefined}>{t('blog.allPosts')}</a></li>
        {categories.map((c) => (
          <li key={c.id}>
            <a href={localize(`/blog/category/${c.slug}`)} className={pill(c.slug === activeSlug)} aria-current={c.slug === activeSlug ? 'page' : undefined}>{c.name}</a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

export function FeedLink() {
  const { t, lng } = usePageContext()
  return (
    <a href={`/blog/rss.xml?lng=${lng}`} className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:underline">
      <RssIcon /> {t('blog.feed')}
    </a>
  )
}

import type { BlogPostData } from '../../../src/blog/blog-page-data.server'
import { FeedLink, PostGrid, PostMeta } from '../../../src/ui/blog'
import { Prose } from '../../../src/ui/content'
import { OptimizedImage } from '../../../src/ui/optimized-image'
import { PageHeader } from '../../../src/ui/page-header'
import { usePageContext, usePageData } from '../../../src/ui/page-context'
import { useLocalizedHref } from '../../../src/ui/localized-links'

export default function Page() {
  const localize = useLocalizedHref()
  const { t } = usePageContext()
  const { post, related, crumbs } = usePageData<BlogPostData>()
  return (
    <>
      <article>
        <PageHeader title={post.title} intro={post.excerpt} crumbs={crumbs}>
          <div className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-2">
            {post.authorName && <p className="text-sm font-semibold text-slate-800">{t('blog.byAuthor', { author: post.authorName })}</p>}
            <PostMeta post={post} />
          </div>
        </PageHeader>
        <div className="container-page max-w-4xl">
          {post.coverImage && (
            <OptimizedImage src={post.coverImage} alt={post.title} width={1280} height={640} sizes="(min-width: 896px) 832px, 100vw" eager className="mt-6 aspect-[2/1] w-full rounded-2xl object-cover shadow-sm sm:mt-10" />
          )}
          <Prose html={post.html} className="mx-auto max-w-3xl py-10 sm:py-14" />
          <footer className="mx-auto flex max-w-3xl flex-wrap items-center justify-between gap-4 border-t border-slate-200 py-6">
            <a href={localize('/blog')} className="font-semibold text-brand-700 hover:underline">← {t('blog.backToBlog')}</a>
            <FeedLink />
          </footer>
        </div>
      </article>
      {related.length > 0 && post.category && (
        <section aria-labelledby="related-posts" className="bg-sand-50 py-14">
          <div className="container-page">
            <h2 id="related-posts" className="section-title">{t('blog.related', { category: post.category.name })}</h2>
            <div className="mt-8"><PostGrid posts={related} /></div>
          </div>
        </section>
      )}
    </>
  )
}

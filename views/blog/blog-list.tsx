import type { BlogListData } from '../../src/blog/blog-page-data.server'
import { CategoryNav, FeedLink, PostGrid } from '../../src/ui/blog'
import { PageHeader } from '../../src/ui/page-header'
import { Pagination } from '../../src/ui/pagination'
import { usePageContext, usePageData } from '../../src/ui/page-context'

/** /blog and /blog/category/{slug}: the same list, narrowed or not. */
export function BlogList() {
  const { t } = usePageContext()
  const d = usePageData<BlogListData>()
  return (
    <>
      <PageHeader title={d.title} intro={d.intro} crumbs={d.crumbs}>
        <CategoryNav categories={d.categories} activeSlug={d.activeCategory ?? undefined} />
      </PageHeader>
      <section aria-labelledby="blog-posts" className="container-page py-12">
        <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
          <h2 id="blog-posts" className="text-xl font-bold text-slate-900">
            {d.page > 1 ? t('blog.latestPage', { page: d.page }) : t('blog.latest')}
          </h2>
          <FeedLink />
        </div>
        <PostGrid posts={d.posts} />
        <Pagination page={d.page} pageCount={d.pageCount} />
      </section>
    </>
  )
}

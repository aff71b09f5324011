import { FAQ_TOPICS } from '../../../src/faq/faq.schema'
import { AdminPageHeader } from '../../../src/ui/admin-layout'
import { AdminList, SavedMessage } from '../../../src/ui/admin-list'
import { usePageContext, usePageData } from '../../../src/ui/page-context'
import type { FaqAdminData } from './+data'

export default function Page() {
  const { t } = usePageContext()
  const { page, topic } = usePageData<FaqAdminData>()
  const a = (key: string) => t(`admin:faqAdmin.${key}`)
  return (
    <>
      <AdminPageHeader title={a('title')} intro={a('intro')} action={<a href="/admin/faq/new" className="btn-primary">{a('new')}</a>} />
      <SavedMessage />
      <AdminList
        page={page}
        basePath="/admin/faq"
        bulkDeleteUrl="/api/admin/faq/bulk-delete"
        filters={[{ name: 'topic', label: a('topic'), value: topic, options: [{ value: '', label: a('allTopics') }, ...FAQ_TOPICS.map((value) => ({ value, label: t(`faqPage.topics.${value}`) }))] }]}
        columns={[
          { id: 'question', header: a('question'), sortable: true },
          { id: 'topic', header: a('topic'), sortable: true },
          { id: 'isPublished', header: a('published'), sortable: true, kind: 'badge' },
          { id: 'sortOrder', header: a('sortOrder'), sortable: true, kind: 'number' },
          { id: 'unkept', header: t('admin:unkeptPromises.column'), kind: 'badge' },
        ]}
        row={(r) => ({
          id: r.id,
          cells: { question: r.question, topic: t(`faqPage.topics.${r.topic}`), isPublished: r.isPublished ? a('yes') : a('no'), sortOrder: r.sortOrder, unkept: r.unkept.join(' · ') || null },
          editHref: `/admin/faq/edit/${r.id}`,
        })}
      />
    </>
  )
}

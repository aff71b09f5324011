import { AdminPageHeader } from '../../../src/ui/admin-layout'
import { AdminList, SavedMessage } from '../../../src/ui/admin-list'
import { usePageContext, usePageData } from '../../../src/ui/page-context'
import type { ChatAdminData } from './+data'

const LANGUAGES = ['es', 'en', 'de', 'ca'] as const
const FORWARD = ['pending', 'sent', 'failed', 'not-configured'] as const

export default function Page() {
  const { t } = usePageContext()
  const { page } = usePageData<ChatAdminData>()
  const a = (key: string) => t(`admin:chatAdmin.${key}`)
  return (
    <>
      <AdminPageHeader title={a('title')} intro={a('intro')} />
      <SavedMessage />
      <AdminList
        page={page}
        basePath="/admin/chat"
        bulkDeleteUrl="/api/admin/chat/bulk-delete"
        filters={[
          { name: 'unread', label: a('show'), value: page.unread, options: [{ value: '', label: a('all') }, { value: '1', label: a('unreadOnly') }] },
          { name: 'language', label: a('language'), value: page.language, options: [{ value: '', label: a('allLanguages') }, ...LANGUAGES.map((l) => ({ value: l, label: t(`admin:transfersAdmin.languages.${l}`) }))] },
          { name: 'forward', label: a('forward'), value: page.forward, options: [{ value: '', label: a('allForward') }, ...FORWARD.map((f) => ({ value: f, label: t(`admin:chatAdmin.forwardStatus.${f}`) }))] },
        ]}
        columns={[
          { id: 'read', header: a('state'), kind: 'badge' },
          { id: 'message', header: a('message') },
          { id: 'language', header: a('language'), sortable: true },
          { id: 'page', header: a('page'), sortable: true },
          { id: 'forwardStatus', header: a('forward'), sortable: true },
          { id: 'received', header: a('received'), sortable: true },
        ]}
        row={(r) => ({
          id: r.id,
          cells: { read: r.read ? a('read') : a('unread'), message: r.message, language: r.language.toUpperCase(), page: r.page, forwardStatus: t(`admin:chatAdmin.forwardStatus.${r.forwardStatus}`), received: r.received },
          editHref: `/admin/chat/${r.id}`,
        })}
      />
    </>
  )
}

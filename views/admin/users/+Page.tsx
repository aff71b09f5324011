import { ACCOUNT_ROLES } from '../../../src/lib/roles'
import { AdminPageHeader } from '../../../src/ui/admin-layout'
import { AdminList, SavedMessage } from '../../../src/ui/admin-list'
import { usePageContext, usePageData } from '../../../src/ui/page-context'
import type { UsersData } from './+data'

export default function Page() {
  const { t } = usePageContext()
  const { page, role } = usePageData<UsersData>()
  const a = (key: string) => t(`admin:usersAdmin.${key}`)
  return (
    <>
      <AdminPageHeader title={a('title')} intro={a('intro')} action={<a href="/admin/users/new" className="btn-primary">{a('new')}</a>} />
      <SavedMessage />
      <AdminList
        page={page}
        basePath="/admin/users"
        bulkDeleteUrl="/api/admin/users/bulk-delete"
        filters={[
          {
            name: 'role',
            label: a('role'),
            value: role,
            options: [{ value: '', label: a('allRoles') }, ...ACCOUNT_ROLES.map((r) => ({ value: r, label: t(`admin:roles.${r}`) }))],
          },
        ]}
        columns={[
          { id: 'name', header: a('name'), sortable: true },
          { id: 'email', header: a('email'), sortable: true },
          { id: 'role', header: a('role'), sortable: true, kind: 'badge' },
          { id: 'lastLogin', header: a('lastLogin'), sortable: true },
        ]}
        row={(r) => ({
          id: r.id,
          cells: { name: r.name, email: r.email, role: t(`admin:roles.${r.role}`), lastLogin: r.lastLogin ?? a('never') },
          editHref: `/admin/users/${r.id}/edit`,
        })}
      />
    </>
  )
}

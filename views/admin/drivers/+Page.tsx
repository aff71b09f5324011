import { formatPhone } from '../../../src/i18n/phone-format'
import { DRIVERS_PATH } from '../../../src/fleet/fleet-paths'
import { useDispatchTexts } from '../../../src/ui/admin/dispatch-texts'
import { AdminPageHeader } from '../../../src/ui/admin-layout'
import { AdminList, SavedMessage } from '../../../src/ui/admin-list'
import { usePageData } from '../../../src/ui/page-context'
import type { DriversData } from './+data'

export default function Page() {
  const { page } = usePageData<DriversData>()
  const a = useDispatchTexts('drivers')
  return (
    <>
      <AdminPageHeader title={a('title')} intro={a('intro')} action={<a href={`${DRIVERS_PATH}/new`} className="btn-primary">{a('new')}</a>} />
      <SavedMessage />
      <AdminList
        page={page}
        basePath={DRIVERS_PATH}
        columns={[
          { id: 'name', header: a('name'), sortable: true },
          { id: 'phone', header: a('phone'), sortable: true },
          { id: 'languages', header: a('languages') },
          { id: 'account', header: a('account') },
          { id: 'active', header: a('active'), sortable: true, kind: 'badge' },
        ]}
        row={(r) => ({ id: r.id, cells: { name: r.name, phone: formatPhone(r.phone), languages: r.languages, account: r.account, active: a(r.active ? 'isActive' : 'isInactive') }, editHref: `${DRIVERS_PATH}/edit/${r.id}` })}
      />
    </>
  )
}

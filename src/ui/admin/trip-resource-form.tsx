import { TRIP_RESOURCES_PATH } from '../../departures/departure-paths'
import { AdminForm, EditVersionField } from '../admin-form'
import { AdminPageHeader } from '../admin-layout'
import { TextArea, TextField } from '../form'
import { usePageContext } from '../page-context'
import { FlagCheckbox } from './content-fields'

/** The form of /admin/trip-resources/new and /edit/{id}: a boat or minibus whose seats two trips share. */
export function TripResourceFormPage({ values, editId }: { values: Record<string, string>; editId?: number }) {
  const { t } = usePageContext()
  const a = (key: string) => t(`admin:tripResources.${key}`)
  const editing = editId !== undefined
  return (
    <>
      <AdminPageHeader title={a(editing ? 'edit' : 'new')} intro={a('intro')} action={<a href={TRIP_RESOURCES_PATH} className="text-sm font-medium text-brand-700 hover:underline">{t('admin:form.back')}</a>} />
      <AdminForm action={editing ? `${TRIP_RESOURCES_PATH}/edit/${editId}` : `${TRIP_RESOURCES_PATH}/new`} deleteLabel={editing ? a('delete') : undefined}>
        <EditVersionField values={values} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="name" label={a('name')} required defaultValue={values.name} />
          <TextField name="capacity" type="number" min={1} max={500} label={a('capacity')} hint={a('capacityHint')} required defaultValue={values.capacity} />
        </div>
        <FlagCheckbox name="active" label={a('active')} checked={!editing || values.active === 'on'} />
        <TextArea name="notes" label={a('notes')} rows={3} maxLength={2000} defaultValue={values.notes} />
      </AdminForm>
    </>
  )
}

import { AdminForm, LocalizedFields } from './admin-form'
import { TextField } from './form'
import { usePageContext } from './page-context'
import { TRIP_TYPE_CONTENT } from '../trip-types/trip-types.content'

/** New and edit share the form; only the action and the starting values differ. */
export function TripTypeForm({ action, values }: { action: string; values: Record<string, string> }) {
  const { t } = usePageContext()
  const a = (key: string) => t(`admin:tripTypes.${key}`)
  return (
    <AdminForm action={action}>
      <LocalizedFields content={TRIP_TYPE_CONTENT} values={values} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="slug" label={a('slug')} hint={a('slugHint')} required defaultValue={values.slug} />
        <TextField name="sortOrder" type="number" label={a('sortOrder')} required min={0} defaultValue={values.sortOrder ?? '0'} />
      </div>
    </AdminForm>
  )
}

import { AdminForm, LocalizedFields } from '../AdminForm'
import { TextField } from '../form'
import { usePageContext } from '../page-context'
import { AdminToggle } from './AdminFields'

/** New and edit of a hero banner share the form. */
export function HeroBannerAdminForm({ action, values }: { action: string; values: Record<string, string> }) {
  const { t } = usePageContext()
  const a = (key: string) => t(`admin:bannersAdmin.${key}`)
  return (
    <AdminForm action={action}>
      <LocalizedFields
        fields={[
          { name: 'title', label: a('titleField') },
          { name: 'subtitle', label: a('subtitle'), required: false },
          { name: 'buttonText', label: a('buttonText'), required: false },
        ]}
        values={values}
      />
      {values.imagePreview && <img src={values.imagePreview} alt="" width={480} height={200} className="h-auto max-w-full rounded-lg ring-1 ring-slate-200" />}
      <TextField name="image" label={a('image')} hint={a('imageHint')} required defaultValue={values.image} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="buttonLink" label={a('buttonLink')} hint={a('buttonLinkHint')} defaultValue={values.buttonLink} />
        <TextField name="sortOrder" type="number" label={a('sortOrder')} required min={0} defaultValue={values.sortOrder ?? '0'} />
      </div>
      <AdminToggle name="isActive" label={a('active')} hint={a('activeHint')} defaultChecked={values.isActive === 'on'} />
    </AdminForm>
  )
}

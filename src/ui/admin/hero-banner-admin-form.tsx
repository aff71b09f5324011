import { AdminForm, LocalizedFields } from '../admin-form'
import { TextField } from '../form'
import { usePageContext } from '../page-context'
import { AdminToggle } from './admin-fields'
import { LibraryImageSelect } from './content-fields'
import { HERO_BANNER_CONTENT } from '../../hero-banners/hero-banners.content'

/** New and edit of a hero banner share the form. */
export function HeroBannerAdminForm({ action, values, images }: { action: string; values: Record<string, string>; images: string[] }) {
  const { t } = usePageContext()
  const a = (key: string) => t(`admin:bannersAdmin.${key}`)
  return (
    <AdminForm action={action}>
      <LocalizedFields content={HERO_BANNER_CONTENT} values={values} />
      <LibraryImageSelect name="image" label={a('image')} hint={a('imageHint')} required images={images} defaultValue={values.image} noneLabel={a('chooseImage')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="buttonLink" label={a('buttonLink')} hint={a('buttonLinkHint')} defaultValue={values.buttonLink} />
        <TextField name="sortOrder" type="number" label={a('sortOrder')} required min={0} defaultValue={values.sortOrder ?? '0'} />
      </div>
      <AdminToggle name="isActive" label={a('active')} hint={a('activeHint')} defaultChecked={values.isActive === 'on'} />
    </AdminForm>
  )
}

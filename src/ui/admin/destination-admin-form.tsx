import { AdminForm, LocalizedFields } from '../admin-form'
import { TextField } from '../form'
import { Fieldset, SelectField } from '../form-choices'
import { usePageContext } from '../page-context'
import { FlagCheckbox, GalleryField, LibraryImageSelect } from './content-fields'
import { DESTINATION_CONTENT } from '../../destinations/destinations.content'

export interface DestinationFormChoices {
  images: string[]
  zones: string[]
}

/** New and edit share the destination form; only the action and the starting values differ. */
export function DestinationAdminForm({ action, values, choices }: { action: string; values: Record<string, string>; choices: DestinationFormChoices }) {
  const { t } = usePageContext()
  const a = (key: string) => t(`admin:destinationsAdmin.${key}`)
  return (
    <AdminForm action={action}>
      <Fieldset legend={a('texts')} intro={a('textsIntro')}>
        <LocalizedFields content={DESTINATION_CONTENT} values={values} />
      </Fieldset>
      <Fieldset legend={a('details')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="slug" label={a('slug')} hint={a('slugHint')} required defaultValue={values.slug} />
          <SelectField name="zone" label={a('zone')} required placeholder={a('chooseZone')} options={choices.zones.map((z) => ({ value: z, label: t(`zones.${z}`) }))} defaultValue={values.zone} />
          <TextField name="latitude" label={a('latitude')} hint={a('latitudeHint')} required defaultValue={values.latitude} />
          <TextField name="longitude" label={a('longitude')} hint={a('longitudeHint')} required defaultValue={values.longitude} />
          <TextField name="sortOrder" type="number" label={a('sortOrder')} hint={a('sortOrderHint')} required min={0} defaultValue={values.sortOrder ?? '0'} />
        </div>
        <FlagCheckbox name="isPopular" label={a('isPopular')} hint={a('isPopularHint')} checked={values.isPopular === 'on'} />
      </Fieldset>
      <Fieldset legend={a('images')}>
        <LibraryImageSelect name="image" label={a('image')} hint={a('imageHint')} images={choices.images} defaultValue={values.image} noneLabel={a('noImage')} />
        <GalleryField name="gallery" label={a('gallery')} hint={a('galleryHint')} libraryLabel={a('library')} images={choices.images} defaultValue={values.gallery} />
      </Fieldset>
    </AdminForm>
  )
}
